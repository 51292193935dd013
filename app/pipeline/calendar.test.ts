// @vitest-environment node -- as the build reads the feed: Node's fetch, no browser DOM
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import legacy from '../../test/fixtures/calendar.json';
import { feedServer } from '../../test/feed-server.ts';
import { loadContent } from '../content/loading/load.server.ts';
import { paths } from '../lib/paths.ts';
import { writeCalendar } from './calendar.ts';
import { snapshotFile, takeSnapshot } from '../feeds/snapshots.server.ts';

// The calendar step, on the snapshot the build leaves (read from a feed served as ChurchSuite
// would) and on none.

const work = mkdtempSync(join(tmpdir(), 'calendar-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const client = join(work, 'client');
const { church } = loadContent();

function leave(snapshot: unknown) {
  const file = snapshotFile('events', work);
  mkdirSync(join(work, 'feeds'), { recursive: true });
  writeFileSync(file, JSON.stringify(snapshot));
}

describe('writeCalendar', () => {
  it('writes every event the build read into the calendar to subscribe to', async () => {
    const server = await feedServer({ '/legacy': () => ({ body: JSON.stringify(legacy) }) });
    const snapshot = await takeSnapshot('events', `${server.base}/legacy`);
    server.close();
    leave(snapshot);
    expect(await writeCalendar(client, { church: church, churches: [], several: null })).toBe(
      `${paths.calendar} with ${legacy.length} events`,
    );
    const ics = readFileSync(join(client, paths.calendar), 'utf8');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(legacy.length);
  });

  it('writes no file, rather than an empty calendar, when the build read no events', async () => {
    leave(null);
    expect(await writeCalendar(client, { church: church, churches: [], several: null })).toMatch(
      /no calendar/,
    );
    expect(existsSync(join(client, paths.calendar))).toBe(false);
  });
});
