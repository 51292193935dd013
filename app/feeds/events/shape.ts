import * as z from 'zod/mini';
import { currentPicture, id, legacyPicture, lenient, name, text } from '../churchsuite-json.ts';
import {
  instantToLondon,
  parseInstant,
  parseWallClock,
  type WallClock,
} from '../../lib/wall-clock.ts';

// The only module that knows ChurchSuite's calendar feeds' shapes, read into FeedEvent:
// - legacy (/embed/calendar/json): a bare array, naive London times ("2027-09-26 11:30:00");
// - current (/-/calendar/{id}/json): `events` and `pagination`, UTC instants, in pages.

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
  z.object({ url: z.string(), px: lenient(z.number()), square: lenient(z.boolean()) }),
);

const common = { id, identifier: lenient(z.string()), name, status: text, description: text };

export const legacyEntrySchema = z.object({
  ...common,
  datetime_start: startTime(parseWallClock),
  datetime_end: text,
  // [] when empty, as are images and brand.
  location: lenient(z.object({ name: text, address: text })),
  images: legacyPicture(legacyImage),
  signup_options: lenient(z.object({ tickets: lenient(z.object({ url: text })) })),
  category: lenient(z.object({ name: text })),
  url: text,
});

const londonAt = (value: string) => {
  const instant = parseInstant(value);
  return instant === undefined ? undefined : instantToLondon(instant);
};

export const currentEntrySchema = z.object({
  ...common,
  starts_at: startTime(londonAt),
  ends_at: text,
  image: currentPicture,
  location: lenient(z.object({ name: text, type: text, address: text, url: text })),
  category_id: id,
  url: text,
});

export type FeedEvent = {
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

const fromCommon = ({ id, identifier, name, status, description, url }: CommonEntry) => ({
  ...{ id, identifier, name, status, description },
  eventUrl: url,
});
type CommonEntry = z.infer<z.ZodMiniObject<typeof common>> & { url?: string | null };

export function fromLegacy(entry: z.infer<typeof legacyEntrySchema>): FeedEvent {
  return {
    ...fromCommon(entry),
    start: entry.datetime_start,
    end: entry.datetime_end ? parseWallClock(entry.datetime_end) : undefined,
    location: entry.location,
    images: entry.images,
    ticketsUrl: entry.signup_options?.tickets?.url,
    category: entry.category?.name,
  };
}

export function fromCurrent(
  entry: z.infer<typeof currentEntrySchema>,
  categories: ReadonlyMap<string, string>,
): FeedEvent {
  const online = entry.location?.type?.trim().toLowerCase() === 'online';
  return {
    ...fromCommon(entry),
    start: entry.starts_at,
    end: entry.ends_at ? londonAt(entry.ends_at) : undefined,
    // An online event's place is where to join it, not an address.
    location: entry.location && {
      name: entry.location.name,
      address: online ? undefined : entry.location.address,
    },
    online: online ? { joinUrl: entry.location?.url } : undefined,
    images: entry.image,
    category:
      entry.category_id === undefined ? undefined : categories.get(String(entry.category_id)),
  };
}
