import * as z from 'zod/mini';
import {
  clip,
  cleanText,
  feedPicture,
  fetchFeedPages,
  httpsUrl,
  isRecord,
  pageCount,
} from '../../lib/churchsuite-feeds.ts';
import { mapSearchUrl } from '../../lib/directions.ts';
import { slugOf } from '../../lib/slug.ts';
import { instantToLondon, parseInstant } from '../../lib/wall-clock.ts';
import { descriptionToText } from '../events/description-text.ts';
import {
  type CalendarDate,
  type ChurchGroup,
  type GroupChoiceValue,
  type GroupsFeed,
  type SignUpFacts,
  type Weekday,
  weekdays,
} from './group.ts';

// The only module that knows the shapes of ChurchSuite's small groups feeds. Components get
// ChurchGroup. Which feed answered is read from the answer itself:
// - legacy, https://{account}.churchsuite.com/embed/smallgroups/json: a bare array of groups;
//   `day` a number (Sunday 0), dates "2027-09-05", flags true/false or "1"/"0", `images` by
//   size with widths, sign-up as signup_enabled, signup_date_start/end, signup_capacity,
//   signup_full; label options as ids only (there is no list to name them), older accounts'
//   `tags` with names; `[]` for an empty object.
// - current, https://{account}.churchsuite.com/-/smallgroups/{id}/json: an object with
//   `groups`, `pagination`, `labels` and `sites` (named once, on the first page); `day` a name,
//   `starts_at`/`ends_at` dates or UTC instants, `signup_options` { capacity, starts_at,
//   ends_at } or null, `image` by size without widths, `num_members`.
// Both give `time` as "20:00" on the church's clock.

/** Fields a group cannot do without; every other field that is malformed counts as absent. */
const lenient = <T extends z.core.SomeType>(schema: T) => z.catch(z.optional(schema), undefined);
const text = lenient(z.nullable(z.string()));
const name = z.string().check(z.trim(), z.minLength(1, 'has no name'));
const id = lenient(z.union([z.string(), z.number()]));
/** true, 1, "1", "true" are yes; false, 0, "0", "" are no. */
const flag = lenient(
  z.pipe(
    z.union([z.boolean(), z.number(), z.string()]),
    z.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
  ),
);
const number = lenient(
  z.pipe(
    z.union([z.number(), z.string()]),
    z.transform((value) => (String(value).trim() === '' ? NaN : Number(value))),
  ),
);
const place = lenient(
  z.object({
    name: text,
    address: text,
    address_name: text,
    type: text,
    latitude: number,
    longitude: number,
  }),
);
const labelRefs = lenient(
  z.array(
    z.object({
      id,
      options: lenient(z.array(z.unknown())),
      value: lenient(z.array(z.unknown())),
    }),
  ),
);
const named = z.object({ id, name: text });

const legacyImage = lenient(z.object({ url: z.string(), px: number, square: flag }));

const legacyGroupSchema = z.object({
  id,
  identifier: text,
  name,
  date_start: text,
  date_end: text,
  frequency: text,
  custom_frequency: text,
  day: number,
  time: text,
  location: place,
  description: text,
  images: lenient(
    z.object({ thumb: legacyImage, sm: legacyImage, md: legacyImage, lg: legacyImage }),
  ),
  signup_enabled: flag,
  embed_signup: flag,
  signup_date_start: text,
  signup_date_end: text,
  signup_capacity: number,
  signup_full: flag,
  num_members: number,
  no_members: number,
  labels: labelRefs,
  tags: lenient(z.array(named)),
  site_id: id,
  site: lenient(named),
});

const currentGroupSchema = z.object({
  id,
  identifier: text,
  name,
  starts_at: text,
  ends_at: text,
  frequency: text,
  day: text,
  time: text,
  location: place,
  description: text,
  signup_options: lenient(
    z.nullable(z.object({ capacity: number, starts_at: text, ends_at: text })),
  ),
  image: lenient(z.nullable(z.object({ thumbnail: text, small: text, medium: text, large: text }))),
  num_members: number,
  labels: labelRefs,
  all_sites: flag,
  site_ids: lenient(z.array(z.union([z.string(), z.number()]))),
});

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2027-09-05", or an instant ("2027-09-04T23:00:00Z") as its date on the church's clock. */
export function calendarDate(value: string | null | undefined): CalendarDate | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  const date = datePattern.exec(trimmed);
  if (date) {
    const [, year, month, day] = date.map(Number) as [number, number, number, number];
    const real = new Date(Date.UTC(year, month - 1, day));
    return real.getUTCMonth() === month - 1 && real.getUTCDate() === day ? trimmed : undefined;
  }
  const instant = parseInstant(trimmed);
  if (instant === undefined) return undefined;
  const { year, month, day } = instantToLondon(instant);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
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
const safeIdentifier = (value: string | null | undefined) =>
  value && /^[A-Za-z0-9_-]{1,64}$/.test(value.trim()) ? value.trim() : undefined;

const maxNameLength = 150;
/** The page gives a short description; the whole is on the group's ChurchSuite page. */
export const maxDescriptionLength = 400;
const maxFrequencyLength = 80;
/** Caps a strange or hostile feed: more than any congregation lists. */
export const maxGroups = 300;
const maxLabelsPerGroup = 12;
const maxChoiceValues = 30;

/** What both feeds say about a group, in one shape, before it is cleaned. */
type FeedGroup = {
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
  /** Each label option as the feed refers to it: its id, or its name when it gives one. */
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

const positive = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) && value > 0 ? value : undefined;

function fromLegacy(entry: z.infer<typeof legacyGroupSchema>): FeedGroup {
  const members = positive(entry.num_members) ?? positive(entry.no_members) ?? 0;
  const capacity = positive(entry.signup_capacity);
  const site = entry.site?.id ?? entry.site_id;
  return {
    id: entry.id,
    identifier: entry.identifier,
    name: entry.name,
    day: weekday(entry.day),
    time: entry.time,
    frequency:
      entry.frequency?.trim().toLowerCase() === 'custom' ? entry.custom_frequency : entry.frequency,
    starts: entry.date_start,
    ends: entry.date_end,
    location: entry.location,
    description: entry.description,
    images: (['lg', 'md', 'sm', 'thumb'] as const).flatMap((size) => {
      const found = entry.images?.[size];
      return found ? [{ url: found.url, width: found.px, square: found.square }] : [];
    }),
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

function fromCurrent(entry: z.infer<typeof currentGroupSchema>): FeedGroup {
  const signUp = entry.signup_options;
  const capacity = positive(signUp?.capacity);
  const members = positive(entry.num_members) ?? 0;
  return {
    id: entry.id,
    identifier: entry.identifier,
    name: entry.name,
    day: weekday(entry.day),
    time: entry.time,
    frequency: entry.frequency,
    starts: entry.starts_at,
    ends: entry.ends_at,
    location: entry.location,
    description: entry.description,
    // No widths in this feed, so no srcset: the largest is the one shown.
    images: (['large', 'medium', 'small', 'thumbnail'] as const).map((size) => ({
      url: entry.image?.[size],
    })),
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

/** The names the current feed gives once: label options by id, sites by id. */
type Names = { options: Map<string, { name: string; label?: string }>; sites: Map<string, string> };

function namesIn(answer: Record<string, unknown>): Names {
  const options = new Map<string, { name: string; label?: string }>();
  for (const label of Array.isArray(answer.labels) ? answer.labels : []) {
    if (!isRecord(label) || !Array.isArray(label.options)) continue;
    const labelName = typeof label.name === 'string' ? label.name : undefined;
    for (const option of label.options) {
      if (isRecord(option) && typeof option.name === 'string' && option.id !== undefined) {
        options.set(String(option.id), { name: option.name, label: labelName });
      }
    }
  }
  const sites = new Map<string, string>();
  for (const site of Array.isArray(answer.sites) ? answer.sites : []) {
    if (isRecord(site) && typeof site.name === 'string' && site.id !== undefined) {
      sites.set(String(site.id), site.name);
    }
  }
  return { options, sites };
}

/** One answer of a feed, recognised by its shape. */
type FeedAnswer =
  | { shape: 'legacy'; entries: unknown[] }
  | { shape: 'current'; entries: unknown[]; pages: number; names: Names };

function recognise(answer: unknown): FeedAnswer {
  if (Array.isArray(answer)) return { shape: 'legacy', entries: answer };
  if (isRecord(answer) && Array.isArray(answer.groups)) {
    return {
      shape: 'current',
      entries: answer.groups,
      pages: isRecord(answer.pagination) ? pageCount(answer.pagination) : 1,
      names: namesIn(answer),
    };
  }
  throw new TypeError('The feed answered with neither a list of groups nor a page of them');
}

/** How many pages the first answer says the feed has; throws for an answer of no known shape. */
export function groupsFeedPages(answer: unknown): number {
  const recognised = recognise(answer);
  return recognised.shape === 'current' ? recognised.pages : 1;
}

/** A site's or label option's slug, unique among `taken`: the name's, else with its label's. */
function uniqueSlug(value: string, context: string | undefined, taken: Set<string>) {
  const base = slugOf(value) || 'choice';
  let slug = taken.has(base) && context ? `${base}-${slugOf(context)}` : base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

/** Choice values by the feed's key, in the order first met, with their slugs. */
class Choices {
  private readonly byKey = new Map<string, GroupChoiceValue>();
  private readonly taken = new Set<string>();

  slugFor(key: string, value: string, context?: string): string | undefined {
    const known = this.byKey.get(key);
    if (known) return known.slug;
    if (this.byKey.size >= maxChoiceValues) return undefined;
    const choice = { slug: uniqueSlug(value, context, this.taken), name: clip(value, 60) };
    this.byKey.set(key, choice);
    return choice.slug;
  }

  get values() {
    return [...this.byKey.values()];
  }
}

function toGroup(
  entry: FeedGroup,
  index: number,
  names: Names,
  labels: Choices,
  sites: Choices,
): ChurchGroup {
  const { imageUrl, imageSources } = feedPicture(
    // A picture in our page: https only, as for every link to outside.
    entry.images.map((size) => ({ ...size, url: httpsUrl(size.url) })),
  );
  const online = entry.location?.type?.trim().toLowerCase() === 'online';
  const placeName = cleanText(entry.location?.name) ?? cleanText(entry.location?.address_name);
  const address = online ? undefined : cleanText(entry.location?.address);
  const { latitude, longitude } = entry.location ?? {};
  const hasPosition =
    !online &&
    latitude !== undefined &&
    longitude !== undefined &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    !(latitude === 0 && longitude === 0);
  const frequency = cleanText(entry.frequency);
  const groupLabels = entry.labels.slice(0, maxLabelsPerGroup).flatMap(({ key, name: given }) => {
    const named = given ? { name: given } : names.options.get(key);
    const optionName = cleanText(named?.name);
    if (!optionName) return [];
    const slug = labels.slugFor(given ? `name:${optionName}` : key, optionName, named?.label);
    return slug ? [slug] : [];
  });
  const groupSites =
    entry.sites === 'all'
      ? 'all'
      : entry.sites.flatMap((site) => {
          const siteName = cleanText(names.sites.get(site));
          const slug = siteName && sites.slugFor(site, siteName);
          return slug ? [slug] : [];
        });
  const description = clip(descriptionToText(entry.description ?? ''), maxDescriptionLength);
  return {
    // A key and an anchor: letters, digits and dashes, whatever the feed sends.
    id: String(safeIdentifier(entry.identifier) ?? entry.id ?? `group-${index}`).replace(
      /[^A-Za-z0-9_-]/g,
      '-',
    ),
    ...(safeIdentifier(entry.identifier) && { identifier: safeIdentifier(entry.identifier) }),
    name: clip(entry.name.replace(/\s+/g, ' '), maxNameLength),
    ...(entry.day !== undefined && { day: entry.day }),
    ...(timeOfDay(entry.time) && { time: timeOfDay(entry.time) }),
    ...(frequency && {
      frequency: clip(frequency[0]!.toUpperCase() + frequency.slice(1), maxFrequencyLength),
    }),
    ...(calendarDate(entry.starts) && { starts: calendarDate(entry.starts) }),
    ...(calendarDate(entry.ends) && { ends: calendarDate(entry.ends) }),
    ...((placeName || address) && {
      place: { ...(placeName && { name: placeName }), ...(address && { address }) },
    }),
    ...(address
      ? { directionsUrl: mapSearchUrl(address) }
      : hasPosition && { directionsUrl: mapSearchUrl(`${latitude},${longitude}`) }),
    ...(online && { online: true }),
    description,
    imageUrl,
    imageSources,
    signUp: entry.signUp,
    labels: [...new Set(groupLabels)],
    // A group of a site the feed does not name is shown under every site.
    sites: groupSites === 'all' || groupSites.length === 0 ? 'all' : groupSites,
  };
}

/**
 * The feed's answers (its first page, then its pages 2, 3, ... for the current feed) → its
 * groups, in feed order, with the label options and sites they use. Throws if an answer is not
 * of a known shape; drops an entry that is not a usable group with one warning, and keeps the
 * rest. A group that has ended before `today` is left out. Descriptions are read with the
 * browser's DOMParser (at build time, jsdom's).
 */
export function parseGroupsFeed(answers: readonly unknown[], today: CalendarDate): GroupsFeed {
  const recognised = answers.map((answer, index) => {
    const found = recognise(answer);
    if (index > 0 && found.shape !== 'current') {
      throw new TypeError(`Page ${index + 1} is not a page of groups`);
    }
    return found;
  });
  if (recognised.length > 1 && recognised[0]?.shape !== 'current') {
    throw new TypeError('Only the current feed has pages');
  }
  const first = recognised[0];
  const names: Names =
    first?.shape === 'current' ? first.names : { options: new Map(), sites: new Map() };
  const labels = new Choices();
  const sites = new Choices();
  const seen = new Set<string>();
  const groups: ChurchGroup[] = [];
  recognised.forEach((answer, pageIndex) => {
    const where = recognised.length > 1 ? ` of page ${pageIndex + 1}` : '';
    answer.entries.forEach((raw, index) => {
      if (groups.length >= maxGroups) return;
      const result =
        answer.shape === 'legacy'
          ? legacyGroupSchema.safeParse(raw)
          : currentGroupSchema.safeParse(raw);
      if (!result.success) {
        const reasons = result.error.issues.map((issue) =>
          [issue.path.join('.'), issue.message].filter(Boolean).join(': '),
        );
        console.warn(`Skipped group ${index}${where} of the groups feed: ${reasons.join('; ')}`);
        return;
      }
      const entry =
        answer.shape === 'legacy'
          ? fromLegacy(result.data as z.infer<typeof legacyGroupSchema>)
          : fromCurrent(result.data as z.infer<typeof currentGroupSchema>);
      // The legacy feed names a group's site in the group itself, on older accounts.
      for (const [siteId, siteName] of entry.siteNames ?? []) {
        if (!names.sites.has(siteId)) names.sites.set(siteId, siteName);
      }
      const ends = calendarDate(entry.ends);
      if (ends && ends < today) return;
      const group = toGroup(entry, groups.length, names, labels, sites);
      // The feed can move while its pages are read: a group met already is the same group.
      if (seen.has(group.id)) return;
      seen.add(group.id);
      groups.push(group);
    });
  });
  if (answers.length > 0 && groups.length >= maxGroups) {
    console.warn(`The groups feed lists more than ${maxGroups} groups; showing the first`);
  }
  const usedLabels = new Set(groups.flatMap((group) => group.labels));
  const usedSites = new Set(groups.flatMap((group) => (group.sites === 'all' ? [] : group.sites)));
  return {
    groups,
    labels: labels.values.filter((value) => usedLabels.has(value.slug)),
    sites: sites.values.filter((value) => usedSites.has(value.slug)),
  };
}

/** The longest answer read: a congregation's groups are some kilobytes. */
export const maxAnswerBytes = 5_000_000;

/** An answer's JSON, refused once it passes `maxBytes`, however it is sent. */
export async function readJsonWithin(response: Response, maxBytes = maxAnswerBytes) {
  const tooLong = () => new Error(`The answer is longer than ${maxBytes / 1_000_000} MB`);
  if (Number(response.headers.get('content-length')) > maxBytes) throw tooLong();
  const reader = response.body?.getReader();
  if (!reader) return response.json();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > maxBytes) {
      await reader.cancel();
      throw tooLong();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
}

/**
 * The feed at `url`, every page of it, read at build time: fails, never half a list, on any
 * page's non-OK status, non-JSON, unknown shape or excessive length, or when the whole does not
 * arrive within `timeoutMs`.
 */
export async function fetchGroupsFeed(
  url: string,
  {
    timeoutMs,
    today,
    fetchImpl = fetch,
  }: { timeoutMs: number; today: CalendarDate; fetchImpl?: typeof fetch },
): Promise<GroupsFeed> {
  const answers = await fetchFeedPages(url, {
    timeoutMs,
    fetchImpl,
    pagesOf: groupsFeedPages,
    readBody: (response) => readJsonWithin(response),
    tooManyPages: (pages) => console.warn(`The groups feed has ${pages} pages; reading the first`),
  });
  return parseGroupsFeed(answers, today);
}
