// The sample feed `npm start` serves when no real feed is configured. No imports: the Vite
// config loads this file too.

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
 * Moves every date in the sample by the same whole number of weeks so the first event is
 * a few days after `today`: order, spacing, weekdays and times of day stay as written.
 */
export function shiftSampleFeed(entries: unknown[], today: CalendarDate): unknown[] {
  const starts = entries.flatMap((entry) => {
    const start = (entry as { datetime_start?: unknown } | null)?.datetime_start;
    const day = typeof start === 'string' ? dayNumber(start) : undefined;
    return day === undefined ? [] : [day];
  });
  if (starts.length === 0) return entries;
  const target = Date.UTC(today.year, today.month - 1, today.day) / dayMs + 3;
  const days = Math.ceil((target - Math.min(...starts)) / 7) * 7;
  return entries.map((entry) => {
    if (!entry || typeof entry !== 'object') return entry;
    const shifted: Record<string, unknown> = { ...entry };
    for (const key of ['datetime_start', 'datetime_end']) {
      const value = shifted[key];
      if (typeof value === 'string') shifted[key] = shiftDate(value, days);
    }
    return shifted;
  });
}
