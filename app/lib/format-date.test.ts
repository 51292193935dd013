import { describe, expect, it } from 'vitest';
import { formatLongDate } from './format-date';

describe('formatLongDate', () => {
  it.each([
    ['2026-11-01', '1 November 2026'],
    ['2027-01-31', '31 January 2027'],
  ])('shows %s as %s', (input, expected) => {
    expect(formatLongDate(input)).toBe(expected);
  });
});
