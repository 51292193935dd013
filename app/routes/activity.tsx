import { data, useLocation } from 'react-router';
import { PageHeader, PageHeaderHeading } from '~/components/layout/page-header';
import { activityByPath } from '~/lib/activity-by-path';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/activity';

export const meta: Route.MetaFunction = ({ location }) => {
  const activity = activityByPath(location.pathname);
  return activity
    ? pageMeta({
        title: activity.name,
        description: `${activity.name} at the church: who it is for, when and where it meets, and who to contact.`,
      })
    : [];
};

export default function ActivityPage() {
  const activity = activityByPath(useLocation().pathname);
  if (!activity) throw data(null, { status: 404 });
  return (
    <PageHeader>
      <PageHeaderHeading>{activity.name}</PageHeaderHeading>
    </PageHeader>
  );
}
