import { paths } from '../../lib/paths.ts';
import type { ChurchGroup, GroupsFeed } from '../../feeds/groups/type.ts';
import { type Weekday, weekdays } from '../../feeds/shared.ts';

// A group by day, label and site: each choice a page the build writes, shareable, no script.

export const choiceKeys = ['day', 'label', 'site'] as const;
export type ChoiceKey = (typeof choiceKeys)[number];

/** What a visitor has chosen, as slugs: "wednesday", "bible-study", "kilbride". */
export type GroupChoice = Partial<Record<ChoiceKey, string>>;

/** Monday first, as a British week is read. */
const weekOrder: Weekday[] = [1, 2, 3, 4, 5, 6, 0];

export const daySlug = (day: Weekday) => weekdays[day].toLowerCase();

/** Whether the choice shows the group: as ChurchSuite's embed, no day or every site matches all. */
export function matches(group: ChurchGroup, choice: GroupChoice): boolean {
  return (
    (!choice.day || group.day === undefined || daySlug(group.day) === choice.day) &&
    (!choice.label || group.labels.includes(choice.label)) &&
    (!choice.site || group.sites === 'all' || group.sites.includes(choice.site))
  );
}

export const groupsFor = (feed: GroupsFeed, choice: GroupChoice) =>
  feed.groups.filter((group) => matches(group, choice));

/**
 * The ways to choose, each with its values in order: those that would narrow the list. The days
 * are named in `dayNames` (the words file's, Sunday first), or by their slugs.
 */
export function dimensionsOf(feed: GroupsFeed, dayNames: readonly string[] = []) {
  const days = weekOrder
    .filter((day) => feed.groups.some((group) => group.day === day))
    .map((day) => ({ slug: daySlug(day), name: dayNames[day] ?? daySlug(day) }));
  const all = feed.groups.length;
  const narrows = (key: ChoiceKey, values: { slug: string }[]) =>
    values.some((value) => groupsFor(feed, { [key]: value.slug }).length < all);
  return [
    { key: 'day' as const, values: days },
    { key: 'label' as const, values: feed.labels },
    { key: 'site' as const, values: feed.sites.length >= 2 ? feed.sites : [] },
  ].filter(({ key, values }) => values.length > 0 && narrows(key, values));
}

export const choicePath = (choice: GroupChoice) => paths.groupsBy(choice);

const chosenKeys = (choice: GroupChoice) => choiceKeys.filter((key) => choice[key]);

/** The most choice pages a build writes: some dozens are usual; a hostile feed could make more. */
export const maxChoicePages = 150;

/** The pages the build writes: every choice that shows a group, simplest first, at most `max`. */
export function choicePages(feed: GroupsFeed, max = maxChoicePages): GroupChoice[] {
  const dimensions = dimensionsOf(feed);
  const [days = [], labels = [], sites = []] = choiceKeys.map((key) => [
    undefined,
    ...(dimensions.find((dimension) => dimension.key === key)?.values ?? []).map((v) => v.slug),
  ]);
  const all: GroupChoice[] = [];
  for (const day of days)
    for (const label of labels)
      for (const site of sites) {
        const choice: GroupChoice = {
          ...(day && { day }),
          ...(label && { label }),
          ...(site && { site }),
        };
        if (chosenKeys(choice).length > 0 && groupsFor(feed, choice).length > 0) all.push(choice);
      }
  // Sorting is stable: of as many choices, the first found stays first.
  return all.sort((a, b) => chosenKeys(a).length - chosenKeys(b).length).slice(0, max);
}

/** The choice of `pages` an address after /groups/ names; undefined (a 404) for any other. */
export function choiceAt(rest: string, pages: GroupChoice[]): GroupChoice | undefined {
  const wanted = `${paths.groups}/${rest.replace(/^\/+|\/+$/g, '')}`;
  return pages.find((choice) => choicePath(choice) === wanted);
}

/** Each way's values as links from the page of `choice`, first `anyName`, which unchooses it. */
export function choiceLinks(
  feed: GroupsFeed,
  choice: GroupChoice,
  pages: GroupChoice[],
  anyName: string,
  dayNames: readonly string[],
) {
  const written = new Set([paths.groups, ...pages.map(choicePath)]);
  return dimensionsOf(feed, dayNames).map(({ key, values }) => ({
    key,
    links: [{ slug: undefined, name: anyName }, ...values].map(({ slug, name }) => {
      const target = { ...choice, [key]: slug };
      const path = choicePath(target);
      const count = groupsFor(feed, target).length;
      return {
        ...(slug && { slug }),
        name,
        // Absent when that choice shows no group or has no page.
        ...(count > 0 && written.has(path) && { path }),
        count,
        current: choice[key] === slug,
      };
    }),
  }));
}

/** The chosen values' names, in the ways' order: ["Wednesday", "Bible study"]. */
export function chosenNames(
  feed: GroupsFeed,
  choice: GroupChoice,
  dayNames: readonly string[],
): string[] {
  return dimensionsOf(feed, dayNames).flatMap(({ key, values }) => {
    const found = values.find((value) => value.slug === choice[key]);
    return found ? [found.name] : [];
  });
}

/** One value's link in the choice: where it goes and how many groups that shows. */
export type ChoiceLink = ReturnType<typeof choiceLinks>[number]['links'][number];
