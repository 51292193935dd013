import { data } from 'react-router';
import { contentAt } from './in-language.ts';
import { ActivityPage } from '../features/activities/activity-page.tsx';
import { activityGroupView } from '../features/groups/groups-view.ts';
import { feedSnapshot } from '../feeds/snapshots.server.ts';
import { activityByPath } from '../lib/activity-by-path.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/activity.ts';

export async function loader({ request }: Route.LoaderArgs) {
  const { activities, church, groupsPage, labels, path: address } = contentAt(request);
  const found = activityByPath(activities, address);
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

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const { activity, path } = loaderData;
  const { church, at } = contentAt(location);
  const page = { title: activity.name, description: activity.description };
  return pageMeta(church, page, { path: at(path) });
};

export default function ActivityRoute({ loaderData }: Route.ComponentProps) {
  return <ActivityPage {...loaderData} />;
}
