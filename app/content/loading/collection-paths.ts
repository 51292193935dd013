import { pagePaths } from '../../lib/paging.ts';
import { paths } from '../../lib/paths.ts';
import { collections } from '../schemas/kinds.ts';
import type { Content } from './load.server.ts';
import { groupPerPage, sermonGroupPaths, sermonGroups } from './sermon-groups.ts';
import { churchPaths } from '../../lib/church-paths.ts';

/** Every page the collections make, for prerendering and the sitemap (their routes take a slug). */
export function collectionPaths(
  content: Pick<Content, 'news' | 'sermons' | 'sermonSeries' | 'churches'>,
) {
  const { news, sermons, sermonSeries, churches } = content;
  return [
    ...pagePaths(paths.news, news.length),
    ...news.map((notice) => collections.news.address(notice.slug)),
    ...pagePaths(paths.sermons, sermons.length),
    ...sermons.map((sermon) => collections.sermons.address(sermon.slug)),
    ...sermonSeries.map((series) => collections.sermonSeries.address(series.slug)),
    ...sermonGroupPaths(sermonGroups(sermons, sermonSeries)),
    // A site of several churches: each church's sermons (every church has the page: routes.ts).
    ...churches.flatMap(({ slug }) =>
      pagePaths(
        churchPaths.sermons(slug),
        Math.max(1, sermons.filter((sermon) => sermon.church === slug).length),
        groupPerPage,
      ),
    ),
  ];
}
