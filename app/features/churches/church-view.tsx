import type { ReactNode } from 'react';
import { IntroPage, ReadingColumn } from '../../components/layout/page-header.tsx';
import { PagePhoto } from '../../components/sections/page-photo.tsx';
import { ExternalLink, Link, textLinkClass } from '../../components/ui/link.tsx';
import type { Content } from '../../content/loading/load.server.ts';
import type { ChurchFile } from '../../content/schemas/churches.ts';
import type { HeldService } from '../../lib/service-patterns.ts';
import { ServiceList } from './service-list.tsx';
import type { SermonLabels } from '../../content/types.ts';
import { SermonList, type SermonSummaryData } from '../sermons/sermon-summary.tsx';
import type { ShownTime } from '../events/event-dates.ts';
import { churchChoiceId } from '../events/event-churches.tsx';
import { paths } from '../../lib/paths.ts';
import { addressLine, churchPaths, directionsOf } from '../../lib/church-paths.ts';

/** A church's next events (from the build's reading) and latest sermons, for its page. */
export interface ChurchPageData {
  events: { id: string; name: string; when: ShownTime; url?: string }[];
  sermons: { list: SermonSummaryData[]; labels: SermonLabels };
}

export type ChurchWords = NonNullable<Content['several']>['words'];

/** One church of several: where it is, what to know before coming, and its own services. */
export function ChurchView({
  church,
  held,
  events,
  sermons,
  words,
}: {
  church: ChurchFile;
  held: HeldService[];
  words: ChurchWords;
} & ChurchPageData) {
  const { access } = church;
  const facts: [string, string][] = [
    [words.stepFree, access.stepFree ? words.yes : words.no],
    [words.hearingLoop, access.hearingLoop ? words.yes : words.no],
    [words.toilets, access.toilets ? words.yes : words.no],
    ...(access.parking ? [[words.parking, access.parking] as [string, string]] : []),
  ];
  return (
    <IntroPage heading={church.name} description={addressLine(church)}>
      <ReadingColumn className="space-y-8 text-lg">
        {church.photo && <PagePhoto photo={church.photo} />}
        <p>
          <ExternalLink href={directionsOf(church)} className={textLinkClass}>
            {words.directions}
          </ExternalLink>
        </p>
        {church.about && <p>{church.about}</p>}
        <section aria-labelledby="visiting-heading">
          <h2 id="visiting-heading" className="text-2xl font-semibold">
            {words.visiting}
          </h2>
          <dl className="mt-3 space-y-2">
            {facts.map(([label, value]) => (
              <div key={label} className="flex flex-wrap gap-2">
                <dt className="font-semibold">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <ChurchSection
          id="services"
          heading={words.servicesHere}
          more={{ to: churchPaths.calendar(church.slug), text: words.calendar }}
        >
          <ServiceList held={held} none={words.none} />
        </ChurchSection>
        {/* Its next events and latest sermons, each list only when it has any. */}
        {events.length > 0 && (
          <ChurchSection
            id="events"
            heading={words.eventsHere}
            more={{
              to: `${paths.events}#${churchChoiceId(church.slug)}`,
              text: words.allEventsHere,
            }}
          >
            <ul data-slot="church-events" className="space-y-3">
              {events.map((event) => (
                <li key={event.id}>
                  <time dateTime={event.when.dateTime} className="block text-base text-stone-700">
                    {event.when.text}
                  </time>
                  {event.url ? (
                    <ExternalLink href={event.url} className={textLinkClass}>
                      {event.name}
                    </ExternalLink>
                  ) : (
                    <span>{event.name}</span>
                  )}
                </li>
              ))}
            </ul>
          </ChurchSection>
        )}
        {sermons.list.length > 0 && (
          <ChurchSection
            id="sermons"
            heading={`${words.sermonsAt} ${church.name}`}
            more={{ to: churchPaths.sermons(church.slug), text: words.allSermonsHere }}
          >
            <SermonList sermons={sermons.list} labels={sermons.labels} empty="" inSeries />
          </ChurchSection>
        )}
      </ReadingColumn>
    </IntroPage>
  );
}

/** One part of a church's page: its heading, its list, and a link on to the rest. */
function ChurchSection({
  id,
  heading,
  more,
  children,
}: {
  id: string;
  heading: string;
  more: { to: string; text: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-2xl font-semibold">
        {heading}
      </h2>
      <div className="mt-3">{children}</div>
      <p className="mt-4">
        <Link to={more.to} className={textLinkClass}>
          {more.text}
        </Link>
      </p>
    </section>
  );
}

/** Every church of several, in name order, each with its address and a link to its page. */
export function ChurchesView({
  churches,
  words,
}: {
  churches: Content['churches'];
  words: ChurchWords;
}) {
  return (
    <IntroPage heading={words.title} description={words.description}>
      <ul className="grid gap-6 sm:grid-cols-2">
        {churches.map((church) => (
          <li key={church.slug} className="rounded-xl border border-brand-100 bg-white p-6">
            <h2 className="text-xl font-semibold">
              <Link to={churchPaths.church(church.slug)} className={textLinkClass}>
                {church.name}
              </Link>
            </h2>
            <p className="mt-2 text-stone-800">{addressLine(church)}</p>
          </li>
        ))}
      </ul>
    </IntroPage>
  );
}
