import { describe, expect, it } from 'vitest';
import { formatLongDateTime, formatShortDateTime } from './event-dates';
import { parseWallClock } from '~/lib/wall-clock';

const at = (text: string) => parseWallClock(text)!;

// Runs under several TZ values (vitest.config.ts, timeZoneTests): every visitor sees the church's
// own clock, whatever their zone.
describe.each([
  [
    'formatShortDateTime (home carousel)',
    formatShortDateTime,
    [
      ['2027-04-11 19:00:00', 'Apr 11 at 7:00 PM'],
      ['2027-09-26 11:30:00', 'Sep 26 at 11:30 AM'],
      ['2027-12-19 00:05:00', 'Dec 19 at 12:05 AM'],
      ['2027-06-01 12:00:00', 'Jun 1 at 12:00 PM'],
      ['2027-03-28 23:59:00', 'Mar 28 at 11:59 PM'],
    ],
  ],
  [
    'formatLongDateTime (/events)',
    formatLongDateTime,
    [
      ['2027-04-11 19:00:00', 'Sunday, April 11 at 7:00 PM'],
      ['2027-09-07 10:00:00', 'Tuesday, September 7 at 10:00 AM'],
      ['2027-10-31 01:30:00', 'Sunday, October 31 at 1:30 AM'],
      ['2028-02-29 09:15:00', 'Tuesday, February 29 at 9:15 AM'],
      ['2028-03-17 19:00:00', 'Friday, March 17 at 7:00 PM'],
    ],
  ],
] satisfies [string, typeof formatLongDateTime, [string, string][]][])('%s', (_, format, cases) => {
  it.each(cases)('%s → %s', (text, expected) => {
    expect(format(at(text))).toBe(expected);
  });
});
