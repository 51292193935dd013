import { activityIndex } from '~/content/activity-index';
import { paths } from './paths';

/** The activity whose page is at this path ("/activities/pw" or "/activities/pw/"). */
export function activityByPath(pathname: string) {
  const clean = pathname.replace(/\/+$/, '');
  return activityIndex.find((activity) => paths.activity(activity.slug) === clean);
}
