import { IntroPage, ReadingColumn } from '../../components/layout/page-header.tsx';
import { PagePhoto } from '../../components/sections/page-photo.tsx';
import { ExternalLink, Link, textLinkClass } from '../../components/ui/link.tsx';
import type { Content } from '../../content/loading/load.server.ts';
import type { ChurchFile } from '../../content/schemas/churches.ts';
import type { DateStyle } from '../../lib/format-date.ts';
import type { HeldService } from '../../lib/service-patterns.ts';
import { ServiceList } from './service-list.tsx';
import { addressLine, churchPaths, directionsOf } from '../../lib/church-paths.ts';

export type ChurchWords = NonNullable<Content['siteText']['churches']>;

/** One church of several: where it is, what to know before coming, and its own services. */
export function ChurchView({
  church,
  held,
  words,
  dateStyle,
}: {
  church: ChurchFile;
  held: HeldService[];
  words: ChurchWords;
  dateStyle: DateStyle;
}) {
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
        <section aria-labelledby="services-heading">
          <h2 id="services-heading" className="text-2xl font-semibold">
            {words.servicesHere}
          </h2>
          <div className="mt-3">
            <ServiceList held={held} dateStyle={dateStyle} none={words.none} />
          </div>
          <p className="mt-4">
            <Link to={churchPaths.calendar(church.slug)} className={textLinkClass}>
              {words.calendar}
            </Link>
          </p>
        </section>
      </ReadingColumn>
    </IntroPage>
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
