import { readFileSync } from 'node:fs';
import { readCalendar } from './shape.ts';

// The sample calendars (test/fixtures/ical/), for the tests and the calendar's content set.

/** The samples' dates are counted from it. */
export const sampleReadAt = Date.parse('2027-03-01T12:00:00Z');

export const sampleText = (name = 'calendar.ics') =>
  readFileSync(`test/fixtures/ical/${name}`, 'utf8');

/** A sample's events at the samples' read time, and the lines the reading logged. */
export function readSample(name: string, now = sampleReadAt) {
  const logged: string[] = [];
  const events = readCalendar(sampleText(name), { now, log: (line) => logged.push(line) });
  return { events, logged };
}
