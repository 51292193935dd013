import { ArrowLeft } from 'lucide-react';
import { data, Link } from 'react-router';
import {
  PageBody,
  PageHeader,
  PageHeaderDescription,
  PageHeaderHeading,
} from '~/components/layout/page-header';
import { SubHeading } from '~/components/sections/section';
import { textLinkClass } from '~/components/ui/text-link-class';
import { sermons, sermonSeries, sermonsPage } from '~/content/data';
import { SermonList } from '~/features/sermons/sermon-summary';
import { podcastLink } from '~/features/collections/list-meta';
import { pageMeta } from '~/lib/meta';
import { itemAt } from '~/lib/paging';
import { paths } from '~/lib/paths';
import type { Route } from './+types/sermon-series';

// One page per series: its description, then its sermons in the order they were preached.
export function loader({ request }: Route.LoaderArgs) {
  const series = itemAt(sermonSeries, paths.sermonSeries, new URL(request.url).pathname);
  if (!series) throw data(null, { status: 404 });
  const inOrder = sermons
    .filter((sermon) => sermon.series?.slug === series.slug)
    .reverse()
    .map(({ slug, title, date, preacher, passage }) => ({ slug, title, date, preacher, passage }));
  return {
    series,
    sermons: inOrder,
    labels: sermonsPage.labels,
    empty: sermonsPage.empty,
    podcastTitle: sermonsPage.podcast.title,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        ...pageMeta(
          { title: loaderData.series.title, description: loaderData.series.description },
          { path: paths.sermonSeries(loaderData.series.slug) },
        ),
        podcastLink(loaderData.podcastTitle),
      ]
    : [];

export default function SermonSeriesRoute({ loaderData }: Route.ComponentProps) {
  const { series, sermons, labels, empty } = loaderData;
  return (
    <>
      <PageHeader>
        <PageHeaderHeading>{series.title}</PageHeaderHeading>
        <PageHeaderDescription>{series.description}</PageHeaderDescription>
      </PageHeader>
      <PageBody className="max-w-4xl">
        <SubHeading id="series-sermons" className="mb-6">
          {labels.seriesSermons}
        </SubHeading>
        <SermonList
          sermons={sermons}
          labels={labels}
          empty={empty}
          showSeries={false}
          headingLevel="h3"
        />
        <p className="mt-10">
          <Link to={paths.sermons} className={textLinkClass}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {labels.backLink}
          </Link>
        </p>
      </PageBody>
    </>
  );
}
