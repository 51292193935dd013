import { fetchFeedPages, readTextWithin } from '../shared.ts';
import type { CalendarEvent } from './type.ts';
import { type ReadCalendarOptions, readCalendar } from './shape.ts';

/** The events of the calendar at `url`, read at `now` within the time and size limits. */
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
