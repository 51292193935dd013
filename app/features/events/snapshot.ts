import { maxCarouselEvents } from './events-carousel-classes';
import { type ChurchEvent, endOf } from '~/feeds/events/event';
import type { EventsSnapshot } from '~/feeds/snapshots';
import { eventEndsAttribute } from '~/lib/event-ends';
import { londonToInstant } from '~/lib/wall-clock';

/**
 * The carousel's part of the snapshot (an ended event is hidden, not replaced), without the
 * descriptions it does not show: every byte is in the home page's HTML twice.
 */
export const carouselSnapshot = (snapshot: EventsSnapshot | null): EventsSnapshot | null =>
  snapshot && {
    takenAt: snapshot.takenAt,
    digest: snapshot.digest,
    ...(snapshot.typed && { typed: snapshot.typed }),
    events: snapshot.events
      .slice(0, maxCarouselEvents)
      .map((event) => ({ ...event, description: '' })),
  };

/** The attribute that lets the shared script hide the event once it has ended. */
export const endsAttributes = (event: ChurchEvent) => ({
  [eventEndsAttribute]: new Date(londonToInstant(endOf(event))).toISOString(),
});
