import { describe, expect, it } from 'vitest';
import { eventWhen, formatLongDateTime, formatShortDateTime } from './event-dates.ts';
import type { DateStyle } from '../../lib/format-date.ts';
import { englishDates } from '../../../test/date-words.ts';
import { parseWallClock } from '../../lib/wall-clock.ts';

const at = (text: string) => parseWallClock(text)!;

// Runs under several TZ values (vitest.config.ts, timeZoneTests): every visitor sees the church's
// own clock, whatever their zone.
describe.each([
  [
    'formatShortDateTime (home carousel), US',
    formatShortDateTime,
    'us',
    [
      ['2027-04-11 19:00:00', 'Apr 11 at 7:00 PM'],
      ['2027-09-26 11:30:00', 'Sep 26 at 11:30 AM'],
      ['2027-12-19 00:05:00', 'Dec 19 at 12:05 AM'],
      ['2027-06-01 12:00:00', 'Jun 1 at 12:00 PM'],
      ['2027-03-28 23:59:00', 'Mar 28 at 11:59 PM'],
    ],
  ],
  [
    'formatLongDateTime (/events), US',
    formatLongDateTime,
    'us',
    [
      ['2027-04-11 19:00:00', 'Sunday, April 11 at 7:00 PM'],
      ['2027-09-07 10:00:00', 'Tuesday, September 7 at 10:00 AM'],
      ['2027-10-31 01:30:00', 'Sunday, October 31 at 1:30 AM'],
      ['2028-02-29 09:15:00', 'Tuesday, February 29 at 9:15 AM'],
      ['2028-03-17 19:00:00', 'Friday, March 17 at 7:00 PM'],
    ],
  ],
  [
    'formatShortDateTime (home carousel), British',
    formatShortDateTime,
    'british',
    [
      ['2027-04-11 19:00:00', '11 Apr at 7pm'],
      ['2027-09-26 10:30:00', '26 Sep at 10:30am'],
      ['2027-06-01 12:00:00', '1 Jun at midday'],
    ],
  ],
  [
    'formatLongDateTime (/events), British',
    formatLongDateTime,
    'british',
    [
      ['2026-12-13 18:00:00', 'Sunday 13 December at 6pm'],
      ['2027-10-31 01:30:00', 'Sunday 31 October at 1:30am'],
      ['2028-02-29 09:15:00', 'Tuesday 29 February at 9:15am'],
    ],
  ],
] satisfies [string, typeof formatLongDateTime, DateStyle, [string, string][]][])(
  '%s',
  (_, format, style, cases) => {
    it.each(cases)('%s → %s', (text, expected) => {
      expect(format(at(text), englishDates(style))).toBe(expected);
    });
  },
);

describe('eventWhen', () => {
  const texts = (event: Parameters<typeof eventWhen>[0], long: boolean) =>
    eventWhen(event, long, englishDates('us')).map(({ text }) => text);

  it('is the start alone for an event within a day', () => {
    const event = { start: at('2027-03-03 19:30:00'), end: at('2027-03-03 21:00:00') };
    expect(texts(event, true)).toEqual(['Wednesday, March 3 at 7:30 PM']);
    expect(eventWhen(event, false, englishDates('us'))).toEqual([
      { text: 'Mar 3 at 7:30 PM', dateTime: '2027-03-03T19:30:00+00:00' },
    ]);
  });

  it('is the day alone, with no midnight, for an all-day event', () => {
    const event = { start: at('2027-03-29 00:00'), end: at('2027-03-30 00:00'), allDay: true };
    expect(texts(event, true)).toEqual(['Monday, March 29']);
    expect(eventWhen(event, false, englishDates('us'))).toEqual([
      { text: 'Mar 29', dateTime: '2027-03-29' },
    ]);
    expect(texts({ ...event, end: undefined }, true)).toEqual(['Monday, March 29']);
  });

  it('is the first and last day of an all-day event of several days', () => {
    const event = { start: at('2027-07-26 00:00'), end: at('2027-07-29 00:00'), allDay: true };
    expect(texts(event, true)).toEqual(['Monday, July 26', 'Wednesday, July 28']);
    expect(eventWhen(event, false, englishDates('us')).map(({ dateTime }) => dateTime)).toEqual([
      '2027-07-26',
      '2027-07-28',
    ]);
  });

  it('is the start and the end of an event that ends on a later day', () => {
    const event = { start: at('2027-06-11 18:00'), end: at('2027-06-13 14:00') };
    expect(texts(event, true)).toEqual([
      'Friday, June 11 at 6:00 PM',
      'Sunday, June 13 at 2:00 PM',
    ]);
    expect(texts(event, false)).toEqual(['Jun 11 at 6:00 PM', 'Jun 13 at 2:00 PM']);
  });

  it('writes ranges the British way, the start and end each on its own clock across the change', () => {
    // Summer time ends at 02:00 on 31 October 2027: the start is BST, the end GMT.
    const night = { start: at('2027-10-30 22:00'), end: at('2027-10-31 10:30') };
    expect(eventWhen(night, true, englishDates('british'))).toEqual([
      { text: 'Saturday 30 October at 10pm', dateTime: '2027-10-30T22:00:00+01:00' },
      { text: 'Sunday 31 October at 10:30am', dateTime: '2027-10-31T10:30:00+00:00' },
    ]);
    const days = { start: at('2027-03-27 00:00'), end: at('2027-03-29 00:00'), allDay: true };
    expect(eventWhen(days, false, englishDates('british')).map(({ text }) => text)).toEqual([
      '27 Mar',
      '28 Mar',
    ]);
  });
});
