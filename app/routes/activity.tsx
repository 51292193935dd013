import { data, useLocation } from 'react-router';
import { activities } from '~/content/activities';
import { activityFacts } from '~/content/activity-facts';
import type { Activity, ActivityFacts } from '~/content/page-schemas';
import { ActivityPage } from '~/features/activities/activity-page';
import { activityByPath } from '~/lib/activity-by-path';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/activity';

// One module renders every activity page; routes.ts gives each slug its own prerendered route.
const content: Record<string, Activity> = activities;
const facts: Record<string, ActivityFacts> = activityFacts;

function activityAt(pathname: string) {
  const entry = activityByPath(pathname);
  const activity = entry && content[entry.slug];
  const activityFactsEntry = entry && facts[entry.slug];
  return entry && activity && activityFactsEntry
    ? { name: entry.name, activity, facts: activityFactsEntry }
    : undefined;
}

export const meta: Route.MetaFunction = ({ location }) => {
  const page = activityAt(location.pathname);
  return page ? pageMeta({ title: page.name, description: page.activity.description }) : [];
};

export default function ActivityRoute() {
  const page = activityAt(useLocation().pathname);
  if (!page) throw data(null, { status: 404 });
  return <ActivityPage {...page} />;
}
