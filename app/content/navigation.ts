import { paths } from '~/lib/paths';
import { activityGroups, activityIndex } from './activity-index';

// The menu, in order. "Activities" is the dropdown built from activity-index.ts.
export const mainNavigation = [
  { kind: 'link', label: 'Home', to: paths.home },
  { kind: 'activities', label: 'Activities' },
  { kind: 'link', label: 'Events', to: paths.events },
  { kind: 'link', label: 'Giving', to: paths.giving },
  { kind: 'link', label: 'About Us', to: paths.aboutUs },
  { kind: 'link', label: 'Get Involved', to: paths.getInvolved, highlight: true },
] as const;

/** The dropdown's two columns: "Activities" and "Young People". */
export const activityMenu = activityGroups.map((group) => ({
  ...group,
  links: activityIndex
    .filter((activity) => activity.group === group.id)
    .map((activity) => ({ label: activity.name, to: paths.activity(activity.slug) })),
}));
