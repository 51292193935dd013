import { describe, expect, it } from 'vitest';
import type { Booking } from '../../feeds/bookings/type.ts';
import { addMonths, roomWeeks, shownDays, slotsOn } from './room-days.ts';

// A room's bookings by day on the church's clock (Europe/London). The UK's clocks went
// forward on Sunday 28 March 2027 at 01:00 UTC.

const booking = (startsAt: string, endsAt: string, part = false): Booking => ({
  id: startsAt,
  roomId: '1',
  startsAt: Date.parse(startsAt),
  endsAt: Date.parse(endsAt),
  part,
});

describe('slotsOn', () => {
  it('gives a booking within a day its times on the church’s clock, both sides of the clock change', () => {
    const before = booking('2027-03-22T19:00:00Z', '2027-03-22T21:00:00Z');
    const after = booking('2027-03-30T18:00:00Z', '2027-03-30T20:00:00Z', true);
    expect(slotsOn([before, after], '2027-03-22')).toEqual([
      { from: { hour: 19, minute: 0 }, to: { hour: 21, minute: 0 }, part: false },
    ]);
    expect(slotsOn([before, after], '2027-03-30')).toEqual([
      { from: { hour: 19, minute: 0 }, to: { hour: 21, minute: 0 }, part: true },
    ]);
  });

  it('shows a booking across midnight on both days', () => {
    const late = booking('2027-03-27T22:00:00Z', '2027-03-28T01:30:00Z');
    expect(slotsOn([late], '2027-03-27')).toEqual([{ from: { hour: 22, minute: 0 }, part: false }]);
    // 01:30 UTC is 02:30 British Summer Time, the clocks having gone forward at 01:00 UTC.
    expect(slotsOn([late], '2027-03-28')).toEqual([{ to: { hour: 2, minute: 30 }, part: false }]);
  });

  it('shows a booking across several days on each, the days between it whole', () => {
    const weekend = booking('2027-03-26T19:00:00Z', '2027-03-28T15:00:00Z');
    expect(slotsOn([weekend], '2027-03-26')).toEqual([
      { from: { hour: 19, minute: 0 }, part: false },
    ]);
    expect(slotsOn([weekend], '2027-03-27')).toEqual([{ part: false }]);
    expect(slotsOn([weekend], '2027-03-28')).toEqual([
      { to: { hour: 16, minute: 0 }, part: false },
    ]);
    expect(slotsOn([weekend], '2027-03-29')).toEqual([]);
  });

  it('ends a booking at midnight on its own day, not on the next', () => {
    const evening = booking('2027-07-01T18:00:00Z', '2027-07-01T23:00:00Z'); // midnight BST
    expect(slotsOn([evening], '2027-07-01')).toEqual([
      { from: { hour: 19, minute: 0 }, to: { hour: 0, minute: 0 }, part: false },
    ]);
    expect(slotsOn([evening], '2027-07-02')).toEqual([]);
  });

  it('starts a booking from midnight at midnight, and a whole day booked is booked all day', () => {
    const morning = booking('2027-07-01T23:00:00Z', '2027-07-02T08:00:00Z'); // 00:00 to 09:00 BST
    expect(slotsOn([morning], '2027-07-02')).toEqual([
      { from: { hour: 0, minute: 0 }, to: { hour: 9, minute: 0 }, part: false },
    ]);
    expect(slotsOn([morning], '2027-07-01')).toEqual([]);
    const day = booking('2027-07-01T23:00:00Z', '2027-07-02T23:00:00Z'); // midnight to midnight
    expect(slotsOn([day], '2027-07-02')).toEqual([{ part: false }]);
  });
});

describe('roomWeeks', () => {
  it('gives every day from the first to the last, in weeks from Monday, a free day with no slots', () => {
    const weeks = roomWeeks([booking('2027-03-27T10:00:00Z', '2027-03-27T12:00:00Z')], {
      from: '2027-03-25',
      to: '2027-04-05',
    });
    expect(weeks.map((week) => week.starts)).toEqual(['2027-03-22', '2027-03-29', '2027-04-05']);
    expect(weeks[0]?.days.map((day) => day.date)).toEqual([
      '2027-03-25',
      '2027-03-26',
      '2027-03-27',
      '2027-03-28',
    ]);
    expect(weeks[0]?.days[0]?.slots).toEqual([]);
    expect(weeks[0]?.days[2]?.slots).toHaveLength(1);
    expect(weeks.flatMap((week) => week.days)).toHaveLength(12);
  });
});

describe('shownDays', () => {
  const feed = { rooms: [], bookings: [booking('2027-05-01T10:00:00Z', '2027-05-01T12:00:00Z')] };

  it('runs from the day of the reading as far as ChurchSuite publishes', () => {
    expect(shownDays({ ...feed, months: 1 }, '2027-03-22')).toEqual({
      from: '2027-03-22',
      to: '2027-04-21',
    });
  });

  it('runs to the last booking when the feed does not say, never beyond six months', () => {
    expect(shownDays(feed, '2027-03-22')).toEqual({ from: '2027-03-22', to: '2027-05-01' });
    expect(shownDays({ ...feed, months: 12 }, '2027-03-22').to).toBe('2027-09-19');
    expect(shownDays({ rooms: [], bookings: [] }, '2027-03-22').to).toBe('2027-03-22');
  });

  it('counts months as the calendar does', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2027-11-15', 3)).toBe('2028-02-15');
  });
});
