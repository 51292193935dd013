import { data } from 'react-router';
import { contentAt } from './in-language.ts';
import { groupPerPage } from '../content/loading/sermon-groups.ts';
import { listPageMeta, listPageOf } from '../features/collections/route-parts.ts';
import { Pagination } from '../features/collections/pagination.tsx';
import { archive, countOf, groupPodcast } from '../features/sermons/archive.ts';
import { podcastLinks, SermonListLayout } from '../features/sermons/sermon-list-layout.tsx';
import { SermonList } from '../features/sermons/sermon-summary.tsx';
import { paths } from '../lib/paths.ts';
import type { Route } from './+types/sermon-group.ts';

const ways = ['preachers', 'books', 'years'] as const;

// A preacher's list has a podcast of its own.
export function loader({ request }: Route.LoaderArgs) {
  const content = contentAt(request);
  const { church, paging, sermons, sermonSeries, sermonsPage } = content;
  const pathname = content.path.replace(/\/+$/, '');
  const way = ways.find((w) => pathname.startsWith(`${paths.sermonWays[w]}/`));
  const group = way
    ? archive({ sermons, sermonSeries })[way].find(
        (g) => pathname === g.path || pathname.startsWith(`${g.path}/page/`),
      )
    : undefined;
  if (!way || !group) throw data(null, { status: 404 });
  const { path, paged } = listPageOf(group.sermons, group.path, pathname, groupPerPage);
  const { browse, labels, empty } = sermonsPage;
  const heading = `${browse[way].list} ${group.name}`;
  return {
    path,
    heading,
    count: countOf(group.sermons.length, browse.count, church.language),
    way: { path: paths.sermonWays[way], link: browse[way].heading },
    labels,
    empty,
    paging,
    paged,
    podcast:
      way === 'preachers'
        ? groupPodcast(heading, content.at(paths.preacherPodcast(group.slug)), {
            sermonsPage,
            church,
          })
        : undefined,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const { heading, count, podcast } = loaderData;
  const { church, at } = contentAt(location);
  const page = { title: heading, description: `${heading} (${count})` };
  const head = listPageMeta({ church, ...loaderData, page, path: at(loaderData.path) });
  return [...head, ...podcastLinks(podcast)];
};

export default function SermonGroupRoute({ loaderData }: Route.ComponentProps) {
  const { heading, count, way, labels, empty, paged, paging, podcast } = loaderData;
  return (
    <SermonListLayout
      heading={heading}
      description={count}
      back={{ to: way.path, text: way.link }}
      podcast={podcast}
    >
      <SermonList sermons={paged.items} labels={labels} empty={empty} />
      <Pagination paged={paged} labels={paging} />
    </SermonListLayout>
  );
}
