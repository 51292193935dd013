import type { BookingsFeed } from './bookings/type.ts';
import type { ChurchEvent } from './events/type.ts';
import type { GroupsFeed } from './groups/type.ts';

// Each feed as the build read it, and when (ms since the epoch): what the pages' loaders get
// (snapshots.server.ts reads and writes them).

/** The events, in the HTML of / and /events before any script. */
export type EventsSnapshot = {
  /** The feed's events and those typed in /admin (typed-events.ts), as one list, soonest first. */
  events: ChurchEvent[];
  takenAt: number;
  /** The fingerprint of the feed's answers read (events/live-answer.ts), for the page to compare. */
  digest?: string | null;
  /**
   * The feed's part of the list: absent, read with the rest; `none`, the church keeps no feed,
   * so the typed events are the whole list, never behind (no "as of" line); `unread`, the build
   * could not read the church's feed, so the list holds the typed events alone.
   */
  feed?: 'none' | 'unread';
};
/**
 * Whether the build wrote the calendar to subscribe to: not when it could not read the feed,
 * as a calendar app that found the feed's events missing would empty itself of them for a day,
 * but keeps what it had while the file is missing.
 */
export const calendarWritten = (snapshot: EventsSnapshot | null): snapshot is EventsSnapshot =>
  snapshot !== null && snapshot.feed !== 'unread';

export type GroupsSnapshot = { feed: GroupsFeed; takenAt: number };
export type BookingsSnapshot = { feed: BookingsFeed; takenAt: number };
export type Snapshots = {
  events: EventsSnapshot | null;
  groups: GroupsSnapshot | null;
  bookings: BookingsSnapshot | null;
};
export type FeedName = keyof Snapshots;
