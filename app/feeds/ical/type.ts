import type { ChurchEvent } from '../events/type.ts';

/** An event from a calendar feed: a ChurchEvent, which may take whole days (`allDay`). */
export type CalendarEvent = ChurchEvent;
