// @vitest-environment node -- as the build reads the feed: Node's fetch, no browser DOM
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { itFailsInOneLine } from '../../test/feed-failures';
import { feedServer } from '../../test/feed-server';
import legacy from '../../test/fixtures/groups.json';
import current from '../../test/fixtures/groups-current.json';
import currentPage2 from '../../test/fixtures/groups-current-page-2.json';
import {
  readFeeds,
  sampleGroupsSnapshot,
  snapshotFile,
  takeSnapshot,
} from './feed-snapshots.server';
import { pagesToPrerender } from './pages';
import { loadContent } from '../content/loading/load';

// The build's one reading of the groups feed, against a local server answering as ChurchSuite
// might: both shapes, two pages, and each way it can fail. The build must never stop: a
// failure is no reading and one line saying why, and /groups then sends visitors to
// ChurchSuite's own list (group-list.test.tsx shows that page).

const huge = `[${'{"name":"x"},'.repeat(600_000)}{"name":"x"}]`;
const answers: Parameters<typeof feedServer>[0] = {
  '/legacy': () => ({ body: JSON.stringify(legacy) }),
  '/current': (url) => ({
    body: JSON.stringify(url.searchParams.get('page') === '2' ? currentPage2 : current),
  }),
  '/error': () => ({ status: 500, body: 'Internal Server Error' }),
  '/html': () => ({ type: 'text/html', body: '<!doctype html><title>Log in</title><p>Log in' }),
  '/hanging': () => ({ hang: true }),
  '/hostile': () => ({ body: huge }),
  '/not-groups': () => ({ body: '{"error":"Embed configuration not found"}' }),
};

let server: Awaited<ReturnType<typeof feedServer>>;
let base = '';
const work = mkdtempSync(join(tmpdir(), 'groups-snapshot-'));
beforeAll(async () => {
  server = await feedServer(answers);
  base = server.base;
});
afterAll(() => {
  server.close();
  rmSync(work, { recursive: true, force: true });
});

const now = () => Date.UTC(2026, 10, 25, 4, 5);
async function readingOf(url: string, timeoutMs = 3_000) {
  const lines: string[] = [];
  const snapshot = await takeSnapshot('groups', url, {
    timeoutMs,
    now,
    log: (l) => lines.push(l),
  });
  return { snapshot, lines };
}

describe('takeSnapshot of the groups', () => {
  it('reads the legacy feed, and the current feed with every page of it', async () => {
    const read = await readingOf(`${base}/legacy`);
    expect(read.lines).toEqual([]);
    expect(read.snapshot?.takenAt).toBe(now());
    expect(read.snapshot?.feed.groups.map((group) => group.name)).toContain('Tuesday Bible Study');
    const paged = await readingOf(`${base}/current`);
    expect(paged.snapshot?.feed.groups.map((group) => group.name)).toEqual(
      [...current.groups, ...currentPage2.groups].map((group) => group.name),
    );
  });

  itFailsInOneLine('Groups', () => base, readingOf, [
    ['an error', '/error', /The feed answered 500/],
    ['HTML instead of JSON', '/html', /JSON/],
    ['something that is not a feed of groups', '/not-groups', /neither a list of groups/],
    ['a hostile answer, too long to read', '/hostile', /longer than 5 MB/],
  ]);
});

describe('the build’s reading', () => {
  const settings = { account: 'carrowmore' };

  it('is read once, left for the pages beside the client folder, and lists their pages', async () => {
    vi.stubEnv('BUILD_DIR', join(work, 'ok/client'));
    const env = {
      CHURCHSUITE_EVENTS_FEED_URL: 'none',
      VITE_GROUPS_FEED_URL: `${base}/current`,
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
