// @vitest-environment node -- as the build reads the feed: Node's fetch, no browser DOM
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { feedReadings, inTwoPages, itFailsInOneLine } from '../../test/feed-failures.ts';
import { tempDir } from '../../test/temp-dir.ts';
import first from '../../test/fixtures/bookings.json';
import second from '../../test/fixtures/bookings-page-2.json';
import {
  readFeeds,
  readingTime,
  sampleBookingsSnapshot,
  snapshotFile,
} from './snapshots.server.ts';
import { snapshotAddress } from './addresses.server.ts';

const feedSource = (...args: Parameters<typeof snapshotAddress>) => snapshotAddress(...args).url;

// The build's one reading of the bookings feed, against a local server answering as
// ChurchSuite might: two pages, and each way it can fail. The build never stops: a failure is
// no reading and one line saying why; halls-page.test.tsx shows that page.

const now = () => Date.UTC(2027, 2, 22, 6);
const huge = `{"booked_resources":[${'{"id":1},'.repeat(600_000)}{"id":1}]}`;
const { base, readingOf } = feedReadings('bookings', now, huge, {
  '/bookings': inTwoPages(first, second),
});
const work = tempDir('bookings-snapshot-');

describe('takeSnapshot of the bookings', () => {
  it('reads every page of the feed', async () => {
    const { snapshot, lines } = await readingOf(`${base()}/bookings`);
    expect(lines).toEqual([]);
    expect(snapshot?.takenAt).toBe(now());
    expect(snapshot?.feed.bookings).toHaveLength(
      first.booked_resources.length + second.booked_resources.length,
    );
  });

  itFailsInOneLine('Bookings', base, readingOf, [
    'something that is not a bookings feed',
    /not a ChurchSuite bookings feed/,
  ]);
});

describe('the build’s reading', () => {
  it('is read once and left for the pages beside the client folder', async () => {
    vi.stubEnv('BUILD_DIR', join(work, 'ok/client'));
    const env = {
      CHURCHSUITE_EVENTS_FEED_URL: 'none',
      CHURCHSUITE_GROUPS_FEED_URL: 'none',
      VITE_BOOKINGS_FEED_URL: `${base()}/bookings`,
      BOOKINGS_READ_AT: new Date(now()).toISOString(),
    };
    const options = { dev: false, env };
    const snapshots = await readFeeds({ churchSuite: { account: 'carrowmore' } }, options);
    expect(snapshots.bookings?.feed.rooms).toHaveLength(first.resources.length);
    const left = JSON.parse(readFileSync(snapshotFile('bookings', join(work, 'ok')), 'utf8'));
    expect(left.takenAt).toBe(now());
    expect(await readFeeds({ churchSuite: { account: 'carrowmore' } }, options)).toBe(snapshots);
    vi.unstubAllEnvs();
  });

  it('reads CHURCHSUITE_BOOKINGS_FEED_URL, else VITE_BOOKINGS_FEED_URL, else the embed church.yml names', () => {
    const settings = { account: 'carrowmore', bookingsId: 'abc' };
    const named = { CHURCHSUITE_BOOKINGS_FEED_URL: 'http://a.test/b', VITE_BOOKINGS_FEED_URL: 'x' };
    expect(feedSource('bookings', settings, named)).toBe('http://a.test/b');
    expect(feedSource('bookings', settings, { VITE_BOOKINGS_FEED_URL: 'none' })).toBeNull();
    expect(feedSource('bookings', settings, {})).toMatch(
      /^https:\/\/carrowmore\.churchsuite\.com\//,
    );
    expect(feedSource('bookings', { account: 'carrowmore' }, {})).toBeNull();
  });

  it('counts BOOKINGS_READ_AT as now when it is an instant, else the clock', () => {
    expect(readingTime('2027-03-22T06:00:00Z')()).toBe(now());
    expect(readingTime(undefined)).toBe(Date.now);
    expect(readingTime('soon')).toBe(Date.now);
  });

  it('is the sample on the dev server, moved to the coming weeks', async () => {
    const today = Date.UTC(2026, 10, 27, 12);
    const { feed } = await sampleBookingsSnapshot(today);
    expect(feed.bookings.length).toBeGreaterThan(0);
    expect(feed.bookings[0]!.startsAt).toBeGreaterThan(today - 7 * 86_400_000);
    expect(feed.bookings[0]!.startsAt).toBeLessThan(today + 7 * 86_400_000);
  });
});
