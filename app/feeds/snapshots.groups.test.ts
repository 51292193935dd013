// @vitest-environment node -- as the build reads the feed: Node's fetch, no browser DOM
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { feedReadings, inTwoPages, itFailsInOneLine } from '../../test/feed-failures.ts';
import { tempDir } from '../../test/temp-dir.ts';
import legacy from '../../test/fixtures/groups.json';
import current from '../../test/fixtures/groups-current.json';
import currentPage2 from '../../test/fixtures/groups-current-page-2.json';
import { readFeeds, sampleGroupsSnapshot, snapshotFile } from './snapshots.server.ts';
import { pagesToPrerender } from '../pipeline/pages.ts';
import { loadContent } from '../content/loading/load.server.ts';

// The build's one reading of the groups feed, against a local server answering as ChurchSuite
// might: both shapes, two pages, and each way it can fail. The build must never stop: a
// failure is no reading and one line saying why, and /groups then sends visitors to
// ChurchSuite's own list (group-list.test.tsx shows that page).

const now = () => Date.UTC(2026, 10, 25, 4, 5);
const huge = `[${'{"name":"x"},'.repeat(600_000)}{"name":"x"}]`;
const { base, readingOf } = feedReadings('groups', now, huge, {
  '/legacy': () => ({ body: JSON.stringify(legacy) }),
  '/current': inTwoPages(current, currentPage2),
});
const work = tempDir('groups-snapshot-');

describe('takeSnapshot of the groups', () => {
  it('reads the legacy feed, and the current feed with every page of it', async () => {
    const read = await readingOf(`${base()}/legacy`);
    expect(read.lines).toEqual([]);
    expect(read.snapshot?.takenAt).toBe(now());
    expect(read.snapshot?.feed.groups.map((group) => group.name)).toContain('Tuesday Bible Study');
    const paged = await readingOf(`${base()}/current`);
    expect(paged.snapshot?.feed.groups.map((group) => group.name)).toEqual(
      [...current.groups, ...currentPage2.groups].map((group) => group.name),
    );
  });

  itFailsInOneLine('Groups', base, readingOf, [
    'something that is not a feed of groups',
    /neither a list of groups/,
  ]);
});

describe('the build’s reading', () => {
  const settings = { churchSuite: { account: 'carrowmore' } };

  it('is read once, left for the pages beside the client folder, and lists their pages', async () => {
    vi.stubEnv('BUILD_DIR', join(work, 'ok/client'));
    const env = {
      CHURCHSUITE_EVENTS_FEED_URL: 'none',
      VITE_GROUPS_FEED_URL: `${base()}/current`,
      CHURCHSUITE_BOOKINGS_FEED_URL: 'none',
    };
    const snapshots = await readFeeds(settings, { dev: false, env });
    expect(snapshots.groups?.feed.groups).toHaveLength(5);
    const left = JSON.parse(readFileSync(snapshotFile('groups', join(work, 'ok')), 'utf8'));
    expect(left.feed.groups).toHaveLength(5);
    // The second ask is the same reading.
    expect(await readFeeds(settings, { dev: false, env })).toBe(snapshots);
    const content = loadContent();
    const pages = pagesToPrerender(content, snapshots, []).filter((path) =>
      path.startsWith('/groups'),
    );
    expect(pages[0]).toBe('/groups');
    expect(pages).toContain('/groups/day/wednesday');
    vi.unstubAllEnvs();
  });

  it('is the sample on the dev server, in either shape', async () => {
    expect((await sampleGroupsSnapshot('legacy', now())).feed.groups.length).toBeGreaterThan(0);
    expect((await sampleGroupsSnapshot('current', now())).feed.groups).toHaveLength(5);
  });
});
