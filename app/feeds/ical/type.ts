import type { ChurchEvent } from '~/feeds/events/type';

/** An event from a calendar feed: a ChurchEvent, which may take whole days (`allDay`). */
export type CalendarEvent = ChurchEvent;
