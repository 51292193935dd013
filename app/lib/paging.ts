// A collection a page at a time: newest first, page 1 at the list's address, page n at
// {list}/page/{n}, for the route table, the sitemap and the list pages.

export const itemsPerPage = 10;

/** Newest first by date ("2026-11-15"), then by title so the order never depends on files. */
export function newestFirst<T extends { date: string; title: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

/** How many pages a list of `count` items fills (an empty list still has its first page). */
export const pageCount = (count: number, perPage = itemsPerPage) =>
  Math.max(1, Math.ceil(count / perPage));

/** The address of page `page` of the list at `base`: the base itself for page 1. */
export const pagePath = (base: string, page: number) =>
  page === 1 ? base : `${base}/page/${page}`;

export const pagePaths = (base: string, count: number, perPage = itemsPerPage) =>
  Array.from({ length: pageCount(count, perPage) }, (_, i) => pagePath(base, i + 1));

export interface Paged<T> {
  items: T[];
  page: number;
  pages: number;
  newer?: string;
  older?: string;
}

/** The page of `items` that `pathname` shows ("/news/page/3"), or undefined for none. */
export function pageAt<T>(
  items: readonly T[],
  base: string,
  pathname: string,
  perPage = itemsPerPage,
): Paged<T> | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  const pages = pageCount(items.length, perPage);
  const page = clean === base ? 1 : Number(clean.match(/\/page\/(\d+)$/)?.[1] ?? NaN);
  if (!Number.isInteger(page) || page < 1 || page > pages || pagePath(base, page) !== clean) {
    return undefined;
  }
  return {
    items: items.slice((page - 1) * perPage, page * perPage),
    page,
    pages,
    ...(page > 1 && { newer: pagePath(base, page - 1) }),
    ...(page < pages && { older: pagePath(base, page + 1) }),
  };
}

/** The item whose page is at `pathname`, by its slug and the collection's path for a slug. */
export function itemAt<T extends { slug: string }>(
  items: readonly T[],
  pathFor: (slug: string) => string,
  pathname: string,
): T | undefined {
  const clean = pathname.replace(/\/+$/, '');
  return items.find((item) => pathFor(item.slug) === clean);
}
