import * as z from 'zod/mini';
import { descriptionToText } from './description-text';
import type { ChurchEvent, EventImageSource } from './event';
import { feedUrl } from './feed-url';
import { londonToInstant, parseWallClock } from './wall-clock';

// The only module that knows the shape of ChurchSuite's legacy calendar embed feed
// (https://{account}.churchsuite.com/embed/calendar/json). Components get ChurchEvent.

/** Fields an event cannot do without; every other field that is malformed counts as absent. */
const lenient = <T extends z.core.SomeType>(schema: T) => z.catch(z.optional(schema), undefined);
const text = lenient(z.nullable(z.string()));
const image = lenient(
  z.object({
    url: z.string(),
    px: lenient(z.number()),
    square: lenient(z.boolean()),
  }),
);

const feedEntrySchema = z.object({
  id: lenient(z.union([z.string(), z.number()])),
  identifier: lenient(z.string()),
  name: z.string().check(z.trim(), z.minLength(1, 'has no name')),
  datetime_start: z.pipe(
    z.string(),
    z.transform((value, context) => {
      const clock = parseWallClock(value);
      if (clock) return clock;
      context.issues.push({ code: 'custom', message: 'has no usable start time', input: value });
      return z.NEVER;
    }),
  ),
  datetime_end: text,
  description: text,
  // [] when empty, as are images and brand.
  location: lenient(z.object({ name: text, address: text })),
  images: lenient(z.object({ thumb: image, sm: image, md: image, lg: image })),
  signup_options: lenient(z.object({ tickets: lenient(z.object({ url: text })) })),
});

type FeedEntry = z.infer<typeof feedEntrySchema>;

export class EventsFeedError extends Error {
  constructor(options?: ErrorOptions) {
    super('Failed to fetch events', options);
    this.name = 'EventsFeedError';
  }
}

const maxNameLength = 150;
const maxDescriptionLength = 5_000;

function clip(value: string, max: number) {
  return value.length > max ? `${value.slice(0, max - 1).trimEnd()}…` : value;
}

/** Only http(s) addresses are used; anything else (javascript:, data:, "") is absent. */
export function safeHttpUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function cleanText(value: string | null | undefined) {
  const trimmed = value?.replace(/\s+/g, ' ').trim();
  return trimmed || undefined;
}

function toEvent(entry: FeedEntry, index: number): ChurchEvent {
  const start = entry.datetime_start;
  const end = entry.datetime_end ? parseWallClock(entry.datetime_end) : undefined;
  const sizes = (['lg', 'md', 'sm', 'thumb'] as const).flatMap((size) => {
    const found = entry.images?.[size];
    const url = safeHttpUrl(found?.url);
    return url ? [{ url, width: found?.px, square: found?.square }] : [];
  });
  const imageSources: EventImageSource[] = sizes
    .flatMap(({ url, width, square }) => (width && width > 0 && !square ? [{ url, width }] : []))
    .sort((a, b) => a.width - b.width);
  const locationName = cleanText(entry.location?.name);
  const address = cleanText(entry.location?.address);

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
    imageUrl: sizes[0]?.url,
    imageSources,
    detailsUrl: safeHttpUrl(entry.signup_options?.tickets?.url) ?? '#',
  };
}

/**
 * The feed's answer → events, in feed order. Throws if the answer is not a list; drops an
 * entry that is not a usable event with one warning, and keeps the rest.
 */
export function parseCalendarFeed(answer: unknown): ChurchEvent[] {
  if (!Array.isArray(answer)) {
    throw new EventsFeedError({ cause: new TypeError('The feed did not answer with a list') });
  }
  const seen = new Set<string>();
  return answer.flatMap((raw: unknown, index) => {
    const result = feedEntrySchema.safeParse(raw);
    if (!result.success) {
      const reasons = result.error.issues.map((issue) =>
        [issue.path.join('.'), issue.message].filter(Boolean).join(': '),
      );
      console.warn(`Skipped entry ${index} of the events feed: ${reasons.join('; ')}`);
      return [];
    }
    const event = toEvent(result.data, index);
    // Keys and calendar UIDs must be unique whatever identifiers the feed sends, including
    // ones that look like an earlier renamed duplicate ("x-2", "x", "x").
    const base = event.id;
    for (let n = 2; seen.has(event.id); n++) event.id = `${base}-${n}`;
    seen.add(event.id);
    return [event];
  });
}

export const feedTimeoutMs = 10_000;

/** One plain GET, no parameters, no body. Fails on a non-OK status, non-JSON or a timeout. */
export async function fetchCalendarFeed(
  url: string,
  { timeoutMs = feedTimeoutMs, fetchImpl = fetch } = {},
): Promise<ChurchEvent[]> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`No answer within ${timeoutMs / 1000} seconds`)),
    timeoutMs,
  );
  try {
    const response = await fetchImpl(url, { signal: controller.signal });
    if (!response.ok) throw new Error(`The feed answered ${response.status}`);
    return parseCalendarFeed(await response.json());
  } catch (error) {
    throw error instanceof EventsFeedError ? error : new EventsFeedError({ cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/** How long a moving visitor may be shown an earlier answer instead of asking again. */
export const reuseAnswerForMs = 5 * 60_000;

export function createEventsLoader(
  load: () => Promise<ChurchEvent[]> = () => fetchCalendarFeed(feedUrl),
  now: () => number = Date.now,
) {
  let cached: { at: number; events: Promise<ChurchEvent[]> } | undefined;
  return function loadEvents(): Promise<ChurchEvent[]> {
    if (cached && now() - cached.at < reuseAnswerForMs) return cached.events;
    const events = load();
    const entry = { at: now(), events };
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
