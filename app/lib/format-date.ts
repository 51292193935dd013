/** English month names, for dates written out by hand (here and in the events' dates). */
export const monthNames = [
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

/** "2026-11-01" → "1 November 2026" in any zone; not with Intl, which loads ICU (35-45 ms). */
export function formatLongDate(isoDate: string): string {
  return `${+isoDate.slice(8)} ${monthNames[+isoDate.slice(5, 7) - 1]} ${isoDate.slice(0, 4)}`;
}
