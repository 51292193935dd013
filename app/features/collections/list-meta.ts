import type { Church } from '../../content/schemas/church.ts';
import type { PageMeta } from '../../content/schemas/fields.ts';
import { pageMeta } from '../../lib/meta.ts';
import { paths } from '../../lib/paths.ts';

/** A list's page's head: from page 2 its number in the title, and its own address canonical. */
export function listPageMeta({
  church,
  page,
  paged,
  paging,
  path,
}: {
  church: Church;
  page: Pick<PageMeta, 'title' | 'description'>;
  paged: { page: number };
  paging: { page: string };
  path: string;
}) {
  const title = paged.page === 1 ? page.title : `${page.title}: ${paging.page} ${paged.page}`;
  return pageMeta(church, { ...page, title }, { path });
}

export const podcastLink = (title: string, href: string = paths.podcast) => ({
  tagName: 'link' as const,
  rel: 'alternate',
  type: 'application/rss+xml',
  title,
  href,
});

export const itemPageMeta = (
  church: Church,
  page: Pick<PageMeta, 'title' | 'description'>,
  path: string,
  podcastTitle?: string,
) => [...pageMeta(church, page, { path }), ...(podcastTitle ? [podcastLink(podcastTitle)] : [])];
