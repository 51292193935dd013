import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** Pagefind's filters the search page offers: sermons by preacher and by book of the Bible. */
export const searchFilters = ['preacher', 'book'] as const;
export type SearchFilters = Partial<Record<(typeof searchFilters)[number], string>>;

export interface SearchQuery {
  /** The words searched for (?q=). */
  words: string;
  /** The preacher and book chosen (?preacher=, ?book=), where one is. */
  filters: SearchFilters;
}

/**
 * What the address asks for. The prerendered page was built without any, so hydration starts
 * from none too and the query follows straight after: the HTML and React agree. A new query
 * is a new page (the search form is a plain GET form), so the address never changes under it.
 */
export function useSearchQuery(): SearchQuery {
  const search = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => null,
  );
  if (search === null) return { words: '', filters: {} };
  const params = new URLSearchParams(search);
  const filters: SearchFilters = {};
  for (const name of searchFilters) {
    const value = params.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return { words: params.get('q')?.trim() ?? '', filters };
}

/** One string per query, for keys and comparisons. */
export const queryKey = ({ words, filters }: SearchQuery) =>
  JSON.stringify([words, ...searchFilters.map((name) => filters[name] ?? '')]);

/** The query a key stands for. */
export function fromKey(key: string): SearchQuery {
  const [words = '', ...values] = JSON.parse(key) as string[];
  const filters: SearchFilters = {};
  searchFilters.forEach((name, i) => {
    if (values[i]) filters[name] = values[i];
  });
  return { words, filters };
}
