import { describe, expect, it } from 'vitest';
import { itGives } from '../../test/examples.ts';
import { englishDates } from '../../test/date-words.ts';
import {
  type DateStyle,
  dayWords,
  fillPhrase,
  formatDayMonth,
  formatLongDate,
  withWeekday,
} from './format-date.ts';

// The words are the content's (test/date-words.ts); these tests check their order and marks.

describe('formatLongDate', () => {
  itGives(
    'writes %s the British way as %s',
    (iso) => formatLongDate(iso, englishDates('british')),
    {
      '2026-11-01': '1 November 2026',
      '2027-01-31': '31 January 2027',
      '2028-02-29': '29 February 2028',
      '2026-03-09': '9 March 2026',
    },
  );

  itGives('writes %s the US way as %s', (iso) => formatLongDate(iso, englishDates('us')), {
    '2026-11-22': 'November 22, 2026',
    '2026-03-09': 'March 9, 2026',
  });

  it.each([
    ['british', 'en-GB'],
    ['us', 'en-US'],
  ] satisfies [DateStyle, string][])(
    "writes every day from 2020 to 2040 in the %s style as Intl's %s does",
    (style, locale) => {
      const intl = new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      const words = englishDates(style);
      const day = 24 * 60 * 60 * 1000;
      const mismatches: string[] = [];
      for (let t = Date.UTC(2020, 0, 1); t < Date.UTC(2041, 0, 1); t += day) {
        const iso = new Date(t).toISOString().slice(0, 10);
        if (formatLongDate(iso, words) !== intl.format(t)) mismatches.push(iso);
      }
      expect(mismatches).toEqual([]);
    },
  );
});

describe('formatDayMonth and withWeekday', () => {
  it('put the day first, with no comma after the weekday, the British way', () => {
    const words = englishDates('british');
    expect(withWeekday(0, formatDayMonth(13, 12, words), words)).toBe('Sunday 13 December');
    expect(formatDayMonth(13, 9, words, true)).toBe('13 Sep');
    expect(dayWords('2027-10-03', words)).toBe('Sunday 3 October');
  });

  it('put the month first, with a comma after the weekday, the US way', () => {
    const words = englishDates('us');
    expect(withWeekday(0, formatDayMonth(13, 12, words), words)).toBe('Sunday, December 13');
    expect(formatDayMonth(13, 9, words, true)).toBe('Sep 13');
  });

  it('take every name from the words given', () => {
    const words = englishDates('british');
    const renamed = { ...words, months: words.months.map(({ short }) => ({ name: 'X', short })) };
    expect(formatLongDate('2027-10-03', renamed)).toBe('3 X 2027');
  });
});

describe('fillPhrase', () => {
  it('fills the names given and leaves the others as written', () => {
    expect(fillPhrase('{date} at {time}', { date: 'today' })).toBe('today at {time}');
  });
});
