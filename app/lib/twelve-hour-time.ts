/**
 * 19, 0 → "7:00 PM": how the site shows every time of day (US style, by specification).
 * Written by hand rather than with Intl so every browser prints the same thing: ICU versions
 * differ on the space before "PM" (U+202F or not).
 */
export function formatTwelveHourTime(hour: number, minute: number): string {
  const twelveHour = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelveHour}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}
