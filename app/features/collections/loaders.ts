import { data } from 'react-router';
import { itemAt, pageAt } from '../../lib/paging.ts';

// Loaders run only when a page is prerendered: an address that shows nothing is a 404.

/** The page of `items` (in order) that the request's address shows, with that address. */
export function listPageOf<T>(
  items: readonly T[],
  base: string,
  request: Request,
  perPage?: number,
) {
  const path = new URL(request.url).pathname.replace(/\/+$/, '');
  const paged = pageAt(items, base, path, perPage);
  if (!paged) throw data(null, { status: 404 });
  return { path, paged };
}

export function itemOf<T extends { slug: string }>(
  items: readonly T[],
  pathFor: (slug: string) => string,
  request: Request,
): T {
  const item = itemAt(items, pathFor, new URL(request.url).pathname);
  if (!item) throw data(null, { status: 404 });
  return item;
}
