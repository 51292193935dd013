import { readFileSync } from 'node:fs';
import { readCalendar } from './shape.ts';

// The sample calendars, as Google, Outlook and a church's diary write them (test/fixtures/ical/),
// which the tests and the calendar's content set (scripts/e2e-content-sets.mjs) read. `npm start`
// shows none: it reads the church's own address, as the build does, since no browser asks it.

/** The read time the samples name: their dates are counted from it. */
export const sampleReadAt = Date.parse('2027-03-01T12:00:00Z');

export const sampleText = (name = 'calendar.ics') =>
  readFileSync(`test/fixtures/ical/${name}`, 'utf8');

/** A sample's events at the samples' read time, and the lines the reading logged. */
export function readSample(name: string, now = sampleReadAt) {
  const logged: string[] = [];
  const events = readCalendar(sampleText(name), { now, log: (line) => logged.push(line) });
  return { events, logged };
}
