import { describe, expect, it } from 'vitest';
import first from '../../../test/fixtures/bookings.json';
import second from '../../../test/fixtures/bookings-page-2.json';
import { bookingsFeedPages, parseBookingsFeed } from './reading.ts';

// ChurchSuite's bookings feed as its own embed script reads it (embed-json-script,
// src/bookings/): rooms named on page 1, booked slots on every page, UTC instants.

const slot = (over: Record<string, unknown>) => ({
  id: 1,
  resource_id: 1,
  quantity: 1,
  starts_at: '2027-01-05T19:00:00Z',
  ends_at: '2027-01-05T21:00:00Z',
  ...over,
});
const answer = (
  booked: unknown[],
  resources: unknown[] = [{ id: 1, name: 'Hall', quantity: 2 }],
) => ({
  configuration: { num_months: 3 },
  resources,
  booked_resources: booked,
  pagination: { num_results: booked.length, per_page: 50 },
});

describe('parseBookingsFeed', () => {
  it('reads every page: rooms from the first, slots from all, in time order', () => {
    const feed = parseBookingsFeed([first, second]);
    expect(feed.rooms.map((room) => room.name)).toEqual(first.resources.map((r) => r.name));
    expect(feed.bookings.map((booking) => booking.id)).toEqual(
      [...first.booked_resources, ...second.booked_resources]
        .sort((a, b) => a.starts_at.localeCompare(b.starts_at))
        .map((b) => String(b.id)),
    );
    expect(feed.months).toBe(first.configuration.num_months);
    expect(bookingsFeedPages(first)).toBe(2);
  });

  it('marks a slot of less than its room as part of the room, and a room of no limit as whole', () => {
    const feed = parseBookingsFeed([
      answer(
        [
          slot({ id: 1, quantity: 1 }),
          slot({ id: 2, quantity: 2 }),
          slot({ id: 3, resource_id: 2 }),
        ],
        [
          { id: 1, name: 'Hall', quantity: 2 },
          { id: 2, name: 'Lounge', quantity: null },
        ],
      ),
    ]);
    expect(feed.bookings.map((b) => [b.id, b.part])).toEqual([
      ['1', true],
      ['2', false],
      ['3', false],
    ]);
  });

  it('leaves out slots it cannot place, and a slot met twice', () => {
    const feed = parseBookingsFeed([
      answer([
        slot({ id: 1 }),
        slot({ id: 1 }),
        slot({ id: 2, resource_id: 99 }),
        slot({ id: 3, starts_at: 'tomorrow' }),
        slot({ id: 4, ends_at: '2027-01-05T18:00:00Z' }),
        'not a slot',
      ]),
    ]);
    expect(feed.bookings.map((b) => b.id)).toEqual(['1']);
    expect(feed.bookings[0]).toMatchObject({
      startsAt: Date.UTC(2027, 0, 5, 19),
      endsAt: Date.UTC(2027, 0, 5, 21),
    });
  });

  it('keeps a room’s name as text, on one line, however it comes', () => {
    const name = '<script>alert(1)</script>\n  Youth   Room';
    const feed = parseBookingsFeed([
      answer(
        [],
        [
          { id: 7, name },
          { id: 8, name: '   ' },
        ],
      ),
    ]);
    expect(feed.rooms).toEqual([{ id: '7', name: '<script>alert(1)</script> Youth Room' }]);
  });

  it('refuses an answer that is not a bookings feed', () => {
    expect(() => parseBookingsFeed([{ events: [] }])).toThrow(/not a ChurchSuite bookings feed/);
    expect(() => bookingsFeedPages([])).toThrow(/not a ChurchSuite bookings feed/);
  });
});
