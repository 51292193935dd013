// Pagefind's browser API, as much of it as the search page uses. Its script and index are
// written into the build by scripts/postbuild.mjs and fetched only by the search page.

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
}

interface Pagefind {
  search(
    query: string,
  ): Promise<{ results: { id: string; data(): Promise<PagefindResultData> }[] }>;
}

export const pagefindScript = '/pagefind/pagefind.js';

let pagefind: Promise<Pagefind> | undefined;

/** Loads Pagefind once; a failed load is tried again on the next search. */
export function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (import(/* @vite-ignore */ pagefindScript) as Promise<Pagefind>).catch(
    (error: unknown) => {
      pagefind = undefined;
      throw error;
    },
  );
  return pagefind;
}

/** The first `limit` results of a search, with their titles, addresses and excerpts. */
export async function searchSite(query: string, limit = 20): Promise<PagefindResultData[]> {
  const { results } = await (await loadPagefind()).search(query);
  return Promise.all(results.slice(0, limit).map((result) => result.data()));
}
