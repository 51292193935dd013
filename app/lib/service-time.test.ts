import { describe, expect, it } from 'vitest';
import { formatServiceTime } from './service-time';

describe('formatServiceTime', () => {
  it.each([
    ['11:30', '11:30 AM'],
    ['00:05', '12:05 AM'],
    ['12:00', '12:00 PM'],
    ['18:45', '6:45 PM'],
  ])('shows %s as %s', (input, expected) => {
    expect(formatServiceTime(input)).toBe(expected);
  });
});
