import type { ChurchEvent } from '../../feeds/events/type.ts';
import { londonToInstant } from '../../lib/wall-clock.ts';

/** Soonest first; events at the same time keep the feed's order. */
export function sortByStart(events: ChurchEvent[]): ChurchEvent[] {
  return events
    .map((event) => ({ event, at: londonToInstant(event.start) }))
    .sort((a, b) => a.at - b.at)
    .map(({ event }) => event);
}
