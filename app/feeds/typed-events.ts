import type { TypedEvent } from '../content/schemas/typed-events.ts';
import { imageCopies } from '../lib/images.ts';
import { londonToInstant, parseWallClock, type WallClock } from '../lib/wall-clock.ts';
import { type ChurchEvent, noLink } from './events/type.ts';
import type { EventsSnapshot } from './snapshots.ts';
import { mergeEvents } from './merge-events.ts';

// The events typed in /admin (content/events/) as the site's events, beside any feed's or alone.
// The content's checks have passed, so every time here is a real one on the church's clock.

const clockOf = (written: string): WallClock => parseWallClock(written)!;

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
    ...((name || address) && { location: { ...(name && { name }), ...(address && { address }) } }),
    ...(typed.category && { category: typed.category }),
    ...(typed.picture && { imageUrl: imageCopies(typed.picture, 'event', 'jpeg').at(-1)!.url }),
    imageSources: sources,
    detailsUrl: typed.link ?? noLink,
    ...(typed.church && { church: typed.church }),
    typed: true,
  };
}

/** The typed events not over at `now` (at their start without an end), soonest first, stably. */
export function upcomingTypedEvents(typed: TypedEvent[], now: number): ChurchEvent[] {
  return typed
    .map(churchEventOf)
    .filter((event) => londonToInstant(event.end ?? event.start) > now)
    .sort((a, b) => londonToInstant(a.start) - londonToInstant(b.start));
}

/** The feed's reading with the typed events still to come; without one, those alone, marked. */
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
