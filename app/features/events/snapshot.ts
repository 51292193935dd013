import type { ChurchEvent } from './event';
import { maxCarouselEvents } from './events-carousel-classes';
import { eventEndsAttribute } from '~/lib/event-ends';
import { londonToInstant } from '~/lib/wall-clock';

/**
 * The feed's events as the build read them (app/build/feed-snapshots.server.ts), carried in the prerendered
 * HTML of `/` and `/events` so that their events are there before any script runs.
 */
export type EventsSnapshot = {
  events: ChurchEvent[];
  /** When the build read the feed (ms since the epoch). */
  takenAt: number;
};

/**
 * The home page's part of the snapshot: the events the carousel shows (its first six in feed
 * order; one that has ended is hidden, not replaced), without their descriptions, which it
 * does not show. Every byte here is in the home page's HTML twice: written out, and as data.
 */
export const carouselSnapshot = (snapshot: EventsSnapshot | null): EventsSnapshot | null =>
  snapshot && {
    takenAt: snapshot.takenAt,
    events: snapshot.events
      .slice(0, maxCarouselEvents)
      .map((event) => ({ ...event, description: '' })),
  };

/** The instant an event is over: its end, or its start when the feed gives no end. */
export const endOf = (event: ChurchEvent) => londonToInstant(event.end ?? event.start);

/** The attribute that lets the shared script hide the event once it has ended. */
export const endsAttributes = (event: ChurchEvent) => ({
  [eventEndsAttribute]: new Date(endOf(event)).toISOString(),
});
