import { type CalendarOwner, eventCalendar } from './calendar-ics';
import type { ChurchEvent } from './event';
import { slugOf } from '~/lib/slug';

// One event's calendar file, loaded only when a visitor asks for one.

export function icsFileName(event: ChurchEvent): string {
  const slug = slugOf(event.name).slice(0, 60).replace(/-+$/, '');
  const { year, month, day } = event.start;
  const date = [year, month, day].map((n, i) => String(n).padStart(i ? 2 : 4, '0')).join('-');
  return `${slug || 'event'}-${date}.ics`;
}

/** One event as an iCalendar file (text/calendar) of `owner`'s, times as UTC instants. */
export function eventToIcs(
  event: ChurchEvent,
  owner: CalendarOwner,
  { now = Date.now() } = {},
): string {
  return eventCalendar(owner, event, now);
}
