import { londonToInstant } from '../lib/wall-clock.ts';
import type { ChurchEvent } from './events/type.ts';

// The events typed in /admin beside a feed's, as one list, in the build and in the browser alike
// (a live answer of ChurchSuite's feed keeps the build's typed events).

/**
 * The feed's events and the typed ones (each soonest first) as one list, soonest first: the
 * feed's keep the feed's own order (the carousel's), each typed one goes before the first of
 * them that starts later, and one at the same time goes after the feed's.
 */
export function mergeEvents(feed: ChurchEvent[], typed: ChurchEvent[]): ChurchEvent[] {
  if (typed.length === 0) return feed;
  const merged: ChurchEvent[] = [];
  let next = 0;
  for (const event of feed) {
    const at = londonToInstant(event.start);
    while (next < typed.length && londonToInstant(typed[next]!.start) < at) {
      merged.push(typed[next++]!);
    }
    merged.push(event);
  }
  return [...merged, ...typed.slice(next)];
}
