import { activities } from '~/content/data';
import { paths } from './paths';

/** The activity whose page is at this path ("/activities/pw" or "/activities/pw/"). */
export function activityByPath(pathname: string) {
  const clean = pathname.replace(/\/+$/, '');
  const slug = Object.keys(activities).find((key) => paths.activity(key) === clean);
  return slug ? activities[slug as keyof typeof activities] : undefined;
}
