import { describe, expect, it } from 'vitest';
import {
  browserEventsAddress,
  eventsSource,
  feedAddress,
  feedOrigins,
  snapshotAddress,
} from './addresses.server.ts';
import { sampleFeedPath } from './events/sample.ts';

const churchSuite = { account: 'demo' };
const calendarId = '0b8f6d2e-3c1a-4f5e-9a7b-1c2d3e4f5a6b';

describe("the feeds' addresses", () => {
  it("are the church's own ChurchSuite feeds when nothing overrides them", () => {
    expect(feedAddress('events', churchSuite, {}).url).toBe(
      'https://demo.churchsuite.com/embed/calendar/json',
    );
    expect(feedAddress('events', { ...churchSuite, calendarId }, {}).url).toBe(
      `https://demo.churchsuite.com/-/calendar/${calendarId}/json`,
    );
    expect(feedAddress('groups', churchSuite, {}).url).toBe(
      'https://demo.churchsuite.com/embed/smallgroups/json',
    );
    expect(feedAddress('bookings', churchSuite, {})).toEqual({
      url: null,
      why: 'church.yml names no ChurchSuite feed of them',
    });
  });

  it('are nowhere without ChurchSuite, or with an override of "none"', () => {
    expect(feedAddress('events', undefined, {}).url).toBeNull();
    const none = { CHURCHSUITE_GROUPS_FEED_URL: ' none ' };
    expect(feedAddress('groups', churchSuite, none).why).toBe('CHURCHSUITE_GROUPS_FEED_URL=none');
  });

  it('are the sample on the dev server, unless an override names another', () => {
    expect(browserEventsAddress({ churchSuite }, { env: {}, dev: true })).toBe(sampleFeedPath);
    expect(sampleFeedPath).toMatch(/\/embed\/calendar\/json$/);
    const env = { VITE_EVENTS_FEED_URL: 'https://staging.example.org/feed' };
    expect(browserEventsAddress({ churchSuite }, { env, dev: true })).toBe(
      env.VITE_EVENTS_FEED_URL,
    );
  });

  it("move the build's events snapshot alone with EVENTS_SNAPSHOT_URL, for tests", () => {
    const env = { EVENTS_SNAPSHOT_URL: 'http://127.0.0.1:9/events.json' };
    expect(snapshotAddress('events', churchSuite, env).url).toBe(env.EVENTS_SNAPSHOT_URL);
    expect(browserEventsAddress({ churchSuite }, { env, dev: false })).toBe(
      'https://demo.churchsuite.com/embed/calendar/json',
    );
  });

  it('read EVENTS_SNAPSHOT_URL first for the snapshot, then CHURCHSUITE_…, then the older name', () => {
    const source = (env: Record<string, string | undefined>) =>
      snapshotAddress('events', churchSuite, env).url;
    const [snapshot, named, older] = ['http://a.test/1', 'http://b.test/2', 'http://c.test/3'];
    const all = {
      EVENTS_SNAPSHOT_URL: snapshot,
      CHURCHSUITE_EVENTS_FEED_URL: named,
      VITE_EVENTS_FEED_URL: older,
    };
    expect(source(all)).toBe(snapshot);
    expect(source({ ...all, EVENTS_SNAPSHOT_URL: ' none ' })).toBeNull();
    expect(source({ ...all, EVENTS_SNAPSHOT_URL: '' })).toBe(named);
    expect(source({ VITE_EVENTS_FEED_URL: older })).toBe(older);
    expect(source({ CHURCHSUITE_EVENTS_FEED_URL: 'none', VITE_EVENTS_FEED_URL: older })).toBeNull();
  });
});

describe("the events' source", () => {
  const calendarUrl =
    'https://calendar.google.com/calendar/ical/office%40example.org/public/basic.ics';
  const ical = (url: string) => ({ kind: 'ical', url });

  it("is ChurchSuite's calendar when church.yml names ChurchSuite, even beside a calendar address", () => {
    expect(eventsSource({ churchSuite, calendarUrl }, { env: {} })).toEqual({
      kind: 'churchsuite',
      url: 'https://demo.churchsuite.com/embed/calendar/json',
    });
    // Its feed set to "none" is no events, not the calendar's.
    const none = { CHURCHSUITE_EVENTS_FEED_URL: 'none' };
    expect(eventsSource({ churchSuite, calendarUrl }, { env: none }).kind).toBe('none');
  });

  it('is the calendar address without ChurchSuite, EVENTS_ICAL_URL before church.yml', () => {
    expect(eventsSource({ calendarUrl }, { env: {} })).toEqual(ical(calendarUrl));
    const env = { EVENTS_ICAL_URL: 'https://outlook.example.org/calendar.ics' };
    expect(eventsSource({ calendarUrl }, { env })).toEqual(ical(env.EVENTS_ICAL_URL));
    expect(eventsSource({}, { env })).toEqual(ical(env.EVENTS_ICAL_URL));
    expect(eventsSource({ calendarUrl }, { env: { EVENTS_ICAL_URL: 'none' } }).kind).toBe('none');
  });

  it('is the events typed in /admin with neither', () => {
    expect(eventsSource({}, { env: {} })).toEqual({ kind: 'typed' });
  });

  it("is the calendar for the build's snapshot when EVENTS_SNAPSHOT_URL says none (a test build)", () => {
    const env = { EVENTS_SNAPSHOT_URL: 'none', EVENTS_ICAL_URL: 'http://127.0.0.1:9/calendar.ics' };
    expect(eventsSource({}, { env, snapshot: true })).toEqual(ical(env.EVENTS_ICAL_URL));
  });

  it('is worked out once for one church and its settings, again when a setting moves', () => {
    const church = { calendarUrl };
    const first = eventsSource(church, { env: {} });
    expect(eventsSource(church, { env: { OTHER: 'x' } })).toBe(first);
    expect(eventsSource(church, { env: {}, snapshot: true })).toEqual(first);
    expect(eventsSource(church, { env: { EVENTS_ICAL_URL: 'none' } }).kind).toBe('none');
    expect(eventsSource(church, { env: {} })).toBe(first);
  });

  it('is asked by no browser when it is a calendar, so the policy lets the pages ask nothing', () => {
    const siteUrl = 'https://www.example.org';
    for (const dev of [false, true]) {
      expect(browserEventsAddress({ calendarUrl }, { env: {}, dev })).toBeNull();
    }
    expect(feedOrigins({ siteUrl, calendarUrl }, {})).toEqual([]);
    expect(feedOrigins({ siteUrl, churchSuite }, {})).toEqual(['https://demo.churchsuite.com']);
  });
});
