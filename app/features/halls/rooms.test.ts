import { describe, expect, it } from 'vitest';
import type { HallRoom } from '../../content/schemas/halls.ts';
import type { BookingsFeed } from '../../feeds/bookings/type.ts';
import { shownRooms } from './rooms.ts';

const room = (name: string, resource?: string): HallRoom => ({
  name,
  ...(resource && { resource }),
  facilities: [],
});
const feed: BookingsFeed = {
  rooms: [
    { id: '11', name: 'Main Hall', quantity: 2 },
    { id: '12', name: 'Upstairs', quantity: 1 },
    { id: '13', name: '<b>Lounge</b>' },
  ],
  bookings: [
    {
      id: 'a',
      roomId: '11',
      startsAt: Date.UTC(2027, 2, 22, 19),
      endsAt: Date.UTC(2027, 2, 22, 21),
      part: false,
    },
    {
      id: 'b',
      roomId: '12',
      startsAt: Date.UTC(2027, 2, 23, 19),
      endsAt: Date.UTC(2027, 2, 23, 21),
      part: true,
    },
  ],
};
const snapshot = { feed, takenAt: Date.UTC(2027, 2, 22, 6) };

describe('shownRooms', () => {
  it('gives a room ChurchSuite does not list no days at all, never a run of free ones', () => {
    const [large, main] = shownRooms([room('Large Hall'), room('Main Hall')], snapshot);
    expect(large?.weeks).toBeUndefined();
    expect(main?.weeks?.length).toBeGreaterThan(0);
  });

  it('shows the content’s rooms in order, matched by name or by the resource’s id or name, then the feed’s others', () => {
    const rooms = shownRooms([room('Minor Hall', '12'), room('main hall')], snapshot);
    expect(rooms.map((r) => [r.slug, r.name])).toEqual([
      ['minor-hall', 'Minor Hall'],
      ['main-hall', 'main hall'],
      ['b-lounge-b', '<b>Lounge</b>'],
    ]);
    const booked = (index: number) =>
      rooms[index]!.weeks!.flatMap((w) => w.days)
        .filter((d) => d.slots.length > 0)
        .map((d) => d.date);
    expect(booked(0)).toEqual(['2027-03-23']);
    expect(booked(1)).toEqual(['2027-03-22']);
    expect(booked(2)).toEqual([]);
  });

  it('shows every room without weeks when the bookings could not be read', () => {
    const rooms = shownRooms([room('Hall'), room('Hall')], null);
    expect(rooms.map((r) => r.slug)).toEqual(['hall', 'hall-2']);
    expect(rooms.every((r) => r.weeks === undefined)).toBe(true);
  });
});
