import {
  PageBody,
  PageHeader,
  PageHeaderDescription,
  PageHeaderHeading,
} from '~/components/layout/page-header';
import { pages } from '~/content/data';
import { EventList } from '~/features/events/event-list';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import type { Route } from './+types/events';

// Words arrive with the prerendered HTML through the loader, not in the page's JavaScript.
export const loader = () => ({ page: pages.events });

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.page, { path: paths.events }) : [];

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageHeader>
        <PageHeaderHeading>{page.heading}</PageHeaderHeading>
        <PageHeaderDescription>{page.description}</PageHeaderDescription>
      </PageHeader>
      <PageBody>
        <EventList />
      </PageBody>
    </>
  );
}
