import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { loadContent } from './content/load';
import { pagePaths } from './lib/paging';
import { paths } from './lib/paths';

// The one route table. Activity pages, notices, sermons, series and the lists' further pages
// are one module each, rendered from content, with one route per file (or per page of a list)
// so that every page is prerendered and an unknown address is a plain 404.
const { activities, news, sermons, sermonSeries } = loadContent();

/** Routes for path (such as "/news/page/2") with one module, each with an id of its own. */
const pagesOf = (file: string, kind: string, routePaths: string[]) =>
  routePaths.map((path) => route(path.slice(1), file, { id: `${kind}${path}` }));

export default [
  index('routes/home.tsx'),
  route('events', 'routes/events.tsx'),
  route('get-involved', 'routes/get-involved.tsx'),
  route('giving', 'routes/giving.tsx'),
  route('about-us', 'routes/about-us.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  ...pagesOf(
    'routes/activity.tsx',
    'activity',
    Object.keys(activities).map((slug) => paths.activity(slug)),
  ),
  ...pagesOf('routes/news.tsx', 'news-list', pagePaths(paths.news, news.length)),
  ...pagesOf(
    'routes/notice.tsx',
    'notice',
    news.map((notice) => paths.notice(notice.slug)),
  ),
  ...pagesOf('routes/sermons.tsx', 'sermon-list', pagePaths(paths.sermons, sermons.length)),
  ...pagesOf(
    'routes/sermon.tsx',
    'sermon',
    sermons.map((sermon) => paths.sermon(sermon.slug)),
  ),
  ...pagesOf(
    'routes/sermon-series.tsx',
    'series',
    sermonSeries.map((series) => paths.sermonSeries(series.slug)),
  ),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
