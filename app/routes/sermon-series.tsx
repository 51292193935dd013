import { SubHeading } from '../components/sections/section.tsx';
import { contentAt } from './in-language.ts';
import { itemOf, itemPageMeta } from '../features/collections/route-parts.ts';
import { groupPodcast } from '../features/sermons/archive.ts';
import { podcastLinks, SermonListLayout } from '../features/sermons/sermon-list-layout.tsx';
import { SermonList } from '../features/sermons/sermon-summary.tsx';
import { paths } from '../lib/paths.ts';
import type { Route } from './+types/sermon-series.ts';

// One page per series: its description, then its sermons in the order they were preached.
export function loader({ request }: Route.LoaderArgs) {
  const { church, sermons, sermonSeries, sermonsPage, path, at } = contentAt(request);
  const series = itemOf(sermonSeries, paths.sermonSeries, path);
  const inOrder = sermons.filter((sermon) => sermon.series?.slug === series.slug).reverse();
  return {
    series,
    sermons: inOrder,
    labels: sermonsPage.labels,
    empty: sermonsPage.empty,
    // A series with no sermons yet has no podcast (app/pipeline/news-and-podcasts.ts writes none).
    podcast:
      inOrder.length > 0
        ? groupPodcast(series.title, at(paths.seriesPodcast(series.slug)), { sermonsPage, church })
        : undefined,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const { church, at } = contentAt(location);
  const path = at(paths.sermonSeries(loaderData.series.slug));
  return itemPageMeta(church, loaderData.series, path).concat(podcastLinks(loaderData.podcast));
};

export default function SermonSeriesRoute({ loaderData }: Route.ComponentProps) {
  const { series, sermons, labels, empty, podcast } = loaderData;
  return (
    <SermonListLayout
      heading={series.title}
      description={series.description}
      back={{ to: paths.sermons, text: labels.backLink }}
      podcast={podcast}
    >
      <SubHeading id="series-sermons" className="mb-6">
        {labels.seriesSermons}
      </SubHeading>
      <SermonList sermons={sermons} labels={labels} empty={empty} inSeries />
    </SermonListLayout>
  );
}
