import { type ChurchEvent, lastDay } from '../../feeds/events/type.ts';
import { monthNames } from '../../lib/format-date.ts';
import { formatTwelveHourTime } from '../../lib/twelve-hour-time.ts';
import { isoDay, toIsoWithOffset, type WallClock, wallClockAsUtc } from '../../lib/wall-clock.ts';

// Not feeds/shared.ts's: from there the live check loads island code (events-snapshot.spec.ts).
const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

// US English by specification, by hand rather than Intl so every browser prints the same.

const time = ({ hour, minute }: WallClock) => formatTwelveHourTime(hour, minute);

const monthName = (clock: WallClock) => monthNames[clock.month - 1] ?? '';

/** The home carousel's day: "Apr 11". */
const shortDate = (clock: WallClock) => `${monthName(clock).slice(0, 3)} ${clock.day}`;

/** The events page's day: "Sunday, April 11". */
const longDate = (clock: WallClock) =>
  `${weekdays[new Date(wallClockAsUtc(clock)).getUTCDay()]}, ${monthName(clock)} ${clock.day}`;

/** The home carousel's date and time: "Apr 11 at 7:00 PM". */
export const formatShortDateTime = (clock: WallClock) => `${shortDate(clock)} at ${time(clock)}`;

/** The events page's date and time: "Sunday, April 11 at 7:00 PM". */
export const formatLongDateTime = (clock: WallClock) => `${longDate(clock)} at ${time(clock)}`;

/** A date or time shown, and the same for machines (a <time>'s dateTime). */
export type ShownTime = { text: string; dateTime: string };

const sameDay = (a: WallClock, b: WallClock) =>
  a.year === b.year && a.month === b.month && a.day === b.day;

/** When an event is, long (/events) or short: its start, and its end or last day if another day. */
export function eventWhen(
  event: Pick<ChurchEvent, 'start' | 'end' | 'allDay'>,
  long: boolean,
): [ShownTime] | [ShownTime, ShownTime] {
  if (event.allDay) {
    const day = (clock: WallClock) => ({
      text: (long ? longDate : shortDate)(clock),
      dateTime: isoDay(clock),
    });
    const last = lastDay(event);
    return sameDay(last, event.start) ? [day(event.start)] : [day(event.start), day(last)];
  }
  const at = (clock: WallClock) => ({
    text: (long ? formatLongDateTime : formatShortDateTime)(clock),
    dateTime: toIsoWithOffset(clock),
  });
  const { start, end } = event;
  return end && !sameDay(start, end) ? [at(start), at(end)] : [at(start)];
}
