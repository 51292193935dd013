import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventsFeedUrl, resolveFeedUrl } from './feed-url';
import { sampleFeedPath } from './sample-feed';

describe('resolveFeedUrl', () => {
  it("reads the church's own ChurchSuite account in a production build", () => {
    expect(resolveFeedUrl({ dev: false, account: 'demo' })).toBe(
      'https://demo.churchsuite.com/embed/calendar/json',
    );
  });

  it("reads the calendar's current feed when the content names one", () => {
    const calendarId = '0b8f6d2e-3c1a-4f5e-9a7b-1c2d3e4f5a6b';
    expect(resolveFeedUrl({ dev: false, account: 'demo', calendarId })).toBe(
      `https://demo.churchsuite.com/-/calendar/${calendarId}/json`,
    );
    expect(resolveFeedUrl({ dev: true, account: 'demo', calendarId })).toBe(sampleFeedPath);
  });

  it('reads the sample on the dev server when nothing overrides it', () => {
    expect(resolveFeedUrl({ dev: true, account: 'demo' })).toBe(sampleFeedPath);
    expect(sampleFeedPath).toMatch(/\/embed\/calendar\/json$/);
  });

  it('lets VITE_EVENTS_FEED_URL override both', () => {
    const override = 'https://staging.example.org/embed/calendar/json';
    expect(resolveFeedUrl({ override, dev: true, account: 'demo' })).toBe(override);
    expect(resolveFeedUrl({ override, dev: false, account: 'demo' })).toBe(override);
    expect(resolveFeedUrl({ override: ' ', dev: false, account: 'demo' })).toMatch(/^https:/);
  });
});

describe('eventsFeedUrl', () => {
  afterEach(() => vi.unstubAllEnvs());
  const account = 'demo';

  it('reads the build’s VITE_EVENTS_FEED_URL, else the sample on the dev server', () => {
    vi.stubEnv('VITE_EVENTS_FEED_URL', 'https://staging.example.org/embed/calendar/json');
    expect(eventsFeedUrl({ account })).toBe('https://staging.example.org/embed/calendar/json');
    vi.stubEnv('VITE_EVENTS_FEED_URL', '');
    vi.stubEnv('DEV', true);
    expect(eventsFeedUrl({ account })).toBe(sampleFeedPath);
  });

  it("reads the church's own feed in a production build", () => {
    vi.stubEnv('VITE_EVENTS_FEED_URL', '');
    vi.stubEnv('DEV', false);
    expect(eventsFeedUrl({ account })).toBe('https://demo.churchsuite.com/embed/calendar/json');
  });
});
