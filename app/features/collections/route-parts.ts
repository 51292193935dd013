import { data } from 'react-router';
import { itemAt, pageAt } from '../../lib/paging.ts';
import type { Church } from '../../content/schemas/church.ts';
import type { PageMeta } from '../../content/schemas/fields.ts';
import { pageMeta } from '../../lib/meta.ts';
import { paths } from '../../lib/paths.ts';

// News' and sermons' routes: the page or item an address shows (none: a 404, at build), its head.

/** The page of `items` (in order) that an address (the default language's) shows, with that address. */
export function listPageOf<T>(
  items: readonly T[],
  base: string,
  address: string,
  perPage?: number,
) {
  const path = address.replace(/\/+$/, '');
  const paged = pageAt(items, base, path, perPage);
  if (!paged) throw data(null, { status: 404 });
  return { path, paged };
}

export function itemOf<T extends { slug: string }>(
  items: readonly T[],
  pathFor: (slug: string) => string,
  path: string,
): T {
  const item = itemAt(items, pathFor, path);
  if (!item) throw data(null, { status: 404 });
  return item;
}

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

/** An item's head at `path`; a sermon's with its podcast, at `podcastHref` (the page's language's). */
export const itemPageMeta = (
  church: Church,
  page: Pick<PageMeta, 'title' | 'description'>,
  path: string,
  podcast?: { title: string; href: string },
) => [
  ...pageMeta(church, page, { path }),
  ...(podcast ? [podcastLink(podcast.title, podcast.href)] : []),
];
