import { readFileSync } from 'node:fs';
import { readCalendar } from './shape.ts';

// The sample calendars (test/fixtures/ical/), which the tests and the calendar's content set read.
// `npm start` reads the church's own address, as the build does, since no browser asks it.

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
