/**
 * How the church writes dates and times (church.yml, dateStyle): British, as GOV.UK does
 * ("Sunday 13 December", "6pm"), or US English, which the specification asks of the sample.
 */
export const dateStyles = ['british', 'us'] as const;
export type DateStyle = (typeof dateStyles)[number];

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

export const weekdayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** 13 and 12 → "13 December" or "December 13"; short, "13 Dec" or "Dec 13". */
export function formatDayMonth(day: number, month: number, style: DateStyle, short = false) {
  const name = monthNames[month - 1] ?? '';
  const shown = short ? name.slice(0, 3) : name;
  return style === 'us' ? `${shown} ${day}` : `${day} ${shown}`;
}

/** "Sunday 13 December" (GOV.UK writes no comma) or "Sunday, December 13". */
export const withWeekday = (weekday: string, date: string, style: DateStyle) =>
  `${weekday}${style === 'us' ? ',' : ''} ${date}`;

/** "2027-10-03" → "Sunday 3 October" or "Sunday, October 3": a day, in the church's style. */
export function dayWords(date: string, style: DateStyle) {
  const day = new Date(`${date}T12:00:00Z`);
  const weekday = weekdayNames[day.getUTCDay()]!;
  return withWeekday(
    weekday,
    formatDayMonth(day.getUTCDate(), day.getUTCMonth() + 1, style),
    style,
  );
}

/** "2026-11-01" → "1 November 2026" or "November 1, 2026"; not Intl, which loads ICU (35-45 ms). */
export function formatLongDate(isoDate: string, style: DateStyle): string {
  const dayMonth = formatDayMonth(+isoDate.slice(8), +isoDate.slice(5, 7), style);
  return `${dayMonth}${style === 'us' ? ',' : ''} ${isoDate.slice(0, 4)}`;
}
