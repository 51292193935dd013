import {
  instantToLondon,
  londonToInstant,
  parseWallClock,
  wallClockAsUtc,
} from '../../lib/wall-clock.ts';
import { type CalendarDate, londonDate } from '../../feeds/shared.ts';
import type { Booking, BookingsFeed } from '../../feeds/bookings/type.ts';

// A room's bookings day by day on the church's clock: a booking is on each day it covers.

export type TimeOfDay = { hour: number; minute: number };

/** A booking's part of one day: no `from` when it began on an earlier day, no `to` when it runs on. */
export type DaySlot = { from?: TimeOfDay; to?: TimeOfDay; part: boolean };

export type BookedWeek = { starts: CalendarDate; days: { date: CalendarDate; slots: DaySlot[] }[] };

const dayMs = 86_400_000;

const clockOf = (date: CalendarDate) => parseWallClock(`${date} 00:00`)!;
const asUtc = (date: CalendarDate) => wallClockAsUtc(clockOf(date));
const fromUtc = (ms: number): CalendarDate => new Date(ms).toISOString().slice(0, 10);

export const addDays = (date: CalendarDate, days: number) => fromUtc(asUtc(date) + days * dayMs);

/** The same day `months` later (the month's last day where it has no such day). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const { year, month, day } = clockOf(date);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return fromUtc(Date.UTC(year, month - 1 + months, Math.min(day, lastDay)));
}

/** 0 for Sunday to 6 for Saturday. */
export const weekdayOf = (date: CalendarDate) => new Date(asUtc(date)).getUTCDay();

/** The instant the church's day begins (midnight in London, whatever its offset that day). */
const dayStart = (date: CalendarDate) => londonToInstant(clockOf(date));

const timeAt = (instant: number): TimeOfDay => {
  const { hour, minute } = instantToLondon(instant);
  return { hour, minute };
};

/** The most days shown, however far the feed goes: some six months. */
export const maxDays = 26 * 7;

/** The days shown: from the reading's day as far as ChurchSuite publishes, at most `maxDays`. */
export function shownDays(
  feed: BookingsFeed,
  today: CalendarDate,
): { from: CalendarDate; to: CalendarDate } {
  const last = feed.bookings.at(-1);
  const lastBooked = last ? londonDate(Math.max(...feed.bookings.map((b) => b.endsAt)) - 1) : today;
  const wanted = feed.months ? addDays(addMonths(today, feed.months), -1) : lastBooked;
  const cap = addDays(today, maxDays - 1);
  const to = wanted < today ? today : wanted > cap ? cap : wanted;
  return { from: today, to };
}

/** A room's bookings on one day: each booking that covers part of it, in time order. */
export function slotsOn(bookings: readonly Booking[], date: CalendarDate): DaySlot[] {
  const start = dayStart(date);
  const end = dayStart(addDays(date, 1));
  return bookings
    .filter((booking) => booking.startsAt < end && booking.endsAt > start)
    .sort((a, b) => a.startsAt - b.startsAt || a.endsAt - b.endsAt)
    .map((booking) => {
      // A whole day is "booked all day"; a part may start at midnight, or end at the next one.
      const whole = booking.startsAt <= start && booking.endsAt >= end;
      return {
        ...(!whole && booking.startsAt >= start && { from: timeAt(booking.startsAt) }),
        ...(!whole && booking.endsAt < end && { to: timeAt(booking.endsAt) }),
        ...(!whole && booking.endsAt === end && { to: { hour: 0, minute: 0 } }),
        part: booking.part,
      };
    });
}

/** A room's days from `from` to `to`, both included, in weeks from Monday, as Britain reads one. */
export function roomWeeks(
  bookings: readonly Booking[],
  { from, to }: { from: CalendarDate; to: CalendarDate },
): BookedWeek[] {
  const weeks: BookedWeek[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const monday = addDays(date, -((weekdayOf(date) + 6) % 7));
    if (weeks.at(-1)?.starts !== monday) weeks.push({ starts: monday, days: [] });
    weeks.at(-1)!.days.push({ date, slots: slotsOn(bookings, date) });
  }
  return weeks;
}
