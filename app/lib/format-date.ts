import type { Language } from './languages.ts';

/**
 * How the church writes dates and times in English (church.yml, dateStyle): British, as GOV.UK
 * does ("Sunday 13 December", "6pm"), or US English, which the specification asks of the sample.
 * Welsh always writes the day first ("Dydd Sul 3 Hydref"), so its style is always British.
 */
export const dateStyles = ['british', 'us'] as const;
export type DateStyle = (typeof dateStyles)[number];

/** A day of the week in the office's words (site-text.yml, dates → weekdays). */
export interface WeekdayWords {
  /** On its own and in a date: "Sunday", "Dydd Sul". */
  name: string;
  /** Inside a phrase, as {day}: "Every Sunday", "Bob dydd Sul". */
  inText: string;
  /** Some weeks of the month, as {days}: "1st and 3rd Sundays", "1af a 3ydd Sul y mis". */
  plural: string;
}

/** The words for days, months and times (site-text.yml, dates), as its schema gives them. */
export interface DatesText {
  /** Sunday first, as Date's getUTCDay counts. */
  weekdays: WeekdayWords[];
  /** January first: the name and its short form ("Sep", "Medi"). */
  months: { name: string; short: string }[];
  /** The weeks of the month, 1st to 5th. */
  ordinals: string[];
  /** Between the last two weeks of a list: "1st, 2nd and 3rd". */
  and: string;
  /** A service every week: "Every {day}". */
  everyWeek: string;
  /** A service on some weeks of the month: "{weeks} {days}", {weeks} "1st and 3rd". */
  someWeeks: string;
  /** "{date} at {time}". */
  dateAndTime: string;
  am: string;
  pm: string;
  midday: string;
  midnight: string;
}

/** The words and the locale a date is written in: the site's language and, for English, its style. */
export type DateWords = DatesText & { language: Language; style: DateStyle };

/** The site's date words: its words file's `dates` and church.yml's language and dateStyle. */
export const dateWordsOf = (
  dates: DatesText,
  { language, dateStyle }: { language: Language; dateStyle: DateStyle },
): DateWords => ({ ...dates, language, style: language === 'en' ? dateStyle : 'british' });

/** Fills a phrase's {names}: "{date} at {time}"; a name not given is left as written. */
export const fillPhrase = (phrase: string, values: Record<string, string>) =>
  phrase.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) => values[name] ?? whole);

/**
 * "1st, 2nd and 3rd": a list joined with the words' own "and". By hand, not Intl.ListFormat,
 * whose Welsh (ICU 78) writes "1af a(c) 3ydd" for a or ac.
 */
export const listWords = (items: string[], and: string) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)!}` : (items[0] ?? '');

const usStyle = (words: Pick<DateWords, 'style'>) => words.style === 'us';

/** What a date is written with: the months, the days' names and the style. */
export type DayWords = Pick<DateWords, 'months' | 'style'> & {
  weekdays: readonly Pick<WeekdayWords, 'name'>[];
};

/** 13 and 12 → "13 December" or "December 13"; short, "13 Dec" or "Dec 13". */
export function formatDayMonth(
  day: number,
  month: number,
  words: Pick<DateWords, 'months' | 'style'>,
  short = false,
) {
  const name = words.months[month - 1];
  const shown = (short ? name?.short : name?.name) ?? '';
  return usStyle(words) ? `${shown} ${day}` : `${day} ${shown}`;
}

/** The day of the week of "2027-10-03", Sunday 0. */
export const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** "Sunday 13 December" (GOV.UK writes no comma) or "Sunday, December 13". */
export const withWeekday = (weekday: number, date: string, words: DayWords) =>
  `${words.weekdays[weekday]?.name ?? ''}${usStyle(words) ? ',' : ''} ${date}`;

/** "2027-10-03" → "Sunday 3 October" or "Sunday, October 3": a day, in the church's style. */
export function dayWords(date: string, words: DayWords) {
  return withWeekday(
    weekdayOf(date),
    formatDayMonth(+date.slice(8), +date.slice(5, 7), words),
    words,
  );
}

/** "2026-11-01" → "1 November 2026" or "November 1, 2026"; not Intl, which loads ICU (35-45 ms). */
export function formatLongDate(
  isoDate: string,
  words: Pick<DateWords, 'months' | 'style'>,
): string {
  const dayMonth = formatDayMonth(+isoDate.slice(8), +isoDate.slice(5, 7), words);
  return `${dayMonth}${usStyle(words) ? ',' : ''} ${isoDate.slice(0, 4)}`;
}
