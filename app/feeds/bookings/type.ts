/** A room (ChurchSuite's resource). */
export type FeedRoom = {
  id: string;
  name: string;
  /** How many of it there are (a hall in two halves is 2); undefined for no limit. */
  quantity?: number;
};

/** One booked slot: no name, no booker, only when and how much of the room. */
export type Booking = {
  id: string;
  roomId: string;
  /** UTC instants, in milliseconds. */
  startsAt: number;
  endsAt: number;
  /** Less than the whole room (one half of a divided hall). */
  part: boolean;
};

/** `months`: how far ahead ChurchSuite publishes. */
export type BookingsFeed = { rooms: FeedRoom[]; bookings: Booking[]; months?: number };
