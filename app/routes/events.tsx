import { IntroPage } from '../components/layout/page-header.tsx';
import { Island, type PageHandle } from '../components/island.tsx';
import { contentAt } from './in-language.ts';
import { EventList } from '../features/events/event-list.tsx';
import { feedCheckOf } from '../feeds/events/live-answer.ts';
import { calendarWritten } from '../feeds/snapshots.ts';
import {
  SubscribeToCalendar,
  SubscribeToCalendarLink,
} from '../features/events/subscribe-to-calendar.tsx';
import { pageMeta } from '../lib/meta.ts';
import { paths } from '../lib/paths.ts';
import type { Route } from './+types/events.ts';
import { eventsIslandProps } from './events-island.server.ts';

export async function loader({ request }: Route.LoaderArgs) {
  const content = contentAt(request);
  const { calendarText, church, pages } = content;
  return {
    page: pages.events,
    events: await eventsIslandProps(content),
    subscribe: { text: calendarText, siteUrl: church.siteUrl },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const { church, at } = contentAt(location);
  return loaderData ? pageMeta(church, loaderData.page, { path: at(paths.events) }) : [];
};

export const handle = { islands: true } satisfies PageHandle;

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const { page, events, subscribe } = loaderData;
  const calendar = calendarWritten(events.snapshot);
  return (
    <IntroPage {...page} extra={calendar && <SubscribeToCalendarLink text={subscribe.text} />}>
      <Island
        name="event-list"
        component={EventList}
        props={events}
        check={feedCheckOf(events, 'stay')}
      />
      {/* The calendar file exists only when the build could read the feed. */}
      {calendar && <SubscribeToCalendar {...subscribe} />}
    </IntroPage>
  );
}
