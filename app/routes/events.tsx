import {
  PageBody,
  PageHeader,
  PageHeaderDescription,
  PageHeaderHeading,
} from '~/components/layout/page-header';
import { pages } from '~/content/data';
import { EventList } from '~/features/events/event-list';
import { eventsSnapshot } from '~/features/events/snapshot.server';
import {
  SubscribeToCalendar,
  SubscribeToCalendarLink,
} from '~/features/events/subscribe-to-calendar';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import type { Route } from './+types/events';

// Words arrive with the prerendered HTML through the loader, not in the page's JavaScript,
// and so do the events the build read from the feed (features/events/snapshot.server.ts).
export const loader = async () => ({ page: pages.events, events: await eventsSnapshot() });

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.page, { path: paths.events }) : [];

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const { page, events } = loaderData;
  return (
    <>
      <PageHeader>
        <PageHeaderHeading>{page.heading}</PageHeaderHeading>
        <PageHeaderDescription>{page.description}</PageHeaderDescription>
        {events && <SubscribeToCalendarLink />}
      </PageHeader>
      <PageBody>
        <EventList snapshot={events} />
        {/* The calendar file exists only when the build could read the feed. */}
        {events && <SubscribeToCalendar />}
      </PageBody>
    </>
  );
}
