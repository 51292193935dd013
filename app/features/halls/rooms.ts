import type { HallRoom } from '../../content/schemas/halls.ts';
import { distinctSlugs } from '../../lib/slug.ts';
import { londonDate } from '../../feeds/shared.ts';
import type { FeedRoom } from '../../feeds/bookings/type.ts';
import { type BookedWeek, roomWeeks, shownDays } from './room-days.ts';
import type { BookingsSnapshot } from '../../feeds/snapshots.ts';

// The content's rooms with their bookings, then the feed's other rooms: no booking left out.

/** A room as the page shows it; `weeks` absent when the bookings could not be read. */
export type ShownRoom = {
  slug: string;
  name: string;
  photo?: HallRoom['photo'];
  capacity?: string;
  facilities: string[];
  hire?: string;
  weeks?: BookedWeek[];
};

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function feedRoomOf(room: HallRoom, feedRooms: readonly FeedRoom[]): FeedRoom | undefined {
  const wanted = room.resource ?? room.name;
  return feedRooms.find((feedRoom) => feedRoom.id === wanted.trim() || same(feedRoom.name, wanted));
}

export function shownRooms(
  rooms: readonly HallRoom[],
  snapshot: BookingsSnapshot | null,
): ShownRoom[] {
  const feed = snapshot?.feed;
  const matched = rooms.map((room) => (feed ? feedRoomOf(room, feed.rooms) : undefined));
  const others = feed ? feed.rooms.filter((feedRoom) => !matched.includes(feedRoom)) : [];
  const days = feed && snapshot ? shownDays(feed, londonDate(snapshot.takenAt)) : undefined;
  const weeksOf = (feedRoom: FeedRoom) =>
    feed && days
      ? roomWeeks(
          feed.bookings.filter((booking) => booking.roomId === feedRoom.id),
          days,
        )
      : undefined;
  const all = [
    ...rooms.map((room, index) => {
      // A room ChurchSuite does not list by that name has no bookings to show: never "free".
      const weeks = matched[index] ? weeksOf(matched[index]) : undefined;
      return {
        name: room.name,
        ...(room.photo && { photo: room.photo }),
        ...(room.capacity && { capacity: room.capacity }),
        facilities: room.facilities,
        ...(room.hire && { hire: room.hire }),
        ...(weeks && { weeks }),
      };
    }),
    ...others.map((feedRoom) => ({
      name: feedRoom.name,
      facilities: [],
      weeks: weeksOf(feedRoom),
    })),
  ];
  const slugs = distinctSlugs(
    all.map((room) => room.name),
    'room',
  );
  return all.map((room, index) => ({ slug: slugs[index]!, ...room }));
}
