import { data } from 'react-router';
import { contentAt } from './in-language.ts';
import { ChurchView } from '../features/churches/church-view.tsx';
import { eventDateWords, eventWhen } from '../features/events/event-dates.ts';
import { dateWordsOf } from '../lib/format-date.ts';
import { sortByStart } from '../features/events/sort-events.ts';
import { hasLink } from '../feeds/events/type.ts';
import { feedSnapshot } from '../feeds/snapshots.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { addressLine, churchPaths } from '../lib/church-paths.ts';
import type { Route } from './+types/church.ts';

/** How many of its next events and latest sermons a church's page lists before its links on. */
const listed = 5;

export async function loader({ params, request }: Route.LoaderArgs) {
  const { church, churches, eventsText, several, sermons, sermonsPage, siteText, typedEvents } =
    contentAt(request);
  const one = churches.find((each) => each.slug === params.slug);
  if (!several || !one) throw data(null, { status: 404 });
  const { places, words, services } = several;
  // The events as the build read them that morning, those at this church.
  const snapshot = await feedSnapshot('events', church, typedEvents, places);
  const events = sortByStart(snapshot?.events ?? []).filter((event) => event.church === one.slug);
  const preached = sermons.filter((sermon) => sermon.church === one.slug);
  return {
    one,
    words,
    held: services.held.filter((service) => service.church === one.slug),
    events: events.slice(0, listed).map((event) => ({
      id: event.id,
      // A cancelled one says so in words first, as on What's On.
      name: event.cancelled ? `${eventsText.cancelled}: ${event.name}` : event.name,
      when: eventWhen(event, true, eventDateWords(dateWordsOf(siteText.dates, church)))[0],
      ...(hasLink(event.detailsUrl) && { url: event.detailsUrl }),
    })),
    sermons: { list: preached.slice(0, listed), labels: sermonsPage.labels },
    page: { title: one.name, description: `${one.name}, ${addressLine(one)}.` },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const { church, at } = contentAt(location);
  return pageMeta(church, loaderData.page, { path: at(churchPaths.church(loaderData.one.slug)) });
};

export default function ChurchRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ChurchView
      church={loaderData.one}
      held={loaderData.held}
      events={loaderData.events}
      sermons={loaderData.sermons}
      words={loaderData.words}
    />
  );
}
