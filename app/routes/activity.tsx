import { data } from 'react-router';
import { activities, church, groupsPage, labels } from '../content/data.ts';
import { ActivityPage } from '../features/activities/activity-page.tsx';
import { activityGroupView } from '../features/groups/groups-view.ts';
import { feedSnapshot } from '../feeds/snapshots.server.ts';
import { activityByPath } from '../lib/activity-by-path.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/activity.ts';

export async function loader({ request }: Route.LoaderArgs) {
  const found = activityByPath(activities, new URL(request.url).pathname);
  if (!found) throw data(null, { status: 404 });
  // A ChurchSuite group's sign-up needs ChurchSuite: without it the activity has none.
  const { churchSuite } = church;
  const identifier = found.activity.churchSuiteGroup;
  const group = churchSuite &&
    identifier && {
      ...activityGroupView(identifier, await feedSnapshot('groups', church), churchSuite.account),
      words: groupsPage.signUp,
    };
  return { ...found, labels, group: group || undefined };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { activity, path } = loaderData;
  return pageMeta(church, { title: activity.name, description: activity.description }, { path });
};

export default function ActivityRoute({ loaderData }: Route.ComponentProps) {
  return <ActivityPage {...loaderData} />;
}
