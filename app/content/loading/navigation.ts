import { paths } from '../../lib/paths.ts';
import type { SiteLink } from './church-pages.server.ts';
import type { Activity } from '../schemas/activity.ts';
import type { Navigation } from '../schemas/navigation.ts';

/** The Activities dropdown: each group's activities in order, then its pages; no empty group. */
export function activityMenuOf(
  activities: Record<string, Pick<Activity, 'name' | 'group'>>,
  groups: Navigation['activityGroups'],
  groupPages: Record<string, SiteLink[]> = {},
) {
  return groups
    .map((group) => ({
      ...group,
      links: [
        ...Object.entries(activities)
          .filter(([, activity]) => activity.group === group.id)
          .map(([slug, activity]) => ({ slug, label: activity.name, to: paths.activity(slug) })),
        ...(groupPages[group.id] ?? []).map(({ to, label }) => ({ slug: to.slice(1), label, to })),
      ],
    }))
    .filter((group) => group.links.length > 0);
}
export type ActivityMenu = ReturnType<typeof activityMenuOf>;
