import { PageBody } from '~/components/layout/page-header';
import { PageIntro } from '~/components/sections/page-intro';
import { Island, type PageHandle } from '~/components/island';
import { calendarText, church, pages } from '~/content/data';
import { EventList } from '~/features/events/event-list';
import { feedCheckOf } from '~/feeds/events/live-answer';
import { calendarWritten } from '~/feeds/snapshots';
import {
  SubscribeToCalendar,
  SubscribeToCalendarLink,
} from '~/features/events/subscribe-to-calendar';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import type { Route } from './+types/events';
import { eventsIslandProps } from './events-island.server';

// As on the home page, the words and the events the build read come with the HTML.
export async function loader() {
  return {
    page: pages.events,
    events: await eventsIslandProps(),
    subscribe: { text: calendarText, siteUrl: church.siteUrl },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(church, loaderData.page, { path: paths.events }) : [];

export const handle = { islands: true } satisfies PageHandle;

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const { page, events, subscribe } = loaderData;
  const calendar = calendarWritten(events.snapshot);
  return (
    <>
      <PageIntro {...page}>
        {calendar && <SubscribeToCalendarLink text={subscribe.text} />}
      </PageIntro>
      <PageBody>
        <Island
          name="event-list"
          component={EventList}
          props={events}
          check={feedCheckOf(events, 'stay')}
        />
        {/* The calendar file exists only when the build could read the feed. */}
        {calendar && <SubscribeToCalendar {...subscribe} />}
      </PageBody>
    </>
  );
}
