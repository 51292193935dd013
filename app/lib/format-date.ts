/**
 * A calendar date from content, "2026-11-01" → "1 November 2026", the British way, whatever
 * the visitor's time zone. Event dates and times are `formatLongDateTime` in features/events.
 */
export function formatLongDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
