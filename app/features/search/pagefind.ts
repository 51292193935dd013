// Pagefind's browser API as the search page uses it (built by app/pipeline/pagefind-index.ts).

import { pagefindFolder } from '../../lib/built-files.js';
import { passageFirst } from './passage-first.ts';

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
}

interface Pagefind {
  search(
    query: string | null,
    options?: { filters?: Record<string, string> },
  ): Promise<{ results: { id: string; data(): Promise<PagefindResultData> }[] }>;
}

export const pagefindScript = `/${pagefindFolder}/pagefind.js`;

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

/** The first `limit` results of a search; with filters and no words, every page under them. */
export async function searchSite(
  query: string,
  filters: Record<string, string> = {},
  limit = 20,
): Promise<PagefindResultData[]> {
  const { results } = await (await loadPagefind()).search(query || null, { filters });
  // For a Bible reference, the sermons among them come first (passage-first.ts).
  const found = await Promise.all(results.slice(0, limit).map((result) => result.data()));
  return passageFirst(query, found);
}
