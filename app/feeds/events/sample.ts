// The sample feed `npm start` serves, in either shape (SAMPLE_FEED=current). Imports only files
// with no imports of their own: the Vite config loads this file too.
import {
  addDays,
  instantToLondon,
  londonToInstant,
  parseInstant,
  wallClockAsUtc,
} from '../../lib/wall-clock.ts';

/** Where the dev server serves the sample; the path ends like ChurchSuite's. */
export const sampleFeedPath = '/__sample-feed/embed/calendar/json';

type CalendarDate = { year: number; month: number; day: number };

const datePart = /^(\d{4})-(\d{2})-(\d{2})/;
const dayMs = 86_400_000;

function dayNumber(text: string): number | undefined {
  const match = datePart.exec(text);
  return match ? Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!) / dayMs : undefined;
}

function shiftDate(text: string, days: number): string {
  const day = dayNumber(text);
  if (day === undefined) return text;
  return new Date((day + days) * dayMs).toISOString().slice(0, 10) + text.slice(10);
}

/**
 * Moves every entry's `keys` dates by the same whole weeks, the first a few days after `today`,
 * so order, spacing, weekdays and times of day stay as written.
 */
function shiftEntries(
  entries: unknown[],
  today: CalendarDate,
  keys: [start: string, end: string],
  dayOf: (text: string) => number | undefined,
  shift: (text: string, days: number) => string,
): unknown[] {
  const starts = entries.flatMap((entry) => {
    const start = (entry as Record<string, unknown> | null)?.[keys[0]];
    const day = typeof start === 'string' ? dayOf(start) : undefined;
    return day === undefined ? [] : [day];
  });
  if (starts.length === 0) return entries;
  const target = Date.UTC(today.year, today.month - 1, today.day) / dayMs + 3;
  const days = Math.ceil((target - Math.min(...starts)) / 7) * 7;
  return entries.map((entry) => {
    if (!entry || typeof entry !== 'object') return entry;
    const shifted: Record<string, unknown> = { ...entry };
    for (const key of keys) {
      const value = shifted[key];
      if (typeof value === 'string') shifted[key] = shift(value, days);
    }
    return shifted;
  });
}

/** The legacy feed's sample (naive London times) moved into the coming weeks. */
export const shiftSampleFeed = (entries: unknown[], today: CalendarDate) =>
  shiftEntries(entries, today, ['datetime_start', 'datetime_end'], dayNumber, shiftDate);

/** Which sample `npm start` serves: SAMPLE_FEED=legacy (the default) or current. */
export type SampleFeedShape = 'legacy' | 'current';

export function sampleFeedShape(setting: string | undefined): SampleFeedShape {
  const value = setting?.trim().toLowerCase() || 'legacy';
  if (value === 'legacy' || value === 'current') return value;
  throw new Error(`SAMPLE_FEED is "${setting}"; it can be "legacy" or "current"`);
}

/** An instant moved by whole days on the church's clock, so its time of day stays as written. */
function shiftInstant(text: string, days: number): string {
  const instant = parseInstant(text);
  if (instant === undefined) return text;
  const shifted = londonToInstant(addDays(instantToLondon(instant), days));
  return new Date(shifted).toISOString().replace('.000Z', 'Z');
}

function londonDay(text: string): number | undefined {
  const instant = parseInstant(text);
  return instant === undefined
    ? undefined
    : Math.floor(wallClockAsUtc(instantToLondon(instant)) / dayMs);
}

/** The current feed's sample moved like shiftSampleFeed, two to a page so its paging is used. */
export function currentSamplePage(
  answer: unknown,
  today: CalendarDate,
  { page = 1, perPage = 2 } = {},
): unknown {
  const events = (answer as { events?: unknown } | null)?.events;
  if (!Array.isArray(events)) return answer;
  const shifted = shiftEntries(events, today, ['starts_at', 'ends_at'], londonDay, shiftInstant);
  return {
    ...(answer as object),
    events: shifted.slice((page - 1) * perPage, page * perPage),
    pagination: { num_results: shifted.length, per_page: perPage },
  };
}
