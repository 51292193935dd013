// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import sample from '../../../test/fixtures/calendar.json';
import { parseCalendarFeed } from '~/feeds/events/reading';
import { maxCarouselEvents } from './events-carousel-classes';
import { carouselSnapshot } from './snapshot';

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

  it('keeps whether the events were typed in /admin, so the carousel says no "as of" either', () => {
    expect(carouselSnapshot({ events, takenAt, typed: true })!.typed).toBe(true);
    expect(carouselSnapshot({ events, takenAt })).not.toHaveProperty('typed');
  });

  it('is no snapshot when the build had none', () => {
    expect(carouselSnapshot(null)).toBeNull();
  });
});
