import * as z from 'zod/mini';
import { descriptionToText } from './description-text';
import { type ChurchEvent, noLink } from './event';
import { EventsFeedError, isEventsFeedError } from './events-feed-error';
import {
  cleanText,
  clip,
  feedPicture,
  fetchFeedPages,
  isRecord,
  maxFeedPages,
  pageCount,
  safeHttpUrl,
} from '~/lib/churchsuite-feeds';
import {
  instantToLondon,
  londonToInstant,
  parseInstant,
  parseWallClock,
  type WallClock,
} from '~/lib/wall-clock';

// The only module that knows the shapes of ChurchSuite's calendar feeds. Components get
// ChurchEvent. Which feed answered is read from the answer itself, never assumed from the
// configuration:
// - legacy, https://{account}.churchsuite.com/embed/calendar/json: a bare array of events,
//   naive Europe/London times ("2027-09-26 11:30:00");
// - current, https://{account}.churchsuite.com/-/calendar/{id}/json: an object with `events`
//   and `pagination` (and brand, categories, ...), UTC instants ("2027-09-17T18:30:00Z"), in
//   pages of `per_page`.

/** Fields an event cannot do without; every other field that is malformed counts as absent. */
const lenient = <T extends z.core.SomeType>(schema: T) => z.catch(z.optional(schema), undefined);
const text = lenient(z.nullable(z.string()));
const name = z.string().check(z.trim(), z.minLength(1, 'has no name'));
const id = lenient(z.union([z.string(), z.number()]));
const startTime = (read: (value: string) => WallClock | undefined) =>
  z.pipe(
    z.string(),
    z.transform((value, context) => {
      const clock = read(value);
      if (clock) return clock;
      context.issues.push({ code: 'custom', message: 'has no usable start time', input: value });
      return z.NEVER;
    }),
  );

const legacyImage = lenient(
  z.object({
    url: z.string(),
    px: lenient(z.number()),
    square: lenient(z.boolean()),
  }),
);

const legacyEntrySchema = z.object({
  id,
  identifier: lenient(z.string()),
  name,
  datetime_start: startTime(parseWallClock),
  datetime_end: text,
  status: text,
  description: text,
  // [] when empty, as are images and brand.
  location: lenient(z.object({ name: text, address: text })),
  images: lenient(
    z.object({ thumb: legacyImage, sm: legacyImage, md: legacyImage, lg: legacyImage }),
  ),
  signup_options: lenient(z.object({ tickets: lenient(z.object({ url: text })) })),
  category: lenient(z.object({ name: text })),
  url: text,
});

const londonAt = (value: string) => {
  const instant = parseInstant(value);
  return instant === undefined ? undefined : instantToLondon(instant);
};

const currentEntrySchema = z.object({
  id,
  identifier: lenient(z.string()),
  name,
  starts_at: startTime(londonAt),
  ends_at: text,
  status: text,
  description: text,
  image: lenient(z.object({ thumbnail: text, small: text, medium: text, large: text })),
  location: lenient(z.object({ name: text, type: text, address: text, url: text })),
  category_id: id,
  url: text,
});

/** What both feeds say about an event, in one shape, before it is cleaned. */
type FeedEvent = {
  id?: string | number;
  identifier?: string;
  name: string;
  start: WallClock;
  end?: WallClock;
  status?: string | null;
  description?: string | null;
  location?: { name?: string | null; address?: string | null };
  online?: { joinUrl?: string | null };
  /** Largest first, as the spec's imageUrl rule reads them. */
  images: { url?: string | null; width?: number; square?: boolean }[];
  eventUrl?: string | null;
  ticketsUrl?: string | null;
  category?: string | null;
};

function fromLegacy(entry: z.infer<typeof legacyEntrySchema>): FeedEvent {
  return {
    id: entry.id,
    identifier: entry.identifier,
    name: entry.name,
    start: entry.datetime_start,
    end: entry.datetime_end ? parseWallClock(entry.datetime_end) : undefined,
    status: entry.status,
    description: entry.description,
    location: entry.location,
    images: (['lg', 'md', 'sm', 'thumb'] as const).flatMap((size) => {
      const found = entry.images?.[size];
      return found ? [{ url: found.url, width: found.px, square: found.square }] : [];
    }),
    eventUrl: entry.url,
    ticketsUrl: entry.signup_options?.tickets?.url,
    category: entry.category?.name,
  };
}

function fromCurrent(
  entry: z.infer<typeof currentEntrySchema>,
  categories: ReadonlyMap<string, string>,
): FeedEvent {
  const online = entry.location?.type?.trim().toLowerCase() === 'online';
  return {
    id: entry.id,
    identifier: entry.identifier,
    name: entry.name,
    start: entry.starts_at,
    end: entry.ends_at ? londonAt(entry.ends_at) : undefined,
    status: entry.status,
    description: entry.description,
    // An online event's place is where to join it, not an address.
    location: entry.location && {
      name: entry.location.name,
      address: online ? undefined : entry.location.address,
    },
    online: online ? { joinUrl: entry.location?.url } : undefined,
    // No widths in this feed, so no srcset: the largest is the one shown.
    images: (['large', 'medium', 'small', 'thumbnail'] as const).map((size) => ({
      url: entry.image?.[size],
    })),
    eventUrl: entry.url,
    category:
      entry.category_id === undefined ? undefined : categories.get(String(entry.category_id)),
  };
}

const maxNameLength = 150;
const maxDescriptionLength = 5_000;

function toEvent(entry: FeedEvent, index: number): ChurchEvent {
  const { start } = entry;
  const end = entry.end;
  const { imageUrl, imageSources } = feedPicture(entry.images);
  const locationName = cleanText(entry.location?.name);
  const address = cleanText(entry.location?.address);
  // A joining link opens from our page in a new tab: https only, never http.
  const joinUrl = safeHttpUrl(entry.online?.joinUrl);
  const category = cleanText(entry.category);

  const rawDescription = entry.description ?? '';
  let description: string | undefined;

  return {
    id: String(entry.identifier ?? entry.id ?? `event-${index}`),
    name: clip(entry.name.replace(/\s+/g, ' '), maxNameLength),
    start,
    end: end && londonToInstant(end) > londonToInstant(start) ? end : undefined,
    // Worked out on first read: the home carousel never shows it, and parsing HTML for every
    // event would be main-thread work on a phone for nothing.
    get description() {
      description ??= clip(descriptionToText(rawDescription), maxDescriptionLength);
      return description;
    },
    location:
      locationName || address
        ? { ...(locationName && { name: locationName }), ...(address && { address }) }
        : undefined,
    ...(entry.online && {
      online: joinUrl?.startsWith('https:') ? { joinUrl } : {},
    }),
    ...(entry.status?.trim().toLowerCase() === 'cancelled' && { cancelled: true }),
    ...(category && { category: clip(category, maxNameLength) }),
    imageUrl,
    imageSources,
    detailsUrl: safeHttpUrl(entry.eventUrl) ?? safeHttpUrl(entry.ticketsUrl) ?? noLink,
  };
}

/** One answer of a feed, recognised by its shape. */
type FeedAnswer =
  | { shape: 'legacy'; entries: unknown[] }
  | { shape: 'current'; entries: unknown[]; pages: number; categories: Map<string, string> };

/** The current feed's `categories` ([{ id, name }]) by id; anything else is no categories. */
function categoryNames(categories: unknown): Map<string, string> {
  const names = new Map<string, string>();
  if (!Array.isArray(categories)) return names;
  for (const category of categories) {
    if (isRecord(category) && typeof category.name === 'string') {
      names.set(String(category.id), category.name);
    }
  }
  return names;
}

function recognise(answer: unknown): FeedAnswer {
  if (Array.isArray(answer)) return { shape: 'legacy', entries: answer };
  if (isRecord(answer) && Array.isArray(answer.events) && isRecord(answer.pagination)) {
    return {
      shape: 'current',
      entries: answer.events,
      pages: pageCount(answer.pagination),
      categories: categoryNames(answer.categories),
    };
  }
  throw new EventsFeedError({
    cause: new TypeError('The feed answered with neither a list of events nor a page of them'),
  });
}

/** Pages 2, 3, ... of the current feed: each must be a page of that feed too. */
function recognisePage(answer: unknown, page: number) {
  const recognised = recognise(answer);
  if (recognised.shape !== 'current') {
    throw new EventsFeedError({ cause: new TypeError(`Page ${page} is not a page of events`) });
  }
  return recognised;
}

function eventsFrom(answers: FeedAnswer[]): ChurchEvent[] {
  const seen = new Set<string>();
  const onEarlierPages = new Set<string | number>();
  return answers.flatMap((answer, pageIndex) => {
    const where = answers.length > 1 ? ` of page ${pageIndex + 1}` : '';
    const onThisPage: (string | number)[] = [];
    const events = answer.entries.flatMap((raw: unknown, index) => {
      const result =
        answer.shape === 'legacy'
          ? legacyEntrySchema.safeParse(raw)
          : currentEntrySchema.safeParse(raw);
      if (!result.success) {
        const reasons = result.error.issues.map((issue) =>
          [issue.path.join('.'), issue.message].filter(Boolean).join(': '),
        );
        console.warn(`Skipped entry ${index}${where} of the events feed: ${reasons.join('; ')}`);
        return [];
      }
      const entry =
        'datetime_start' in result.data
          ? fromLegacy(result.data)
          : fromCurrent(result.data, answer.shape === 'current' ? answer.categories : new Map());
      // The feed can move while its pages are read: an event already on an earlier page is
      // the same event again, not a second one.
      if (entry.id !== undefined) {
        if (onEarlierPages.has(entry.id)) return [];
        onThisPage.push(entry.id);
      }
      const event = toEvent(entry, index);
      // Keys and calendar UIDs must be unique whatever identifiers the feed sends, including
      // ones that look like an earlier renamed duplicate ("x-2", "x", "x").
      const base = event.id;
      for (let n = 2; seen.has(event.id); n++) event.id = `${base}-${n}`;
      seen.add(event.id);
      return [event];
    });
    for (const entryId of onThisPage) onEarlierPages.add(entryId);
    return events;
  });
}

/**
 * The feed's answer → events, in feed order, whichever feed answered. For the current feed,
 * `laterPages` are its pages 2, 3, ..., merged in order. Throws if an answer is not of a
 * known shape; drops an entry that is not a usable event with one warning, and keeps the rest.
 */
export function parseCalendarFeed(
  answer: unknown,
  laterPages: readonly unknown[] = [],
): ChurchEvent[] {
  const first = recognise(answer);
  if (laterPages.length > 0 && first.shape !== 'current') {
    throw new EventsFeedError({ cause: new TypeError('Only the current feed has pages') });
  }
  return eventsFrom([first, ...laterPages.map((page, index) => recognisePage(page, index + 2))]);
}

export const feedTimeoutMs = 10_000;

/**
 * The feed at `url`, every page of it (lib/churchsuite-feeds.ts, `fetchFeedPages`): fails, never
 * half a list, on any page's non-OK status, non-JSON or unknown shape, or when the whole does
 * not arrive within the time limit.
 */
export async function fetchCalendarFeed(
  url: string,
  { timeoutMs = feedTimeoutMs, fetchImpl = fetch, maxPages = maxFeedPages } = {},
): Promise<ChurchEvent[]> {
  try {
    const [answer, ...laterPages] = await fetchFeedPages(url, {
      timeoutMs,
      fetchImpl,
      maxPages,
      pagesOf: (first) => {
        const recognised = recognise(first);
        return recognised.shape === 'current' ? recognised.pages : 1;
      },
      tooManyPages: (pages) =>
        console.warn(`The events feed has ${pages} pages; showing the first ${maxPages}`),
    });
    return parseCalendarFeed(answer, laterPages);
  } catch (error) {
    throw isEventsFeedError(error) ? error : new EventsFeedError({ cause: error });
  }
}

/** How long a moving visitor may be shown an earlier answer instead of asking again. */
export const reuseAnswerForMs = 5 * 60_000;

export function createEventsLoader(
  load: (url: string) => Promise<ChurchEvent[]> = (url) => fetchCalendarFeed(url),
  now: () => number = Date.now,
) {
  let cached: { url: string; at: number; events: Promise<ChurchEvent[]> } | undefined;
  return function loadEvents(url: string): Promise<ChurchEvent[]> {
    if (cached?.url === url && now() - cached.at < reuseAnswerForMs) return cached.events;
    const events = load(url);
    const entry = { url, at: now(), events };
    cached = entry;
    // A failure is never reused: the next view asks again.
    events.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return events;
  };
}

/** Shared by the home carousel and /events, so moving between them reuses the answer. */
export const loadEvents = createEventsLoader();
