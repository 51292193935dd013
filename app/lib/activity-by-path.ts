import type { Activity } from '~/content/schemas/activity';
import { paths } from './paths';

/** The activity whose page is at this path ("/activities/pw" or "/activities/pw/"), and its path. */
export function activityByPath(activities: Record<string, Activity>, pathname: string) {
  const clean = pathname.replace(/\/+$/, '');
  for (const [slug, activity] of Object.entries(activities)) {
    if (paths.activity(slug) === clean) return { activity, path: clean };
  }
  return undefined;
}
