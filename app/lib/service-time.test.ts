import { describe, expect, it } from 'vitest';
import { englishDates } from '../../test/date-words.ts';
import { itGives } from '../../test/examples.ts';
import { formatServiceTime, serviceEndTime } from './service-time.ts';

describe('formatServiceTime', () => {
  itGives(
    'shows %s the British way as %s',
    (time) => formatServiceTime(time, englishDates('british')),
    {
      '11:30': '11:30am',
      '18:00': '6pm',
    },
  );

  itGives('shows %s the US way as %s', (time) => formatServiceTime(time, englishDates('us')), {
    '11:30': '11:30 AM',
    '00:05': '12:05 AM',
    '12:00': '12:00 PM',
    '18:45': '6:45 PM',
  });
});

describe('serviceEndTime', () => {
  it.each([
    ['11:30', 60, '12:30'],
    ['10:45', 75, '12:00'],
    ['18:30', 90, '20:00'],
    ['23:30', 45, '00:15'],
  ])('a service at %s lasting %i minutes ends at %s', (time, minutes, expected) => {
    expect(serviceEndTime(time, minutes)).toBe(expected);
  });
});
