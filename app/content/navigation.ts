import { paths } from '~/lib/paths';
import type { Activity } from './page-schemas';

// The menu, in order. "Activities" is the dropdown built from activities.ts.
export const mainNavigation = [
  { kind: 'link', label: 'Home', to: paths.home },
  { kind: 'activities', label: 'Activities' },
  { kind: 'link', label: 'Events', to: paths.events },
  { kind: 'link', label: 'Giving', to: paths.giving },
  { kind: 'link', label: 'About Us', to: paths.aboutUs },
  { kind: 'link', label: 'Get Involved', to: paths.getInvolved, highlight: true },
] as const;

/** The dropdown's two columns, by each activity's "group". */
const activityGroups = [
  { id: 'activities', label: 'Activities' },
  { id: 'young-people', label: 'Young People' },
] as const satisfies readonly { id: Activity['group']; label: string }[];

/** The dropdown's columns and links, in the order of activities.ts. */
export function activityMenuOf(activities: Record<string, Pick<Activity, 'name' | 'group'>>) {
  return activityGroups.map((group) => ({
    ...group,
    links: Object.entries(activities)
      .filter(([, activity]) => activity.group === group.id)
      .map(([slug, activity]) => ({ slug, label: activity.name, to: paths.activity(slug) })),
  }));
}
export type ActivityMenu = ReturnType<typeof activityMenuOf>;
