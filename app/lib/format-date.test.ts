import { describe, expect, it } from 'vitest';
import { itGives } from '../../test/examples.ts';
import { formatLongDate } from './format-date.ts';

describe('formatLongDate', () => {
  itGives('shows %s as %s', formatLongDate, {
    '2026-11-01': '1 November 2026',
    '2027-01-31': '31 January 2027',
    '2028-02-29': '29 February 2028',
    '2026-03-09': '9 March 2026',
  });

  it("writes every day from 2020 to 2040 as Intl's British English does", () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const day = 24 * 60 * 60 * 1000;
    const mismatches: string[] = [];
    for (let t = Date.UTC(2020, 0, 1); t < Date.UTC(2041, 0, 1); t += day) {
      const iso = new Date(t).toISOString().slice(0, 10);
      if (formatLongDate(iso) !== intl.format(t)) mismatches.push(iso);
    }
    expect(mismatches).toEqual([]);
  });
});
