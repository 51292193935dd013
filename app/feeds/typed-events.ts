import type { TypedEvent } from '../content/schemas/typed-events.ts';
import { imageCopies } from '../lib/images.ts';
import { londonToInstant, parseWallClock, type WallClock } from '../lib/wall-clock.ts';
import { type ChurchEvent, noLink } from './events/type.ts';
import type { EventsSnapshot } from './snapshots.ts';
import { mergeEvents } from './merge-events.ts';

// The events typed in /admin (content/events/) as the site's events, beside the church's feed's
// whatever it is (eventsSource in addresses.server.ts), or alone without one. The content's
// checks have passed, so every time here is a real one on the church's clock.

const clockOf = (written: string): WallClock => parseWallClock(written)!;

/** One typed event as every events component takes it. */
export function churchEventOf(typed: TypedEvent): ChurchEvent {
  const { name, address } = typed.place ?? {};
  // The picture's copies cut 16 by 9 at build (presets.json's "event"), as the cards show it.
  const sources = typed.picture ? imageCopies(typed.picture, 'event', 'webp') : [];
  return {
    id: typed.id,
    name: typed.title,
    start: clockOf(typed.start),
    ...(typed.end && { end: clockOf(typed.end) }),
    description: (typed.description ?? '').replace(/\r\n?/g, '\n'),
    // None given: at the church, as the JSON-LD says of a feed's event without a place.
    ...((name || address) && { location: { ...(name && { name }), ...(address && { address }) } }),
    ...(typed.category && { category: typed.category }),
    ...(typed.picture && { imageUrl: imageCopies(typed.picture, 'event', 'jpeg').at(-1)!.url }),
    imageSources: sources,
    detailsUrl: typed.link ?? noLink,
    typed: true,
  };
}

/** When an event is over: at its end, or without one at its start (as the pages hide it). */
const endsAt = (event: ChurchEvent) => londonToInstant(event.end ?? event.start);

/** The typed events not yet over at `now`, soonest first (two at one time in file order). */
export function upcomingTypedEvents(typed: TypedEvent[], now: number): ChurchEvent[] {
  return typed
    .map(churchEventOf)
    .filter((event) => endsAt(event) > now)
    .sort((a, b) => londonToInstant(a.start) - londonToInstant(b.start));
}

/**
 * The build's events list: its reading of the church's feed (null: none) with the typed events
 * not yet over beside it, at the reading's time, else `now`. Without a reading the typed events
 * are the list, marked `unread` when there was a feed (`hadFeed`) and `none` when not: the
 * pages then say no "as of". No reading and none typed at all is no list.
 */
export function eventsWithTyped(
  reading: EventsSnapshot | null,
  typed: TypedEvent[],
  { now, hadFeed }: { now: number; hadFeed: boolean },
): EventsSnapshot | null {
  if (reading) {
    if (typed.length === 0) return reading;
    const own = upcomingTypedEvents(typed, reading.takenAt);
    return { ...reading, events: mergeEvents(reading.events, own) };
  }
  if (typed.length === 0) return null;
  return {
    events: upcomingTypedEvents(typed, now),
    takenAt: now,
    feed: hadFeed ? 'unread' : 'none',
  };
}
