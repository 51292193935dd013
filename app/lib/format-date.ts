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

/**
 * A calendar date from content, "2026-11-01" → "1 November 2026", the British way, whatever
 * the visitor's time zone. Event dates and times are `formatLongDateTime` in features/events.
 * Written out by hand, not with Intl: a page's first Intl date format loads ICU's data, and
 * news and sermon dates are formatted while the page hydrates (35-45 ms of main thread on a
 * desktop here, four times that on Lighthouse's phone).
 */
export function formatLongDate(isoDate: string): string {
  return `${+isoDate.slice(8)} ${monthNames[+isoDate.slice(5, 7) - 1]} ${isoDate.slice(0, 4)}`;
}
