// What the typed date boxes (typed-boxes.ts) decide, with no box to read.

export type BoxType = 'date' | 'datetime-local';

/** The box for a field's format: a date saved as 2026-11-15, or a date and time as 2026-12-24T18:00. */
export function boxFor(format: unknown, pickerUtc: unknown): BoxType | null {
  if (format === 'YYYY-MM-DD') return 'date';
  if (format === 'YYYY-MM-DD[T]HH:mm' && !pickerUtc) return 'datetime-local';
  return null;
}

/** The value as the box shows it: a date and time without seconds. */
export const shown = (value: unknown) => (typeof value === 'string' ? value.slice(0, 16) : '');

const whole: Record<BoxType, RegExp> = {
  date: /^(\d{4})-\d{2}-\d{2}$/,
  'datetime-local': /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}$/,
};

/** What is typed so far: a whole date (a year from 1900), nothing (emptied), or part of one. */
export function typed(type: BoxType, value: string, badInput: boolean): 'whole' | 'empty' | 'part' {
  const match = whole[type].exec(value);
  if (match && Number(match[1]) >= 1900) return 'whole';
  if (value === '' && !badInput) return 'empty';
  return 'part';
}

/**
 * The parts of a date (and time) in the order the browser's box shows them, which follows the
 * browser's language: "month, day, year" in American English, "day, month, year" in British.
 */
export function partsInBoxOrder(type: BoxType, locale?: string) {
  const names: Record<string, string> = {
    day: 'the day',
    month: 'the month',
    year: 'the year',
    hour: 'the hour',
    minute: 'the minutes',
    dayPeriod: 'AM or PM',
  };
  const format = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    ...(type === 'datetime-local' && { hour: 'numeric', minute: 'numeric' }),
  });
  return format
    .formatToParts(new Date(2026, 11, 24, 18, 30))
    .map((part) => names[part.type])
    .filter((name): name is string => name !== undefined);
}

export const notFinished = ' is not finished: ';

/** Decap's words for a box left with part of a date, when publishing, its parts in its order. */
export function unfinished(label: string, parts: string[]) {
  const listed =
    parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts.join('');
  return `${label}${notFinished}part of it is blank or not a real date. Type ${listed}, as the box shows them, or choose it with the calendar button.`;
}

/** "Now" on this computer's clock, as the box takes it. */
export function nowValue(type: BoxType, now = new Date()) {
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return type === 'date' ? date : `${date}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

/** The box's limits: a year of four figures, and a minute at a time (the files hold no seconds). */
export function limits(type: BoxType) {
  return type === 'date'
    ? { min: '1900-01-01', max: '9999-12-31', step: undefined }
    : { min: '1900-01-01T00:00', max: '9999-12-31T23:59', step: 60 };
}
