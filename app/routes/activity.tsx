import { data } from 'react-router';
import { activities } from '~/content/activities';
import { activityFacts } from '~/content/activity-facts';
import type { Activity, ActivityFacts } from '~/content/page-schemas';
import { ActivityPage } from '~/features/activities/activity-page';
import { activityByPath } from '~/lib/activity-by-path';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/activity';

// One module renders every activity page; routes.ts gives each slug its own prerendered route.
// The loader runs only when the page is prerendered, so each page ships its own activity's
// words and not all eleven.
const content: Record<string, Activity> = activities;
const facts: Record<string, ActivityFacts> = activityFacts;

export function loader({ request }: Route.LoaderArgs) {
  const entry = activityByPath(new URL(request.url).pathname);
  const activity = entry && content[entry.slug];
  const activityFactsEntry = entry && facts[entry.slug];
  if (!entry || !activity || !activityFactsEntry) throw data(null, { status: 404 });
  return { name: entry.name, activity, facts: activityFactsEntry };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({ title: loaderData.name, description: loaderData.activity.description })
    : [];

export default function ActivityRoute({ loaderData }: Route.ComponentProps) {
  return <ActivityPage {...loaderData} />;
}
