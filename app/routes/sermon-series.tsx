import {
  PageBody,
  PageHeader,
  PageHeaderDescription,
  PageHeaderHeading,
} from '~/components/layout/page-header';
import { SubHeading } from '~/components/sections/section';
import { church, sermons, sermonSeries, sermonsPage } from '~/content/data';
import { BackLink } from '~/features/collections/back-link';
import { itemPageMeta, podcastLink } from '~/features/collections/list-meta';
import { itemOf } from '~/features/collections/loaders';
import { groupPodcast } from '~/features/sermons/archive';
import { PodcastSubscribe } from '~/features/sermons/podcast-subscribe';
import { SermonList } from '~/features/sermons/sermon-summary';
import { paths } from '~/lib/paths';
import type { Route } from './+types/sermon-series';

// One page per series: its description, then its sermons in the order they were preached.
export function loader({ request }: Route.LoaderArgs) {
  const series = itemOf(sermonSeries, paths.sermonSeries, request);
  const inOrder = sermons
    .filter((sermon) => sermon.series?.slug === series.slug)
    .reverse()
    .map(({ slug, title, date, preacher, passage, passageLinks }) => ({
      slug,
      title,
      date,
      preacher,
      passage,
      passageLinks,
    }));
  return {
    series,
    sermons: inOrder,
    labels: sermonsPage.labels,
    empty: sermonsPage.empty,
    // A series with no sermons yet has no podcast (scripts/postbuild.mjs writes none).
    podcast:
      inOrder.length > 0
        ? groupPodcast(series.title, paths.seriesPodcast(series.slug), { sermonsPage, church })
        : undefined,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? itemPageMeta(church, loaderData.series, paths.sermonSeries(loaderData.series.slug)).concat(
        loaderData.podcast ? [podcastLink(loaderData.podcast.title, loaderData.podcast.path)] : [],
      )
    : [];

export default function SermonSeriesRoute({ loaderData }: Route.ComponentProps) {
  const { series, sermons, labels, empty, podcast } = loaderData;
  return (
    <>
      <PageHeader>
        <PageHeaderHeading>{series.title}</PageHeaderHeading>
        <PageHeaderDescription>{series.description}</PageHeaderDescription>
      </PageHeader>
      <PageBody className="grid items-start gap-10 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">
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
          <div className="mt-10">
            <BackLink to={paths.sermons}>{labels.backLink}</BackLink>
          </div>
        </div>
        {podcast && (
          <div className="lg:sticky lg:top-24">
            <PodcastSubscribe text={podcast.text} feedUrl={podcast.url} feedPath={podcast.path} />
          </div>
        )}
      </PageBody>
    </>
  );
}
