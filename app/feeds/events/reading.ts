import { descriptionToText } from '../description-text.ts';
import {
  currentEntrySchema,
  type FeedEvent,
  fromCurrent,
  fromLegacy,
  legacyEntrySchema,
} from './shape.ts';
import { type ChurchEvent, noLink } from './type.ts';
import { EventsFeedError, isEventsFeedError } from './events-feed-error.ts';
import { readCalendarAnswers } from './live-answer.ts';
import { cleanText, clip, feedPicture, isRecord, safeHttpUrl } from '../shared.ts';
import { entryOf, feedPages, namesById } from '../churchsuite-json.ts';
import { takeUnique } from '../../lib/slug.ts';
import { londonToInstant } from '../../lib/wall-clock.ts';

// ChurchSuite's calendar feeds (shape.ts) → ChurchEvent; which feed answered, the answer says.

const maxNameLength = 150;
const maxDescriptionLength = 5_000;

function toEvent(entry: FeedEvent, index: number): ChurchEvent {
  const { start, end } = entry;
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
    // Worked out on first read: the carousel never shows it, and parsing HTML costs a phone.
    get description() {
      description ??= clip(descriptionToText(rawDescription), maxDescriptionLength);
      return description;
    },
    location:
      locationName || address
        ? { ...(locationName && { name: locationName }), ...(address && { address }) }
        : undefined,
    ...(entry.online && { online: joinUrl?.startsWith('https:') ? { joinUrl } : {} }),
    ...(entry.status?.trim().toLowerCase() === 'cancelled' && { cancelled: true }),
    ...(category && { category: clip(category, maxNameLength) }),
    imageUrl,
    imageSources,
    detailsUrl: safeHttpUrl(entry.eventUrl) ?? safeHttpUrl(entry.ticketsUrl) ?? noLink,
  };
}

const currentPage = ({ events, pagination, categories }: Record<string, unknown>) =>
  Array.isArray(events) && isRecord(pagination)
    ? { entries: events as unknown[], categories: namesById(categories) }
    : undefined;

function eventsFrom(pages: readonly unknown[]): ChurchEvent[] {
  const answers = feedPages(pages, 'events', currentPage);
  const seen = new Set<string>();
  const onEarlierPages = new Set<string | number>();
  return answers.flatMap((answer, pageIndex) => {
    const where = answers.length > 1 ? ` of page ${pageIndex + 1}` : '';
    const onThisPage: (string | number)[] = [];
    const events = answer.entries.flatMap((raw: unknown, index) => {
      const what = `entry ${index}${where} of the events feed`;
      const legacy = answer.shape === 'legacy' && entryOf(legacyEntrySchema, raw, what);
      const current = answer.shape === 'current' && entryOf(currentEntrySchema, raw, what);
      const entry = legacy
        ? fromLegacy(legacy)
        : current && answer.shape === 'current'
          ? fromCurrent(current, answer.categories)
          : undefined;
      if (!entry) return [];
      // The feed can move while its pages are read: an event of an earlier page is the same.
      if (entry.id !== undefined) {
        if (onEarlierPages.has(entry.id)) return [];
        onThisPage.push(entry.id);
      }
      const event = toEvent(entry, index);
      // Unique keys and calendar UIDs, whatever the feed's identifiers ("x-2", "x", "x").
      event.id = takeUnique(seen, event.id);
      return [event];
    });
    for (const entryId of onThisPage) onEarlierPages.add(entryId);
    return events;
  });
}

/** The feed's answer, and the current feed's `laterPages`, → events in feed order. */
export const parseCalendarFeed = (answer: unknown, laterPages: readonly unknown[] = []) =>
  eventsOfAnswers([answer, ...laterPages]);

/** The events in the feed's answers (readCalendarAnswers), or an EventsFeedError. */
export function eventsOfAnswers(answers: readonly unknown[]): ChurchEvent[] {
  try {
    return eventsFrom(answers);
  } catch (error) {
    throw isEventsFeedError(error) ? error : new EventsFeedError({ cause: error });
  }
}

/** The feed at `url`, every page of it, or an EventsFeedError. */
export async function fetchEventsFeed(
  url: string,
  options: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<ChurchEvent[]> {
  try {
    return eventsOfAnswers(await readCalendarAnswers(url, options));
  } catch (error) {
    throw isEventsFeedError(error) ? error : new EventsFeedError({ cause: error });
  }
}
