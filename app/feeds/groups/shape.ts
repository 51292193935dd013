import * as z from 'zod/mini';
import { type CalendarDate, type Weekday, isRecord, londonDate, weekdays } from '../shared.ts';
import {
  currentPicture,
  id,
  legacyPicture,
  lenient,
  name,
  number,
  positive,
  text,
} from '../churchsuite-json.ts';
import { parseInstant, parseWallClock } from '../../lib/wall-clock.ts';
import type { SignUpFacts } from './type.ts';

// The only module that knows ChurchSuite's small groups feeds' shapes, read into FeedGroup:
// - legacy (/embed/smallgroups/json): a bare array; `day` a number (Sunday 0), flags true/false
//   or "1"/"0", label options as ids only, older accounts' named `tags`, `[]` for an empty object.
// - current (/-/smallgroups/{id}/json): `groups`, `pagination`, and `labels` and `sites` named
//   on the first page; `day` a name, dates or UTC instants. Both give `time` as "20:00".

/** true, 1, "1", "true" are yes; false, 0, "0", "" are no. */
const flag = lenient(
  z.pipe(
    z.union([z.boolean(), z.number(), z.string()]),
    z.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
  ),
);
export const place = lenient(
  z.object({
    name: text,
    address: text,
    address_name: text,
    type: text,
    latitude: number,
    longitude: number,
  }),
);
const anyList = lenient(z.array(z.unknown()));
const labelRefs = lenient(z.array(z.object({ id, options: anyList, value: anyList })));
const named = z.object({ id, name: text });

const legacyImage = lenient(z.object({ url: z.string(), px: number, square: flag }));

const common = {
  id,
  identifier: text,
  name,
  frequency: text,
  time: text,
  location: place,
  description: text,
  num_members: number,
  labels: labelRefs,
};

export const legacyGroupSchema = z.object({
  ...common,
  date_start: text,
  date_end: text,
  custom_frequency: text,
  day: number,
  images: legacyPicture(legacyImage),
  signup_enabled: flag,
  embed_signup: flag,
  signup_date_start: text,
  signup_date_end: text,
  signup_capacity: number,
  signup_full: flag,
  no_members: number,
  tags: lenient(z.array(named)),
  site_id: id,
  site: lenient(named),
});

export const currentGroupSchema = z.object({
  ...common,
  starts_at: text,
  ends_at: text,
  day: text,
  signup_options: lenient(
    z.nullable(z.object({ capacity: number, starts_at: text, ends_at: text })),
  ),
  image: currentPicture,
  all_sites: flag,
  site_ids: lenient(z.array(z.union([z.string(), z.number()]))),
});

/** "2027-09-05", or an instant ("2027-09-04T23:00:00Z") as its date on the church's clock. */
export function calendarDate(value: string | null | undefined): CalendarDate | undefined {
  const trimmed = value?.trim() ?? '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return parseWallClock(`${trimmed} 00:00`) && trimmed;
  const instant = parseInstant(trimmed);
  return instant === undefined ? undefined : londonDate(instant);
}

/** "20:00" or "20:00:00" → its parts; anything else is no time. */
export function timeOfDay(value: string | null | undefined) {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value?.trim() ?? '');
  if (!match) return undefined;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour < 24 && minute < 60 ? { hour, minute } : undefined;
}

/** The legacy feed's number (Sunday 0, and 7 for Sunday too) or the current feed's name. */
export function weekday(value: number | string | null | undefined): Weekday | undefined {
  if (typeof value === 'number') {
    return Number.isInteger(value) && value >= 0 && value <= 7
      ? ((value % 7) as Weekday)
      : undefined;
  }
  const index = weekdays.findIndex((day) => day.toLowerCase() === value?.trim().toLowerCase());
  return index === -1 ? undefined : (index as Weekday);
}

/** ChurchSuite's own identifiers are short runs of letters and digits; nothing else is a link. */
export const safeIdentifier = (value: string | null | undefined) =>
  value && /^[A-Za-z0-9_-]{1,64}$/.test(value.trim()) ? value.trim() : undefined;

export type FeedGroup = {
  id?: string | number;
  identifier?: string | null;
  name: string;
  day?: Weekday;
  time?: string | null;
  frequency?: string | null;
  starts?: string | null;
  ends?: string | null;
  location?: z.infer<typeof place>;
  description?: string | null;
  /** Largest first, as the events' picture rule reads them. */
  images: { url?: string | null; width?: number; square?: boolean }[];
  signUp: SignUpFacts;
  /** Each label option by its id, or its name when the feed gives one. */
  labels: { key: string; name?: string; label?: string }[];
  sites: string[] | 'all';
  /** Sites the group names itself (the legacy feed's `site`), by id. */
  siteNames?: [string, string][];
};

/** A label option in a group: an id ("c9ac…"), or an object with an id and perhaps a name. */
function labelOptions(refs: z.infer<typeof labelRefs>): FeedGroup['labels'] {
  return (refs ?? []).flatMap((ref) =>
    [...(ref.options ?? []), ...(ref.value ?? [])].flatMap((option) => {
      if (typeof option === 'string' || typeof option === 'number')
        return [{ key: String(option) }];
      if (isRecord(option) && (typeof option.id === 'string' || typeof option.id === 'number')) {
        const optionName = typeof option.name === 'string' ? option.name : undefined;
        return [{ key: String(option.id), name: optionName }];
      }
      return [];
    }),
  );
}

type CommonEntry = z.infer<z.ZodMiniObject<typeof common>> & { day?: number | string | null };
const fromCommon = ({ id, identifier, name, day, time, location, description }: CommonEntry) => ({
  ...{ id, identifier, name, time, location, description },
  day: weekday(day),
});

export function fromLegacy(entry: z.infer<typeof legacyGroupSchema>): FeedGroup {
  const members = positive(entry.num_members) ?? positive(entry.no_members) ?? 0;
  const capacity = positive(entry.signup_capacity);
  const site = entry.site?.id ?? entry.site_id;
  return {
    ...fromCommon(entry),
    frequency:
      entry.frequency?.trim().toLowerCase() === 'custom' ? entry.custom_frequency : entry.frequency,
    starts: entry.date_start,
    ends: entry.date_end,
    images: entry.images,
    signUp: {
      // ChurchSuite's script takes sign-ups only when both are on; an absent embed flag is on.
      enabled: entry.signup_enabled === true && entry.embed_signup !== false,
      opens: calendarDate(entry.signup_date_start),
      closes: calendarDate(entry.signup_date_end),
      full: entry.signup_full === true || (capacity !== undefined && members >= capacity),
    },
    labels: [
      ...labelOptions(entry.labels),
      ...(entry.tags ?? []).flatMap((tag) =>
        tag.name ? [{ key: `tag-${tag.id ?? tag.name}`, name: tag.name }] : [],
      ),
    ],
    sites: site === undefined || site === null ? 'all' : [String(site)],
    ...(entry.site?.name && site !== undefined && { siteNames: [[String(site), entry.site.name]] }),
  };
}

export function fromCurrent(entry: z.infer<typeof currentGroupSchema>): FeedGroup {
  const signUp = entry.signup_options;
  const capacity = positive(signUp?.capacity);
  const members = positive(entry.num_members) ?? 0;
  return {
    ...fromCommon(entry),
    frequency: entry.frequency,
    starts: entry.starts_at,
    ends: entry.ends_at,
    images: entry.image,
    signUp: {
      enabled: Boolean(signUp),
      opens: calendarDate(signUp?.starts_at),
      closes: calendarDate(signUp?.ends_at),
      full: capacity !== undefined && members >= capacity,
    },
    labels: labelOptions(entry.labels),
    sites: entry.all_sites === true || !entry.site_ids?.length ? 'all' : entry.site_ids.map(String),
  };
}
