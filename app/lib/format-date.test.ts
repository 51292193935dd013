import { describe, expect, it } from 'vitest';
import { itGives } from '../../test/examples.ts';
import { type DateStyle, formatDayMonth, formatLongDate, withWeekday } from './format-date.ts';

describe('formatLongDate', () => {
  itGives('writes %s the British way as %s', (iso) => formatLongDate(iso, 'british'), {
    '2026-11-01': '1 November 2026',
    '2027-01-31': '31 January 2027',
    '2028-02-29': '29 February 2028',
    '2026-03-09': '9 March 2026',
  });

  itGives('writes %s the US way as %s', (iso) => formatLongDate(iso, 'us'), {
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
      const day = 24 * 60 * 60 * 1000;
      const mismatches: string[] = [];
      for (let t = Date.UTC(2020, 0, 1); t < Date.UTC(2041, 0, 1); t += day) {
        const iso = new Date(t).toISOString().slice(0, 10);
        if (formatLongDate(iso, style) !== intl.format(t)) mismatches.push(iso);
      }
      expect(mismatches).toEqual([]);
    },
  );
});

describe('formatDayMonth and withWeekday', () => {
  it('put the day first, with no comma after the weekday, the British way', () => {
    expect(withWeekday('Sunday', formatDayMonth(13, 12, 'british'), 'british')).toBe(
      'Sunday 13 December',
    );
    expect(formatDayMonth(13, 9, 'british', true)).toBe('13 Sep');
  });

  it('put the month first, with a comma after the weekday, the US way', () => {
    expect(withWeekday('Sunday', formatDayMonth(13, 12, 'us'), 'us')).toBe('Sunday, December 13');
    expect(formatDayMonth(13, 9, 'us', true)).toBe('Sep 13');
  });
});
