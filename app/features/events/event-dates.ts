import { type ChurchEvent, lastDay } from '../../feeds/events/type.ts';
import {
  type DateStyle,
  formatDayMonth,
  weekdayNames,
  withWeekday,
} from '../../lib/format-date.ts';
import { formatTime } from '../../lib/twelve-hour-time.ts';
import { isoDay, toIsoWithOffset, type WallClock, wallClockAsUtc } from '../../lib/wall-clock.ts';

// In the church's style (the sample's is the specification's US English), by hand rather than
// Intl so every browser prints the same.

/** The home carousel's day: "11 Apr" or "Apr 11". */
const shortDate = (clock: WallClock, style: DateStyle) =>
  formatDayMonth(clock.day, clock.month, style, true);

/** The events page's day: "Sunday 11 April" or "Sunday, April 11". */
const longDate = (clock: WallClock, style: DateStyle) =>
  withWeekday(
    weekdayNames[new Date(wallClockAsUtc(clock)).getUTCDay()]!,
    formatDayMonth(clock.day, clock.month, style),
    style,
  );

const withTime = (date: typeof shortDate) => (clock: WallClock, style: DateStyle) =>
  `${date(clock, style)} at ${formatTime(clock.hour, clock.minute, style)}`;

/** The home carousel's date and time: "11 Apr at 7pm" or "Apr 11 at 7:00 PM". */
export const formatShortDateTime = withTime(shortDate);

/** The events page's date and time: "Sunday 11 April at 7pm" or "Sunday, April 11 at 7:00 PM". */
export const formatLongDateTime = withTime(longDate);

/** A date or time shown, and the same for machines (a <time>'s dateTime). */
export type ShownTime = { text: string; dateTime: string };

const sameDay = (a: WallClock, b: WallClock) =>
  a.year === b.year && a.month === b.month && a.day === b.day;

/** When an event is, long (/events) or short: its start, and its end or last day if another day. */
export function eventWhen(
  event: Pick<ChurchEvent, 'start' | 'end' | 'allDay'>,
  long: boolean,
  style: DateStyle,
): [ShownTime] | [ShownTime, ShownTime] {
  if (event.allDay) {
    const day = (clock: WallClock) => ({
      text: (long ? longDate : shortDate)(clock, style),
      dateTime: isoDay(clock),
    });
    const last = lastDay(event);
    return sameDay(last, event.start) ? [day(event.start)] : [day(event.start), day(last)];
  }
  const at = (clock: WallClock) => ({
    text: (long ? formatLongDateTime : formatShortDateTime)(clock, style),
    dateTime: toIsoWithOffset(clock),
  });
  const { start, end } = event;
  return end && !sameDay(start, end) ? [at(start), at(end)] : [at(start)];
}
