import { londonToInstant } from '../lib/wall-clock.ts';
import type { ChurchEvent } from './events/type.ts';

/**
 * The feed's events (their order kept) and the typed ones, each soonest first, as one list: a
 * typed one goes before the first of the feed's that starts later. In the build and the browser.
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
