import { maxCarouselEvents } from './events-carousel-classes.ts';
import { type ChurchEvent, endOf } from '../../feeds/events/type.ts';
import type { EventsSnapshot } from '../../feeds/snapshots.ts';
import { eventEndsAttribute } from '../../lib/event-ends.ts';
import { londonToInstant } from '../../lib/wall-clock.ts';

/**
 * The carousel's part: no descriptions (each byte is in the page twice), and the first six typed
 * in /admin, which a live answer may bring in beside the feed's.
 */
export function carouselSnapshot(snapshot: EventsSnapshot | null): EventsSnapshot | null {
  if (!snapshot) return null;
  let typed = 0;
  const kept = snapshot.events.filter((event, index) => {
    const keep = index < maxCarouselEvents || (event.typed && typed < maxCarouselEvents);
    if (event.typed) typed += 1;
    return keep;
  });
  return {
    takenAt: snapshot.takenAt,
    digest: snapshot.digest,
    ...(snapshot.feed && { feed: snapshot.feed }),
    events: kept.map((event) => ({ ...event, description: '' })),
  };
}

/** The attribute that lets the shared script hide the event once it has ended. */
export const endsAttributes = (event: ChurchEvent) => ({
  [eventEndsAttribute]: new Date(londonToInstant(endOf(event))).toISOString(),
});
