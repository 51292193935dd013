import { activities } from '../../app/content/activities';

/** Every activity's web address and name, in menu order. */
export const activityList = Object.entries(activities).map(([slug, activity]) => ({
  slug,
  name: activity.name,
}));
