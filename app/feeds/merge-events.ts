import { londonToInstant } from '../lib/wall-clock.ts';
import type { ChurchEvent } from './events/type.ts';

/**
 * The feed's events and the typed ones (each soonest first) as one list, in the build and the
 * browser: the feed's keep their order, and each typed one goes before the first that starts
 * later (after those at the same time).
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
