import type { Activity } from '../content/schemas/activity.ts';
import { paths } from './paths.ts';

/** The activity whose page is at this path ("/activities/pw" or "/activities/pw/"), and its path. */
export function activityByPath(activities: Record<string, Activity>, pathname: string) {
  const path = pathname.replace(/\/+$/, '');
  const found = Object.entries(activities).find(([slug]) => paths.activity(slug) === path);
  return found && { activity: found[1], path };
}
