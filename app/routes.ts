import { type RouteConfig, type RouteConfigEntry, index, route } from '@react-router/dev/routes';
import {
  churchPageSlugs,
  churchSuiteFeedsIn,
  hallsSlugIn,
} from './content/loading/church-pages.server.ts';
import { collections, routeOf } from './content/schemas/kinds.ts';
import { contentDir } from './content/loading/load.server.ts';
import { collectionSizes, slugsIn } from './content/loading/read.server.ts';
import { playerRouteId } from './lib/page-script.ts';
import { churchPaths } from './lib/church-paths.ts';
import { pageCount } from './lib/paging.ts';

// Counts and addresses only: a mistake in content must not stop the dev server that shows it.
const dir = contentDir();
const { news, sermons, sermonSeries } = collectionSizes(dir);
const named = churchSuiteFeedsIn(dir);
const churchSlugs = slugsIn(dir, collections.churches);
/** A route only while it has pages: with ssr:false, every route with a loader is prerendered. */
const when = (pages: number, ...routes: RouteConfigEntry[]) => (pages > 0 ? routes : []);

// The one route table: an activity or church page is its own route (an unknown slug a plain 404);
// notices, sermons and series a route each (content/loading/collection-paths.ts): a small manifest.
export default [
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
  ...(named.bookings ? [route(`${hallsSlugIn(dir)}/*`, 'routes/halls.tsx', { id: 'halls' })] : []),
  ...slugsIn(dir, collections.activities).map((slug) =>
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
  // Its id names the one route whose page loads a script of its own (lib/page-script.ts).
  ...when(sermons, route(routeOf('sermons'), 'routes/sermon.tsx', { id: playerRouteId })),
  // A site of several churches: all of them, and a page each.
  ...when(
    churchSlugs.length,
    route('churches', 'routes/churches.tsx'),
    ...churchSlugs.flatMap((slug) => [
      route(routeOf('churches', slug), 'routes/church.tsx', { id: `church/${slug}` }),
      route(`${churchPaths.sermons(slug).slice(1)}/*`, 'routes/church-sermons.tsx', {
        id: `church-sermons/${slug}`,
      }),
    ]),
  ),
  ...churchPageSlugs(dir).map((slug) =>
    route(routeOf('churchPages', slug), 'routes/church-page.tsx', { id: `page/${slug}` }),
  ),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
