import type { WallClock } from './wall-clock';

/** One image width the feed offers, for srcset. */
export type EventImageSource = { url: string; width: number };

/** An event as every component sees it: clean, typed, safe to render as text. */
export type ChurchEvent = {
  /** Unique within one answer of the feed: a React key and the calendar file's UID. */
  id: string;
  name: string;
  start: WallClock;
  /** Only when the feed gives an end after the start. */
  end?: WallClock;
  /** Plain text; paragraphs separated by a blank line. Empty when there is none. */
  description: string;
  location?: { name?: string; address?: string };
  /** The first available of lg, md, sm, thumb (http(s) only). */
  imageUrl?: string;
  /** Non-square sizes with known widths, smallest first. */
  imageSources: EventImageSource[];
  /** The ticket or details page, or "#" when the feed has none. */
  detailsUrl: string;
};
