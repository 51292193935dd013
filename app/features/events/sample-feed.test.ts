import { describe, expect, it } from 'vitest';
import sample from '../../../test/fixtures/calendar.json';
import { parseCalendarFeed } from './churchsuite-feed';
import { shiftSampleFeed } from './sample-feed';
import { wallClockAsUtc } from './wall-clock';

const today = { year: 2026, month: 11, day: 21 };
const shifted = shiftSampleFeed(sample, today);
const events = parseCalendarFeed(shifted);
const dayOf = (event: (typeof events)[number]) =>
  Math.floor(wallClockAsUtc(event.start) / 86_400_000);

describe('shiftSampleFeed', () => {
  it('moves every event into the coming weeks', () => {
    const todayDay = Date.UTC(2026, 10, 21) / 86_400_000;
    const first = Math.min(...events.map(dayOf));
    expect(first - todayDay).toBeGreaterThanOrEqual(3);
    expect(first - todayDay).toBeLessThan(10);
  });

  it('keeps order, weekdays, times of day and spacing', () => {
    const original = parseCalendarFeed(sample);
    expect(events.map((e) => e.name)).toEqual(original.map((e) => e.name));
    const shiftDays = dayOf(events[0]!) - dayOf(original[0]!);
    expect(Math.abs(shiftDays % 7)).toBe(0);
    events.forEach((event, i) => {
      expect(dayOf(event) - dayOf(original[i]!)).toBe(shiftDays);
      expect(event.start.hour).toBe(original[i]!.start.hour);
      expect(event.start.minute).toBe(original[i]!.start.minute);
    });
    expect((shifted[0] as { datetime_end: string }).datetime_end.slice(10)).toBe(' 12:45:00');
  });

  it('leaves entries it cannot read untouched', () => {
    expect(shiftSampleFeed([null, 'x', { name: 'No date' }], today)).toEqual([
      null,
      'x',
      { name: 'No date' },
    ]);
  });
});
