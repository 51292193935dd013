import type { BookingsFeed } from './bookings/booking.ts';
import type { ChurchEvent } from './events/event.ts';
import type { GroupsFeed } from './groups/group.ts';

// Each feed as the build read it, and when (ms since the epoch): what the pages' loaders get
// (snapshots.server.ts reads and writes them).

/** The events, in the HTML of / and /events before any script. */
export type EventsSnapshot = {
  events: ChurchEvent[];
  takenAt: number;
  /** The fingerprint of the answers read (events/live-answer.ts), for the page to compare. */
  digest?: string | null;
  /** Typed in /admin (feeds/typed/): the site's own list, never behind, so no "as of" line. */
  typed?: true;
};
export type GroupsSnapshot = { feed: GroupsFeed; takenAt: number };
export type BookingsSnapshot = { feed: BookingsFeed; takenAt: number };
export type Snapshots = {
  events: EventsSnapshot | null;
  groups: GroupsSnapshot | null;
  bookings: BookingsSnapshot | null;
};
export type FeedName = keyof Snapshots;
