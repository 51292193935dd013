import { type RouteConfig, type RouteConfigEntry, index, route } from '@react-router/dev/routes';
import { routeOf } from './content/schemas/kinds.ts';
import { contentDir } from './content/loading/load.server.ts';
import { type ContentListing, contentListing } from './content/loading/listing.server.ts';
import { isSeveral } from './content/loading/several.ts';
import { pageCount } from './lib/paging.ts';

/** A route only while it has pages: with ssr:false, every route with a loader is prerendered. */
const when = (pages: number, ...routes: RouteConfigEntry[]) => (pages > 0 ? routes : []);

// The one route table: an activity or church page is its own route (an unknown slug a plain 404);
// notices, sermons, series and churches a route each (content/loading/collection-paths.ts): a
// small manifest, and a table that a church added in /admin leaves as it was (pipeline.md).
/** Every route again under a language's code (/en/events), each with an id of its own. */
const inLanguage = (code: string, table: RouteConfigEntry[]): RouteConfigEntry[] =>
  table.map(({ index: _, path, id, file }) => ({
    file,
    path: path ? `${code}/${path}` : code,
    id: `${code}/${id ?? file.replace(/\.tsx$/, '')}`,
  }));

/** The route table: the default language's, and every route again in the second (lib/language-paths.ts). */
export const routesFor = (listing: ContentListing) => {
  const [, second] = listing.languages;
  const table = routesIn(listing);
  return second ? [...table, ...inLanguage(second, table)] : table;
};

const routesIn = ({
  sizes: { news, sermons, sermonSeries },
  named,
  hallsSlug,
  activities,
  churchPages,
  churches,
}: ContentListing) => [
  index('routes/home.tsx'),
  route('events', 'routes/events.tsx'),
  route('get-involved', 'routes/get-involved.tsx'),
  route('giving', 'routes/giving.tsx'),
  route('about-us', 'routes/about-us.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('search', 'routes/search.tsx'),
  // /groups and its choices (/groups/day/wednesday/…) from the feed the build reads: one route,
  // so it always has a page to prerender; only when church.yml names the feed, as the halls.
  ...(named.groups ? [route('groups/*', 'routes/groups.tsx', { id: 'groups' })] : []),
  // The halls page at its content's address (/halls) and a page per room (/halls/main-hall).
  ...(named.bookings ? [route(`${hallsSlug}/*`, 'routes/halls.tsx', { id: 'halls' })] : []),
  ...activities.map((slug) =>
    route(routeOf('activities', slug), 'routes/activity.tsx', { id: `activity/${slug}` }),
  ),
  route('news', 'routes/news.tsx', { id: 'news' }),
  ...when(pageCount(news) - 1, route('news/page/:page', 'routes/news.tsx', { id: 'news-page' })),
  ...when(news, route(routeOf('news'), 'routes/notice.tsx')),
  route('sermons', 'routes/sermons.tsx', { id: 'sermons' }),
  ...when(
    pageCount(sermons) - 1,
    route('sermons/page/:page', 'routes/sermons.tsx', { id: 'sermons-page' }),
  ),
  // The archive's ways: an index each, and a paged list per preacher, book and year, a route each.
  ...(['series', 'preachers', 'books', 'years'] as const).map((way) =>
    route(`sermons/${way}`, 'routes/sermon-ways.tsx', { id: `sermon-ways/${way}` }),
  ),
  ...when(
    sermons,
    ...(['preachers', 'books', 'years'] as const).map((way) =>
      route(`sermons/${way}/*`, 'routes/sermon-group.tsx', { id: `sermon-group/${way}` }),
    ),
  ),
  ...when(sermonSeries, route(routeOf('sermonSeries'), 'routes/sermon-series.tsx')),
  ...when(sermons, route(routeOf('sermons'), 'routes/sermon.tsx', { id: 'sermon' })),
  // A site of several churches: all of them, and a page each.
  ...(isSeveral(churches)
    ? [
        route('churches', 'routes/churches.tsx'),
        route(routeOf('churches'), 'routes/church.tsx', { id: 'church' }),
        route(`${routeOf('churches')}/sermons/*`, 'routes/church-sermons.tsx', {
          id: 'church-sermons',
        }),
      ]
    : []),
  ...churchPages.map((slug) =>
    route(routeOf('churchPages', slug), 'routes/church-page.tsx', { id: `page/${slug}` }),
  ),
  route('*', 'routes/not-found.tsx'),
];

// Counts and addresses only: a mistake in content must not stop the dev server that shows it.
export default routesFor(contentListing(contentDir())) satisfies RouteConfig;
