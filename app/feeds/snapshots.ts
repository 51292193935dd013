import type { BookingsFeed } from './bookings/type.ts';
import type { ChurchEvent } from './events/type.ts';
import type { GroupsFeed } from './groups/type.ts';

// Each feed as the build read it, and when (ms since the epoch), for the pages' loaders.

export type EventsSnapshot = {
  /** The feed's events and those typed in /admin (typed-events.ts), soonest first. */
  events: ChurchEvent[];
  takenAt: number;
  /** The fingerprint of the feed's answers (events/live-answer.ts), for the page to compare. */
  digest?: string | null;
  /** Absent: the feed was read; `none`: the church keeps none; `unread`: the build failed to. */
  feed?: 'none' | 'unread';
};
/**
 * Whether calendar.ics was written: not without the feed, as a calendar app would drop the feed's
 * events for a day, but keeps what it had while the file is missing.
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
