import { data } from 'react-router';
import { contentAt } from './in-language.ts';
import { groupPerPage } from '../content/loading/sermon-groups.ts';
import { listPageMeta, listPageOf } from '../features/collections/route-parts.ts';
import { Pagination } from '../features/collections/pagination.tsx';
import { countOf } from '../features/sermons/archive.ts';
import { SermonListLayout } from '../features/sermons/sermon-list-layout.tsx';
import { SermonList } from '../features/sermons/sermon-summary.tsx';
import { churchPaths } from '../lib/church-paths.ts';
import type { Route } from './+types/church-sermons.ts';

// One church's sermons, newest first, as a preacher's list: /sermons links here on a site of several.
export function loader({ request, params }: Route.LoaderArgs) {
  const {
    church,
    churches,
    paging,
    several,
    sermons,
    sermonsPage,
    path: address,
  } = contentAt(request);
  const one = churches.find((each) => each.slug === params.slug);
  if (!several || !one) throw data(null, { status: 404 });
  const own = sermons.filter((sermon) => sermon.church === one.slug);
  const { path, paged } = listPageOf(own, churchPaths.sermons(one.slug), address, groupPerPage);
  const { labels, empty } = sermonsPage;
  return {
    path,
    heading: `${several.words.sermonsAt} ${one.name}`,
    count: countOf(own.length, sermonsPage.browse.count, church.language),
    back: { to: churchPaths.church(one.slug), text: one.name },
    labels,
    empty,
    paging,
    paged,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const { heading, count } = loaderData;
  const { church, at } = contentAt(location);
  return listPageMeta({
    church,
    ...loaderData,
    path: at(loaderData.path),
    page: { title: heading, description: `${heading} (${count})` },
  });
};

export default function ChurchSermonsRoute({ loaderData }: Route.ComponentProps) {
  const { heading, count, back, labels, empty, paged } = loaderData;
  return (
    <SermonListLayout heading={heading} description={count} back={back} podcast={undefined}>
      <SermonList sermons={paged.items} labels={labels} empty={empty} />
      <Pagination paged={paged} labels={loaderData.paging} />
    </SermonListLayout>
  );
}
