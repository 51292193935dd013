import {
  PageBody,
  PageHeader,
  PageHeaderDescription,
  PageHeaderHeading,
} from '~/components/layout/page-header';
import { pages } from '~/content/pages';
import { EventList } from '~/features/events/event-list';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/events';

export const meta: Route.MetaFunction = () => pageMeta(pages.events);

export default function EventsPage() {
  return (
    <>
      <PageHeader>
        <PageHeaderHeading>{pages.events.heading}</PageHeaderHeading>
        <PageHeaderDescription>{pages.events.description}</PageHeaderDescription>
      </PageHeader>
      <PageBody>
        <EventList />
      </PageBody>
    </>
  );
}
