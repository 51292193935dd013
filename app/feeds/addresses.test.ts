import { describe, expect, it } from 'vitest';
import { browserEventsAddress, feedAddress, snapshotAddress } from './addresses.server';
import { sampleFeedPath } from './events/sample';

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
    expect(browserEventsAddress(churchSuite, { env: {}, dev: true })).toBe(sampleFeedPath);
    expect(sampleFeedPath).toMatch(/\/embed\/calendar\/json$/);
    const env = { VITE_EVENTS_FEED_URL: 'https://staging.example.org/feed' };
    expect(browserEventsAddress(churchSuite, { env, dev: true })).toBe(env.VITE_EVENTS_FEED_URL);
  });

  it("move the build's events snapshot alone with EVENTS_SNAPSHOT_URL, for tests", () => {
    const env = { EVENTS_SNAPSHOT_URL: 'http://127.0.0.1:9/events.json' };
    expect(snapshotAddress('events', churchSuite, env).url).toBe(env.EVENTS_SNAPSHOT_URL);
    expect(browserEventsAddress(churchSuite, { env, dev: false })).toBe(
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
