import { addDays, type WallClock } from '../../lib/wall-clock.ts';

/** An event as every component sees it: clean, typed, safe to render as text. */
export type ChurchEvent = {
  /** Unique within one answer of the feed: a React key and the calendar file's UID. */
  id: string;
  name: string;
  start: WallClock;
  /** Only when the feed gives an end after the start. */
  end?: WallClock;
  /** Days (DATE values): `start` the first day's midnight, `end` the midnight after the last. */
  allDay?: boolean;
  /** Plain text; paragraphs separated by a blank line. Empty when there is none. */
  description: string;
  /** An online event has no address. */
  location?: { name?: string; address?: string };
  /** `joinUrl` only when the feed gives a safe https one. */
  online?: { joinUrl?: string };
  category?: string;
  /** Still listed, marked so. */
  cancelled?: boolean;
  /** The largest size the feed offers, http(s) only. */
  imageUrl?: string;
  /** Non-square sizes with known widths, smallest first. */
  imageSources: { url: string; width: number }[];
  /** The event's own page, else its tickets page, else `noLink`. */
  detailsUrl: string;
  /** On a site of several churches, the one it is at (content/churches' slug). */
  church?: string;
  /** Typed in /admin (../typed-events.ts): the build's own, kept beside a live answer. */
  typed?: true;
};

/** No page: the specification (section 9) still links "#"; test it with `hasLink`. */
export const noLink = '#';

export const hasLink = (url: string) => url !== noLink;

/** The last day an all-day event takes: the day before its end, which is the midnight after. */
export const lastDay = (event: Pick<ChurchEvent, 'start' | 'end'>): WallClock =>
  event.end ? addDays(event.end, -1) : event.start;

/** When an event is over: its end, else an all-day event's next midnight, else its start. */
export const endOf = (event: Pick<ChurchEvent, 'start' | 'end' | 'allDay'>): WallClock =>
  event.end ?? (event.allDay ? addDays(event.start, 1) : event.start);
