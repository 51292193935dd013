// @vitest-environment node -- as the build reads the feed: Node's fetch, no browser DOM
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { feedReadings, itFailsInOneLine } from '../../test/feed-failures.ts';
import { tempDir } from '../../test/temp-dir.ts';
import { readCalendar } from './ical/shape.ts';
import { sampleText } from './ical/sample.server.ts';
import { readFeeds, snapshotFile } from './snapshots.server.ts';

// The build's one reading of a calendar's address (Google's, Outlook's), against a local
// server: the test calendar, and each way it can fail. The build never stops: a failure is no
// reading and one line saying why, and / and /events then say the events could not be loaded.

const calendar = sampleText();
/** The fixture's read time (its X-WR-CALDESC). */
const now = () => Date.parse('2027-03-01T12:00:00Z');
const huge = `BEGIN:VCALENDAR\r\n${'X-PAD:padding\r\n'.repeat(400_000)}END:VCALENDAR\r\n`;
const { base, readingOf } = feedReadings('calendar', now, huge, {
  '/calendar.ics': () => ({ type: 'text/calendar', body: calendar }),
});
const work = tempDir('calendar-snapshot-');

describe('takeSnapshot of a calendar', () => {
  it("reads its events at the build's time, as plain events with their descriptions as text", async () => {
    const { snapshot, lines } = await readingOf(`${base()}/calendar.ics`);
    expect(lines).toEqual([]);
    expect(snapshot?.takenAt).toBe(now());
    const expected = readCalendar(calendar, { now: now(), log: () => {} });
    expect(snapshot?.events.map(({ id, name }) => ({ id, name }))).toEqual(
      expected.map(({ id, name }) => ({ id, name })),
    );
    expect(snapshot?.events.filter((event) => event.allDay)).toHaveLength(
      expected.filter((event) => event.allDay).length,
    );
    // No getter is left for JSON to miss, and HTML descriptions are words.
    const json = JSON.parse(JSON.stringify(snapshot)) as typeof snapshot;
    expect(json?.events.map((event) => event.description)).toEqual(
      expected.map((event) => event.description),
    );
    expect(json?.events.some((event) => /<\w/.test(event.description))).toBe(false);
    // The browser cannot ask the calendar, so there is nothing to compare its answer with.
    expect(snapshot).not.toHaveProperty('digest');
  });

  itFailsInOneLine(
    'Calendar',
    base,
    readingOf,
    ['something that is not a calendar', /other than an iCalendar/],
    /HTML, not a calendar/,
  );
});

describe('the build’s reading of the events', () => {
  const env = (calendarAt: string) => ({
    EVENTS_SNAPSHOT_URL: 'none',
    EVENTS_ICAL_URL: calendarAt,
    CHURCHSUITE_GROUPS_FEED_URL: 'none',
    CHURCHSUITE_BOOKINGS_FEED_URL: 'none',
    EVENTS_READ_AT: new Date(now()).toISOString(),
  });

  it('reads the calendar address of a church without ChurchSuite, at EVENTS_READ_AT', async () => {
    vi.stubEnv('BUILD_DIR', join(work, 'ok/client'));
    const snapshots = await readFeeds({}, { dev: false, env: env(`${base()}/calendar.ics`) });
    expect(snapshots.events?.takenAt).toBe(now());
    expect(snapshots.events?.events.length).toBeGreaterThan(0);
    const left = JSON.parse(readFileSync(snapshotFile('events', join(work, 'ok')), 'utf8'));
    expect(left).toEqual(JSON.parse(JSON.stringify(snapshots.events)));
    vi.unstubAllEnvs();
  });

  it('leaves no events when the calendar answers HTML, and the build goes on', async () => {
    vi.stubEnv('BUILD_DIR', join(work, 'html/client'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const snapshots = await readFeeds({}, { dev: false, env: env(`${base()}/html`) });
    expect(snapshots.events).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Calendar: could not read .*HTML/));
    warn.mockRestore();
    vi.unstubAllEnvs();
  });
});
