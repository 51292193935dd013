// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import sample from '../../../test/fixtures/calendar.json';
import { parseCalendarFeed } from '../../feeds/events/reading.ts';
import { maxCarouselEvents } from './events-carousel-classes.ts';
import { carouselSnapshot, endsAttributes } from './snapshot.ts';
import { eventEndsAttribute } from '../../lib/event-ends.ts';
import { parseWallClock } from '../../lib/wall-clock.ts';

describe('carouselSnapshot', () => {
  const events = parseCalendarFeed(sample);
  const takenAt = Date.UTC(2027, 8, 1, 6);

  it('carries the events the carousel shows, in feed order, without their descriptions', () => {
    expect(events.length).toBeGreaterThan(maxCarouselEvents);
    const carried = carouselSnapshot({ events, takenAt })!;
    expect(carried.takenAt).toBe(takenAt);
    expect(carried.events.map((event) => event.id)).toEqual(
      events.slice(0, maxCarouselEvents).map((event) => event.id),
    );
    expect(carried.events.every((event) => event.description === '')).toBe(true);
    expect(carried.events[0]!.name).toBe(events[0]!.name);
  });

  it('keeps whether the feed was read, so the carousel says no "as of" for typed events alone', () => {
    expect(carouselSnapshot({ events, takenAt, feed: 'none' })!.feed).toBe('none');
    expect(carouselSnapshot({ events, takenAt })).not.toHaveProperty('feed');
  });

  it('keeps the first six typed in /admin after the six, for a live answer to bring forward', () => {
    const typed = (index: number) => ({
      ...events[0]!,
      id: `typed-${index}`,
      typed: true as const,
    });
    const later = Array.from({ length: maxCarouselEvents + 2 }, (_, index) => typed(index));
    const carried = carouselSnapshot({ events: [typed(-1), ...events, ...later], takenAt })!;
    expect(carried.events.map((event) => event.id)).toEqual([
      'typed--1',
      ...events.slice(0, maxCarouselEvents - 1).map((event) => event.id),
      ...later.slice(0, maxCarouselEvents - 1).map((event) => event.id),
    ]);
  });

  it('is no snapshot when the build had none', () => {
    expect(carouselSnapshot(null)).toBeNull();
  });
});

describe('endsAttributes', () => {
  const day = parseWallClock('2027-07-26 00:00')!;

  it("ends an all-day event at the church's midnight after it, with or without an end", () => {
    const [event] = parseCalendarFeed(sample);
    const allDay = { ...event!, start: day, end: undefined, allDay: true };
    expect(endsAttributes(allDay)[eventEndsAttribute]).toBe('2027-07-26T23:00:00.000Z');
    const twoDays = { ...allDay, end: parseWallClock('2027-07-28 00:00')! };
    expect(endsAttributes(twoDays)[eventEndsAttribute]).toBe('2027-07-27T23:00:00.000Z');
  });
});
