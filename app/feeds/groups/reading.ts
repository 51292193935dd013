import {
  type BuildFeedOptions,
  type CalendarDate,
  clip,
  cleanText,
  feedPicture,
  fetchBuildFeed,
  httpsUrl,
  isRecord,
  pageCount,
} from '../shared.ts';
import { entryOf, feedPages, namesById } from '../churchsuite-json.ts';
import { mapSearchUrl } from '../../lib/directions.ts';
import { slugOf, takeUnique } from '../../lib/slug.ts';
import { descriptionToText } from '../description-text.ts';
import {
  calendarDate,
  currentGroupSchema,
  type FeedGroup,
  fromCurrent,
  fromLegacy,
  legacyGroupSchema,
  safeIdentifier,
  timeOfDay,
} from './shape.ts';
import type { ChurchGroup, GroupChoiceValue, GroupsFeed } from './type.ts';

// ChurchSuite's small groups feeds (their shapes: shape.ts) → ChurchGroup.

const maxNameLength = 150;
/** The page gives a short description; the whole is on the group's ChurchSuite page. */
export const maxDescriptionLength = 400;
const maxFrequencyLength = 80;
/** Caps a strange or hostile feed: more than any congregation lists. */
export const maxGroups = 300;
const maxLabelsPerGroup = 12;
const maxChoiceValues = 30;

/** The names the current feed gives once: label options by id, sites by id. */
type Names = { options: Map<string, { name: string; label?: string }>; sites: Map<string, string> };

function namesIn(answer: Record<string, unknown>): Names {
  const options = new Map<string, { name: string; label?: string }>();
  for (const label of Array.isArray(answer.labels) ? answer.labels : []) {
    if (!isRecord(label)) continue;
    const labelName = typeof label.name === 'string' ? label.name : undefined;
    for (const [id, name] of namesById(label.options)) options.set(id, { name, label: labelName });
  }
  return { options, sites: namesById(answer.sites) };
}

const currentPage = (answer: Record<string, unknown>) =>
  Array.isArray(answer.groups)
    ? {
        entries: answer.groups as unknown[],
        pages: isRecord(answer.pagination) ? pageCount(answer.pagination) : 1,
        names: namesIn(answer),
      }
    : undefined;

/** How many pages the first answer says the feed has; throws for an answer of no known shape. */
export function groupsFeedPages(answer: unknown): number {
  const [first] = feedPages([answer], 'groups', currentPage);
  return first?.shape === 'current' ? first.pages : 1;
}

/** A site's or label option's slug, unique among `taken`: the name's, else with its label's. */
function uniqueSlug(value: string, context: string | undefined, taken: Set<string>) {
  const base = slugOf(value) || 'choice';
  const slug = taken.has(base) && context ? `${base}-${slugOf(context)}` : base;
  return takeUnique(taken, taken.has(slug) ? base : slug);
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
  const identifier = safeIdentifier(entry.identifier);
  return {
    // A key and an anchor: letters, digits and dashes, whatever the feed sends.
    id: String(identifier ?? entry.id ?? `group-${index}`).replace(/[^A-Za-z0-9_-]/g, '-'),
    ...(identifier && { identifier }),
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
 * The groups still running on `today`, in feed order, with the label options and sites used.
 * Descriptions may be HTML, read with a DOMParser (description-text.ts): jsdom's at build time.
 */
export function parseGroupsFeed(answers: readonly unknown[], today: CalendarDate): GroupsFeed {
  const recognised = feedPages(answers, 'groups', currentPage);
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
      const what = `group ${index}${where} of the groups feed`;
      const legacy = answer.shape === 'legacy' && entryOf(legacyGroupSchema, raw, what);
      const current = answer.shape === 'current' && entryOf(currentGroupSchema, raw, what);
      const entry = legacy ? fromLegacy(legacy) : current ? fromCurrent(current) : undefined;
      if (!entry) return;
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

export async function fetchGroupsFeed(
  url: string,
  options: BuildFeedOptions & { today: CalendarDate },
): Promise<GroupsFeed> {
  const answers = await fetchBuildFeed(url, 'groups', groupsFeedPages, options);
  return parseGroupsFeed(answers, options.today);
}
