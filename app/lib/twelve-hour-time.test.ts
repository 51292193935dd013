import { describe, expect, it } from 'vitest';
import { formatTwelveHourTime } from './twelve-hour-time.ts';

describe('formatTwelveHourTime', () => {
  it.each([
    [0, 5, '12:05 AM'],
    [9, 15, '9:15 AM'],
    [11, 59, '11:59 AM'],
    [12, 0, '12:00 PM'],
    [19, 0, '7:00 PM'],
    [23, 59, '11:59 PM'],
  ])('shows %i:%i as %s', (hour, minute, expected) => {
    expect(formatTwelveHourTime(hour, minute)).toBe(expected);
  });
});
