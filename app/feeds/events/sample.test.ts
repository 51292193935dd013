import { describe, expect, it } from 'vitest';
import sample from '../../../test/fixtures/calendar.json';
import currentSample from '../../../test/fixtures/calendar-current.json';
import { parseCalendarFeed } from './reading.ts';
import { currentSamplePage, sampleFeedShape, shiftSampleFeed } from './sample.ts';
import { wallClockAsUtc } from '../../lib/wall-clock.ts';

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

describe('currentSamplePage', () => {
  const original = parseCalendarFeed(currentSample);
  const pageOf = (page: number) => currentSamplePage(currentSample, today, { page, perPage: 2 });
  const moved = parseCalendarFeed(pageOf(1), [pageOf(2)]);

  it('serves the current sample a page at a time, saying how many there are', () => {
    expect(pageOf(1)).toMatchObject({ pagination: { num_results: 3, per_page: 2 } });
    expect((pageOf(2) as { events: unknown[] }).events).toHaveLength(1);
    expect((pageOf(3) as { events: unknown[] }).events).toHaveLength(0);
  });

  it("moves it into the coming weeks, keeping order, weekdays and the church's times of day", () => {
    const todayDay = Date.UTC(2026, 10, 21) / 86_400_000;
    const first = Math.min(...moved.map(dayOf));
    expect(first - todayDay).toBeGreaterThanOrEqual(3);
    expect(first - todayDay).toBeLessThan(10);
    expect(moved.map((e) => e.name)).toEqual(original.map((e) => e.name));
    moved.forEach((event, i) => {
      expect(Math.abs((dayOf(event) - dayOf(original[i]!)) % 7)).toBe(0);
      // September's 18:30Z is 7:30 PM in summer time; moved into winter it is still 7:30 PM.
      expect([event.start.hour, event.start.minute]).toEqual([
        original[i]!.start.hour,
        original[i]!.start.minute,
      ]);
    });
  });
});

describe('sampleFeedShape', () => {
  it('reads SAMPLE_FEED, legacy when it is not set', () => {
    expect(sampleFeedShape(undefined)).toBe('legacy');
    expect(sampleFeedShape('')).toBe('legacy');
    expect(sampleFeedShape(' Current ')).toBe('current');
    expect(() => sampleFeedShape('new')).toThrow(/SAMPLE_FEED is "new"/);
  });
});
