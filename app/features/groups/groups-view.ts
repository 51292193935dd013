import { churchSuiteUrls } from '../../lib/churchsuite.ts';
import type { ChurchGroup } from '../../feeds/groups/type.ts';
import { clip, londonDate } from '../../feeds/shared.ts';
import {
  choiceLinks,
  choicePages,
  chosenNames,
  type GroupChoice,
  groupsFor,
} from './group-choices.ts';
import { signUpState } from './sign-up.ts';
import type { GroupsSnapshot } from '../../feeds/snapshots.ts';

/** A group as its card shows it: its ChurchSuite page, its sign-up decided on `today`. */
export type GroupView = ReturnType<typeof groupView>;
/** What /groups shows for one choice, decided at build time from the build's reading. */
export type GroupsView = ReturnType<typeof groupsView>;

export function groupView(
  group: ChurchGroup,
  {
    account,
    today,
    labels,
    sites,
  }: {
    account: string;
    today: string;
    labels: Map<string, string>;
    sites?: Map<string, string>;
  },
) {
  const { signUp, labels: labelSlugs, sites: siteSlugs, ...rest } = group;
  return {
    ...rest,
    ...(group.identifier && { url: churchSuiteUrls(account).group(group.identifier) }),
    joining: signUpState(signUp, today),
    labels: labelSlugs.flatMap((slug) => labels.get(slug) ?? []),
    sites: sites && siteSlugs !== 'all' ? siteSlugs.flatMap((slug) => sites.get(slug) ?? []) : [],
  };
}

/** The page of one choice: its groups, the ways to choose on from it, what is chosen. */
export function groupsView(
  { feed, takenAt }: GroupsSnapshot,
  choice: GroupChoice,
  { account, anyName, dayNames }: { account: string; anyName: string; dayNames: readonly string[] },
) {
  const today = londonDate(takenAt);
  const labels = new Map(feed.labels.map((value) => [value.slug, value.name]));
  // Sites are worth naming on a card only where the church has several.
  const sites =
    feed.sites.length >= 2
      ? new Map(feed.sites.map((value) => [value.slug, value.name]))
      : undefined;
  return {
    groups: groupsFor(feed, choice).map((group) =>
      groupView(group, { account, today, labels, sites }),
    ),
    total: feed.groups.length,
    choice,
    chosen: chosenNames(feed, choice, dayNames),
    ways: choiceLinks(feed, choice, choicePages(feed), anyName, dayNames),
    takenAt,
  };
}

/** An activity's group, by its identifier: its page always, its sign-up when the reading has it. */
export function activityGroupView(
  identifier: string,
  snapshot: GroupsSnapshot | null,
  account: string,
): { url: string; group?: GroupView; takenAt?: number } {
  const url = churchSuiteUrls(account).group(identifier);
  const found = snapshot?.feed.groups.find((group) => group.identifier === identifier);
  if (!snapshot || !found) return { url };
  const labels = new Map(snapshot.feed.labels.map((value) => [value.slug, value.name]));
  return {
    url,
    group: groupView(found, { account, today: londonDate(snapshot.takenAt), labels }),
    takenAt: snapshot.takenAt,
  };
}

/** A choice's page title, "Wednesday – Find a Group", within `room` letters, else the choice. */
export function choiceTitle(chosen: string[], pageTitle: string, room: number): string {
  if (chosen.length === 0) return pageTitle;
  const names = chosen.join(', ');
  const full = `${names} – ${pageTitle}`;
  return full.length <= room ? full : clip(names, room);
}
