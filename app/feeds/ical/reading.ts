import { fetchFeedPages, readTextWithin } from '../shared.ts';
import type { CalendarEvent } from './type.ts';
import { type ReadCalendarOptions, readCalendar } from './shape.ts';

// The build's reading of a calendar's address: one answer, within the build's time and the
// readings' size limit (5 MB), read as an iCalendar (shape.ts).

/** The events of the calendar at `url`, read at `now`; fails, never half a list. */
export async function fetchIcalFeed(
  url: string,
  { now, log, ...limits }: { timeoutMs: number; fetchImpl?: typeof fetch } & ReadCalendarOptions,
): Promise<CalendarEvent[]> {
  const [text] = await fetchFeedPages(url, {
    ...limits,
    pagesOf: () => 1,
    readBody: (response) => readTextWithin(response),
  });
  return readCalendar(text as string, { now, log });
}
