import type { ChurchEvent } from './event';
import { maxCarouselEvents } from './events-carousel-classes';
import { eventEndsAttribute } from '~/lib/event-ends';
import { londonToInstant } from '~/lib/wall-clock';

/** The feed's events as the build read them, in the HTML of / and /events before any script. */
export type EventsSnapshot = {
  events: ChurchEvent[];
  /** When the build read the feed (ms since the epoch). */
  takenAt: number;
  /** The fingerprint of the answers it read (live-answer.ts), for the page to compare. */
  digest?: string | null;
};

/**
 * The carousel's part of the snapshot (an ended event is hidden, not replaced), without the
 * descriptions it does not show: every byte is in the home page's HTML twice.
 */
export const carouselSnapshot = (snapshot: EventsSnapshot | null): EventsSnapshot | null =>
  snapshot && {
    takenAt: snapshot.takenAt,
    digest: snapshot.digest,
    events: snapshot.events
      .slice(0, maxCarouselEvents)
      .map((event) => ({ ...event, description: '' })),
  };

/** The attribute that lets the shared script hide the event once it has ended. */
export const endsAttributes = (event: ChurchEvent) => ({
  [eventEndsAttribute]: new Date(londonToInstant(event.end ?? event.start)).toISOString(),
});
