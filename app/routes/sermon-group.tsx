import { data } from 'react-router';
import {
  PageBody,
  PageHeader,
  PageHeaderDescription,
  PageHeaderHeading,
} from '~/components/layout/page-header';
import { church, paging, sermons, sermonSeries, sermonsPage } from '~/content/data';
import { groupPerPage } from '~/content/loading/sermon-groups';
import { BackLink } from '~/features/collections/back-link';
import { listPageMeta, podcastLink } from '~/features/collections/list-meta';
import { listPageOf } from '~/features/collections/loaders';
import { Pagination } from '~/features/collections/pagination';
import { archive, countOf, groupPodcast } from '~/features/sermons/archive';
import { PodcastSubscribe } from '~/features/sermons/podcast-subscribe';
import { SermonList, summaryOf } from '~/features/sermons/sermon-summary';
import { paths } from '~/lib/paths';
import type { Route } from './+types/sermon-group';

const ways = ['preachers', 'books', 'years'] as const;

// The sermons of one preacher, one book of the Bible or one year, newest first, thirty to a
// page (/sermons/preachers/{slug}, /sermons/books/{slug}, /sermons/years/{year}, and
// {list}/page/{n}); a preacher's list has a podcast of its own.
export function loader({ request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname.replace(/\/+$/, '');
  const way = ways.find((w) => pathname.startsWith(`${paths.sermonWays[w]}/`));
  const group = way
    ? archive({ sermons, sermonSeries })[way].find(
        (g) => pathname === g.path || pathname.startsWith(`${g.path}/page/`),
      )
    : undefined;
  if (!way || !group) throw data(null, { status: 404 });
  const { path, paged } = listPageOf(group.sermons, group.path, request, groupPerPage);
  const { browse, labels, empty } = sermonsPage;
  const heading = `${browse[way].list} ${group.name}`;
  return {
    path,
    heading,
    count: countOf(group.sermons.length, browse),
    way: { path: paths.sermonWays[way], link: browse[way].heading },
    labels,
    empty,
    paging,
    paged: {
      ...paged,
      items: paged.items.map(summaryOf),
    },
    podcast:
      way === 'preachers'
        ? groupPodcast(heading, paths.preacherPodcast(group.slug), { sermonsPage, church })
        : undefined,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        ...listPageMeta({
          church,
          page: {
            title: loaderData.heading,
            description: `${loaderData.heading} (${loaderData.count})`,
          },
          paged: loaderData.paged,
          paging: loaderData.paging,
          path: loaderData.path,
        }),
        ...(loaderData.podcast
          ? [podcastLink(loaderData.podcast.title, loaderData.podcast.path)]
          : []),
      ]
    : [];

export default function SermonGroupRoute({ loaderData }: Route.ComponentProps) {
  const { heading, count, way, labels, empty, paged, paging, podcast } = loaderData;
  return (
    <>
      <PageHeader>
        <PageHeaderHeading>{heading}</PageHeaderHeading>
        <PageHeaderDescription>{count}</PageHeaderDescription>
      </PageHeader>
      <PageBody className="grid items-start gap-10 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">
          <SermonList sermons={paged.items} labels={labels} empty={empty} />
          <Pagination paged={paged} labels={paging} />
          <div className="mt-10">
            <BackLink to={way.path}>{way.link}</BackLink>
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
