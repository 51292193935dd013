import type { ChurchEvent } from '../../feeds/events/type.ts';
import { slugOf } from '../../lib/slug.ts';

// One event's calendar file, loaded only when a visitor asks for one.

export function icsFileName(event: ChurchEvent): string {
  const slug = slugOf(event.name).slice(0, 60).replace(/-+$/, '');
  const { year, month, day } = event.start;
  const date = [year, month, day].map((n, i) => String(n).padStart(i ? 2 : 4, '0')).join('-');
  return `${slug || 'event'}-${date}.ics`;
}

export { eventToIcs } from './calendar-ics.ts';
