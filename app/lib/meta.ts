import { church } from '~/content/data';
import type { PageMeta } from '~/content/schema';
import { paths } from './paths';
import { absoluteUrl } from './site-url';

/**
 * The <title>, description and canonical address for a page: "Giving | Ballyglen
 * Presbyterian". `path` is the page's own path (paths.ts); a page without one (the 404 page)
 * gets no canonical link.
 */
export function pageMeta(
  page: Pick<PageMeta, 'title' | 'description'>,
  { isHome = false, path }: { isHome?: boolean; path?: string } = {},
) {
  return [
    { title: isHome ? church.name : `${page.title} | ${church.shortName}` },
    { name: 'description', content: page.description },
    ...(path
      ? [{ tagName: 'link' as const, rel: 'canonical', href: absoluteUrl(church.siteUrl, path) }]
      : []),
  ];
}

/**
 * A list's page (news, sermons): page 1 as the page itself, page 2 on with its number in the
 * title, so no two pages share one; each names its own address as canonical.
 */
export function listPageMeta({
  page,
  paged,
  paging,
  path,
}: {
  page: Pick<PageMeta, 'title' | 'description'>;
  paged: { page: number };
  paging: { page: string };
  path: string;
}) {
  const title = paged.page === 1 ? page.title : `${page.title}: ${paging.page} ${paged.page}`;
  return pageMeta({ ...page, title }, { path });
}

/** The podcast feed, announced in a sermon page's head to browsers and podcast apps. */
export const podcastLink = (title: string) => ({
  tagName: 'link' as const,
  rel: 'alternate',
  type: 'application/rss+xml',
  title,
  href: paths.podcast,
});
