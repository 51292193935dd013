import { describe, expect, it } from 'vitest';
import { formatTimecode } from './timecode.ts';

describe('formatTimecode', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [75, '1:15'],
    [75.9, '1:15'],
    [600, '10:00'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3723, '1:02:03'],
    [36_000, '10:00:00'],
  ])('writes %d seconds as %s', (seconds, written) => {
    expect(formatTimecode(seconds)).toBe(written);
  });

  it('keeps the thousandths when asked, as a WebVTT cue has them', () => {
    expect(formatTimecode(1.5, { exact: true })).toBe('0:01.500');
    expect(formatTimecode(3723.25, { exact: true })).toBe('1:02:03.250');
    expect(formatTimecode(5, { exact: true })).toBe('0:05');
  });
});
