import { describe, expect, it } from 'vitest';
import { englishDates } from '../../test/date-words.ts';
import { formatTime } from './twelve-hour-time.ts';

describe('formatTime', () => {
  it.each([
    [0, 5, '12:05 AM', '12:05am'],
    [0, 0, '12:00 AM', 'midnight'],
    [9, 15, '9:15 AM', '9:15am'],
    [10, 30, '10:30 AM', '10:30am'],
    [11, 59, '11:59 AM', '11:59am'],
    [12, 0, '12:00 PM', 'midday'],
    [12, 30, '12:30 PM', '12:30pm'],
    [18, 0, '6:00 PM', '6pm'],
    [23, 59, '11:59 PM', '11:59pm'],
  ])('shows %i:%i the US way as %s and the British way as %s', (hour, minute, us, british) => {
    expect(formatTime(hour, minute, englishDates('us'))).toBe(us);
    expect(formatTime(hour, minute, englishDates('british'))).toBe(british);
  });
});
