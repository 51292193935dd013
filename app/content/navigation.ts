import { paths } from '~/lib/paths';
import { menuLabels as links } from './data';
import type { Activity, Navigation } from './page-schemas';

// The menu, in order; its words are in content/navigation.yml. "Activities" is the dropdown
// built from the activities, in their menu groups.
export const mainNavigation = [
  { kind: 'link', label: links.home, to: paths.home },
  { kind: 'activities', label: links.activities },
  { kind: 'link', label: links.events, to: paths.events },
  { kind: 'link', label: links.giving, to: paths.giving },
  { kind: 'link', label: links.aboutUs, to: paths.aboutUs },
  { kind: 'link', label: links.getInvolved, to: paths.getInvolved, highlight: true },
] as const;

/** The dropdown's columns and links, in the order of the activities. */
export function activityMenuOf(
  activities: Record<string, Pick<Activity, 'name' | 'group'>>,
  groups: Navigation['activityGroups'],
) {
  return groups.map((group) => ({
    ...group,
    links: Object.entries(activities)
      .filter(([, activity]) => activity.group === group.id)
      .map(([slug, activity]) => ({ slug, label: activity.name, to: paths.activity(slug) })),
  }));
}
export type ActivityMenu = ReturnType<typeof activityMenuOf>;
