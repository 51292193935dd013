// @vitest-environment node -- as the build reads the feed: Node's fetch, no browser DOM
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import legacy from '../../test/fixtures/calendar.json';
import { feedServer } from '../../test/feed-server.ts';
import { loadContent, loadContentInLanguages } from '../content/loading/load.server.ts';
import { churchPaths } from '../lib/church-paths.ts';
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
    // A site in English alone's calendar says no language, as it never did.
    expect(ics).not.toContain('LANGUAGE');
  });

  it('says, in each language’s calendars of a site of two, the language of the words it writes', async () => {
    const server = await feedServer({ '/legacy': () => ({ body: JSON.stringify(legacy) }) });
    const snapshot = await takeSnapshot('events', `${server.base}/legacy`);
    server.close();
    leave(snapshot);
    const content = loadContentInLanguages('test/fixtures/content-bilingual');
    await writeCalendar(client, content);
    const [first] = content.churches;
    const welsh = readFileSync(join(client, churchPaths.calendar(first!.slug)), 'utf8');
    const english = readFileSync(join(client, `/en${churchPaths.calendar(first!.slug)}`), 'utf8');
    // Its name, and the services the site writes from the content of each language.
    expect(welsh).toContain(`X-WR-CALNAME;LANGUAGE=cy:`);
    expect(welsh).toMatch(/^SUMMARY;LANGUAGE=cy:/m);
    expect(english).toContain(`X-WR-CALNAME;LANGUAGE=en-GB:`);
    expect(english).toMatch(/^SUMMARY;LANGUAGE=en-GB:/m);
    expect(english).not.toContain('LANGUAGE=cy');
    // The feed's events, the church's own words, say none.
    const whole = readFileSync(join(client, paths.calendar), 'utf8');
    expect(whole).toContain('X-WR-CALNAME;LANGUAGE=cy:');
    expect(whole.match(/^SUMMARY:/gm)).toHaveLength(legacy.length);
    expect(whole).toMatch(/^SUMMARY;LANGUAGE=cy:/m);
  });

  it('writes no file, rather than an empty calendar, when the build read no events', async () => {
    leave(null);
    expect(await writeCalendar(client, { church: church, churches: [], several: null })).toMatch(
      /no calendar/,
    );
    expect(existsSync(join(client, paths.calendar))).toBe(false);
  });
});
