import { type WallClock, wallClockAsUtc } from './wall-clock';

// US English by specification. Written out by hand rather than with Intl so every browser
// prints the same thing: ICU versions differ on the space before "PM" (U+202F or not).
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function time({ hour, minute }: WallClock) {
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

const monthName = (clock: WallClock) => months[clock.month - 1] ?? '';

/** The home carousel's date and time: "Apr 11 at 7:00 PM". */
export function formatShortDateTime(clock: WallClock): string {
  return `${monthName(clock).slice(0, 3)} ${clock.day} at ${time(clock)}`;
}

/** The events page's date and time: "Sunday, April 11 at 7:00 PM". */
export function formatLongDateTime(clock: WallClock): string {
  const weekday = weekdays[new Date(wallClockAsUtc(clock)).getUTCDay()];
  return `${weekday}, ${monthName(clock)} ${clock.day} at ${time(clock)}`;
}
