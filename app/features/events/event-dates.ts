import { monthNames } from '~/lib/format-date';
import { formatTwelveHourTime } from '~/lib/twelve-hour-time';
import { type WallClock, wallClockAsUtc } from '~/lib/wall-clock';

// US English by specification, written out by hand rather than with Intl so every browser
// prints the same thing (see formatTwelveHourTime).
const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const time = ({ hour, minute }: WallClock) => formatTwelveHourTime(hour, minute);

const monthName = (clock: WallClock) => monthNames[clock.month - 1] ?? '';

/** The home carousel's date and time: "Apr 11 at 7:00 PM". */
export function formatShortDateTime(clock: WallClock): string {
  return `${monthName(clock).slice(0, 3)} ${clock.day} at ${time(clock)}`;
}

/** The events page's date and time: "Sunday, April 11 at 7:00 PM". */
export function formatLongDateTime(clock: WallClock): string {
  const weekday = weekdays[new Date(wallClockAsUtc(clock)).getUTCDay()];
  return `${weekday}, ${monthName(clock)} ${clock.day} at ${time(clock)}`;
}
