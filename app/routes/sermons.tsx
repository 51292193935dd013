import { IntroPage } from '../components/layout/page-header.tsx';
import { useSite } from '../components/site-context.tsx';
import { contentAt } from './in-language.ts';
import { churchPaths } from '../lib/church-paths.ts';
import { listPageMeta, listPageOf, podcastLink } from '../features/collections/route-parts.ts';
import { Pagination } from '../features/collections/pagination.tsx';
import { sermonWays } from '../content/loading/sermon-groups.ts';
import { SermonList } from '../features/sermons/sermon-summary.tsx';
import { paths } from '../lib/paths.ts';
import { absoluteUrl } from '../lib/site-url.ts';
import type { Route } from './+types/sermons.ts';
import { FindASermon, PodcastSubscribe } from '../features/sermons/sermon-list-layout.tsx';

export function loader({ request }: Route.LoaderArgs) {
  const content = contentAt(request);
  const { church, churches, pages, paging, several, sermons, sermonsPage, at } = content;
  const { path, paged } = listPageOf(sermons, paths.sermons, content.path);
  return {
    page: pages.sermons,
    text: { intro: sermonsPage.intro, empty: sermonsPage.empty, subscribe: sermonsPage.subscribe },
    labels: sermonsPage.labels,
    ways: {
      heading: sermonsPage.browse.heading,
      links: sermonWays.map((way) => ({
        to: paths.sermonWays[way],
        label: sermonsPage.browse[way].link,
      })),
    },
    // A site of several churches: each church's sermons, for those that name one.
    ...(several && {
      byChurch: {
        heading: several.words.sermonsAt,
        links: churches
          .filter(({ slug }) => sermons.some((sermon) => sermon.church === slug))
          .map(({ slug, name }) => ({ to: churchPaths.sermons(slug), label: name })),
      },
    }),
    podcast: {
      title: sermonsPage.podcast.title,
      url: absoluteUrl(church.siteUrl, at(paths.podcast)),
    },
    paging,
    path,
    paged,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const { church, at } = contentAt(location);
  const head = listPageMeta({ church, ...loaderData, path: at(loaderData.path) });
  return [...head, podcastLink(loaderData.podcast.title, at(paths.podcast))];
};

export default function SermonsRoute({ loaderData }: Route.ComponentProps) {
  const { page, text, labels, paged, paging, podcast, ways, byChurch } = loaderData;
  return (
    <IntroPage
      {...page}
      description={text.intro}
      className="grid items-start gap-10 lg:grid-cols-[1fr_20rem]"
    >
      <div className="min-w-0">
        <SermonList sermons={paged.items} labels={labels} empty={text.empty} />
        <Pagination paged={paged} labels={paging} />
      </div>
      <div className="space-y-8 lg:sticky lg:top-24">
        <FindASermon {...ways} />
        {byChurch && byChurch.links.length > 0 && (
          <FindASermon {...byChurch} id="sermons-by-church" />
        )}
        <PodcastSubscribe
          text={text.subscribe}
          feedUrl={podcast.url}
          feedPath={useSite().at(paths.podcast)}
        />
      </div>
    </IntroPage>
  );
}
