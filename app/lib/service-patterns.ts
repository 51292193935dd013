import type { z } from 'zod';
import type { churchSchema } from '../content/schemas/church.ts';
import { type DateWords, fillPhrase, listWords } from './format-date.ts';
import { addDays, isoDay, londonToInstant, parseWallClock, type WallClock } from './wall-clock.ts';

// The services a church holds, from the patterns the office thinks in ("the 1st and 3rd
// Sundays") and its changes on single days: each held service, soonest first, on the church's
// clock (Europe/London), so 10:30 is 10:30 on both sides of a clock change.

type Church = z.output<typeof churchSchema>;
export type Pattern = Church['services'][number];
export type Change = Church['serviceChanges'][number];

export interface HeldService {
  /** Its day, year-month-day, on the church's clock. */
  date: string;
  /** When it starts, 24-hour, on the church's clock. */
  time: string;
  /** The start and (with a length) end as UTC instants in milliseconds. */
  start: number;
  end?: number;
  name: string;
  /** The church's slug on a site of several; undefined on a site of one. */
  church?: string;
  /** The office's note on a changed service ("Harvest Thanksgiving, in the afternoon"). */
  note?: string;
  /** Whether a change moved it from the day or time its pattern gives. */
  moved: boolean;
}

/** church.yml's names of the days (its keys, not words shown), Sunday first as getUTCDay counts. */
export const weekdayKeys = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const satisfies readonly Pattern['day'][];

/** The week of its month a day falls in: the 1st to 7th are the 1st, the 29th to 31st the 5th. */
export const weekOfMonth = (day: WallClock) => Math.ceil(day.day / 7);

const dayOf = (date: string) => parseWallClock(`${date} 00:00`);

function held(pattern: Pattern, date: string, time = pattern.time): HeldService | undefined {
  const clock = parseWallClock(`${date} ${time}`);
  if (!clock) return undefined;
  const start = londonToInstant(clock);
  return {
    date,
    time,
    start,
    end: pattern.length === undefined ? undefined : start + pattern.length * 60_000,
    name: pattern.name,
    church: pattern.church,
    moved: false,
  };
}

/** Whether a change on a day is about this service: its church and name, where the change names them. */
const isAbout = (change: Change, pattern: Pattern) =>
  (change.church === undefined || change.church === pattern.church) &&
  (change.service === undefined || change.service === pattern.name);

/**
 * Every service held from `from` to `to` (year-month-day, both included), soonest first: the
 * patterns' days, less what is cancelled, moved where a change moves it, and on a day with one
 * service "instead", that one alone.
 */
export function servicesBetween(
  patterns: readonly Pattern[],
  changes: readonly Change[],
  from: string,
  to: string,
): HeldService[] {
  const first = dayOf(from);
  const last = dayOf(to);
  if (!first || !last) return [];
  const found: HeldService[] = [];
  const moved: HeldService[] = [];
  for (let day = first; isoDay(day) <= to; day = addDays(day, 1)) {
    const date = isoDay(day);
    const weekday = weekdayKeys[new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay()];
    const todays = changes.filter((change) => change.date === date);
    const instead = todays.find((change) => change.change === 'instead');
    if (instead) {
      const one = held(
        { day: 'Sunday', name: instead.service!, time: instead.time!, church: instead.church },
        date,
      );
      if (one) found.push({ ...one, note: instead.note });
      continue;
    }
    for (const pattern of patterns) {
      if (pattern.day !== weekday) continue;
      if (pattern.weeks && !pattern.weeks.includes(weekOfMonth(day))) continue;
      const change = todays.find((each) => isAbout(each, pattern));
      if (change?.change === 'cancelled') continue;
      const service = held(pattern, change?.toDate ?? date, change?.time);
      if (!service) continue;
      if (change) moved.push({ ...service, note: change.note, moved: true });
      else found.push(service);
    }
  }
  // A service moved into the range from a day before it is not found; one moved out is dropped.
  const inRange = moved.filter((service) => service.date >= from && service.date <= to);
  return [...found, ...inRange].sort(
    (a, b) => a.start - b.start || (a.church ?? '').localeCompare(b.church ?? ''),
  );
}

const lastOfMonth = ({ year, month }: WallClock) =>
  addDays(
    {
      year,
      month: month + 1 > 12 ? 1 : month + 1,
      day: 1,
      hour: 0,
      minute: 0,
      second: 0,
      ...(month === 12 ? { year: year + 1 } : {}),
    },
    -1,
  );

/** "This month's services": from `date` to its month's end, or `days` on if that is later. */
export function monthAndWeeksFrom(date: string, days: number): { from: string; to: string } {
  const day = dayOf(date);
  if (!day) return { from: date, to: date };
  const monthEnd = isoDay(lastOfMonth(day));
  const ahead = isoDay(addDays(day, days));
  return { from: date, to: ahead > monthEnd ? ahead : monthEnd };
}

/** A pattern's day in the words file: Sunday's words for `day: Sunday`. */
export const weekdayWordsOf = (day: Pattern['day'], words: Pick<DateWords, 'weekdays'>) =>
  words.weekdays[weekdayKeys.indexOf(day)]!;

/** A pattern as the office says it: "Every Sunday", "1st and 3rd Sundays", "5th Sundays". */
export function patternWords(
  { day, weeks }: Pick<Pattern, 'day' | 'weeks'>,
  words: DateWords,
): string {
  const { inText, plural } = weekdayWordsOf(day, words);
  if (!weeks || weeks.length === 0) return fillPhrase(words.everyWeek, { day: inText });
  const which = [...new Set(weeks)].sort().map((week) => words.ordinals[week - 1]!);
  return fillPhrase(words.someWeeks, { weeks: listWords(which, words.and), days: plural });
}
