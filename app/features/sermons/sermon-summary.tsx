import { Fragment } from 'react';
import { Link, ExternalLink, textLinkClass } from '../../components/ui/link.tsx';
import type { Sermon, SermonLabels } from '../../content/types.ts';
import { ItemTitle } from '../collections/item-parts.tsx';
import { ContentDate } from '../../components/ui/content-date.tsx';
import { cn } from '../../lib/cn.ts';
import { paths } from '../../lib/paths.ts';
import { summarySlots } from '../../lib/search-index.ts';

export type SermonSummaryData = Pick<
  Sermon,
  'slug' | 'title' | 'date' | 'preacher' | 'passage' | 'passageLinks' | 'series'
>;

/** A sermon's facts; its series links to the series' page, unless shown on that page. */
export function SermonFacts({
  sermon,
  labels,
  showSeries = true,
  indexed = false,
}: {
  sermon: SermonSummaryData;
  labels: SermonLabels;
  showSeries?: boolean;
  /** On its own page: the index weighs the passage most and files it under its preacher. */
  indexed?: boolean;
}) {
  const facts = [
    { label: labels.date, value: <ContentDate date={sermon.date} /> },
    {
      label: labels.passage,
      value: (
        <span data-slot="passage" data-pagefind-weight={indexed ? '10' : undefined}>
          {sermon.passageLinks.map(({ text, href, inFull }, index) =>
            href ? (
              <ExternalLink
                key={index}
                href={href}
                className={textLinkClass}
                // "1 Thess. 4" in full on hover, and for the search to find.
                {...(inFull && { title: inFull, 'data-pagefind-index-attrs': 'title' })}
              >
                {text}
              </ExternalLink>
            ) : (
              <Fragment key={index}>{text}</Fragment>
            ),
          )}
        </span>
      ),
    },
    {
      label: labels.preacher,
      value: indexed ? (
        <span data-pagefind-filter="preacher">{sermon.preacher}</span>
      ) : (
        sermon.preacher
      ),
    },
    ...(showSeries && sermon.series
      ? [
          {
            label: labels.series,
            value: (
              <Link
                to={paths.sermonSeries(sermon.series.slug)}
                className={cn(textLinkClass, 'font-semibold')}
              >
                {sermon.series.title}
              </Link>
            ),
          },
        ]
      : []),
  ];
  return (
    <dl data-slot="sermon-facts" className="flex flex-wrap gap-x-6 gap-y-1 text-stone-700">
      {facts.map(({ label, value }) => (
        <div key={label} className="flex flex-wrap gap-x-1.5">
          <dt className="text-stone-600">{label}:</dt>{' '}
          <dd className="font-medium text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function SermonList({
  sermons,
  labels,
  empty,
  inSeries = false,
}: {
  sermons: SermonSummaryData[];
  labels: SermonLabels;
  empty: string;
  /** On a series' page: each under the page's heading (an h3), its series not named again. */
  inSeries?: boolean;
}) {
  if (sermons.length === 0) return <p className="text-lg text-stone-700">{empty}</p>;
  return (
    <ul data-slot="sermon-list" className="divide-y divide-stone-200">
      {sermons.map((sermon) => (
        <li key={sermon.slug} className="py-5 first:pt-0">
          <article data-slot={summarySlots.sermon}>
            <ItemTitle as={inSeries ? 'h3' : 'h2'} to={paths.sermon(sermon.slug)}>
              {sermon.title}
            </ItemTitle>
            <div className="mt-2">
              <SermonFacts sermon={sermon} labels={labels} showSeries={!inSeries} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
