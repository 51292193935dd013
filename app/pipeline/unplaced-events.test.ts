// @vitest-environment node -- the build's step, on files as the build leaves them
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../content/loading/load.server.ts';
import { snapshotFile } from '../feeds/snapshots.server.ts';
import { adminFolder } from '../lib/built-files.js';
import { londonToInstant, parseWallClock } from '../lib/wall-clock.ts';
import { noteUnplacedEvents } from './unplaced-events.ts';

// The feed's events of the month under no church: in /admin's build facts and the build's log,
// on the second content set (several churches); nothing on the sample (one church).

const work = mkdtempSync(join(tmpdir(), 'unplaced-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const client = join(work, 'client');
const facts = join(client, adminFolder, 'build.json');
const at = (text: string) => parseWallClock(text)!;

function leave(events: unknown[]) {
  mkdirSync(join(work, 'feeds'), { recursive: true });
  mkdirSync(join(client, adminFolder), { recursive: true });
  const takenAt = londonToInstant(at('2027-10-02T06:00'));
  writeFileSync(snapshotFile('events', work), JSON.stringify({ events, takenAt }));
  writeFileSync(facts, JSON.stringify({ siteUrl: 'https://example.org' }));
}

describe('noteUnplacedEvents', () => {
  const several = loadContent('test/fixtures/content');
  const [first] = several.churches;
  const event = (name: string, start: string, location?: object) => ({
    id: name,
    name,
    start: at(start),
    description: '',
    imageSources: [],
    detailsUrl: '#',
    ...(location && { location }),
  });

  it('lists this month’s under no church for /admin and the log, on a site of several', async () => {
    leave([
      event('Coffee morning', '2027-10-12T10:00', { name: 'Village Hall' }),
      // Placed as the build read it (snapshots.server.ts).
      { ...event('At a church', '2027-10-13T10:00', { name: first!.name }), church: first!.slug },
      event('Next month', '2027-11-12T10:00', { name: 'Village Hall' }),
    ]);
    const log = await noteUnplacedEvents(client, several);
    expect(log).toMatch(/^Under no church this month: one event\n- “Coffee morning”/);
    const written = JSON.parse(readFileSync(facts, 'utf8')) as Record<string, unknown>;
    expect(written).toMatchObject({ siteUrl: 'https://example.org' });
    expect(written.unplaced).toMatchObject({ headline: 'Under no church this month: one event' });
  });

  it('says and writes nothing on a site of one church', async () => {
    leave([event('Coffee morning', '2027-10-12T10:00', { name: 'Village Hall' })]);
    expect(await noteUnplacedEvents(client, { ...several, several: null })).toBeUndefined();
    expect(JSON.parse(readFileSync(facts, 'utf8'))).toEqual({ siteUrl: 'https://example.org' });
  });
});
