import { useSyncExternalStore } from 'react';

/** Pagefind's filters the search page offers: sermons by preacher and by book of the Bible. */
export const searchFilters = ['preacher', 'book'] as const;
export type SearchFilter = (typeof searchFilters)[number];
export type SearchFilters = Partial<Record<SearchFilter, string>>;

export interface SearchQuery {
  /** The words searched for (?q=). */
  words: string;
  /** The preacher and book chosen (?preacher=, ?book=), where one is. */
  filters: SearchFilters;
}

/** What the search page's two islands share. */
export interface SearchState {
  /** The box and the choices as the visitor has them now (the words untrimmed). */
  typed: SearchQuery;
  /** What the results are for, and the address says: what was typed, once typing pauses. */
  query: SearchQuery;
}

/** How long typing must pause before a search: one search, and one announcement, per pause. */
export const typingPause = 250;

const empty: SearchState = { typed: { words: '', filters: {} }, query: { words: '', filters: {} } };

/** One string per query, for keys and comparisons: its query string; and the query back. */
export const queryKey = (query: SearchQuery) => searchString(query);
export const fromKey = (key: string) => queryOf(new URLSearchParams(key));

/** The query without spaces around its words or empty choices. */
function tidy({ words, filters }: SearchQuery): SearchQuery {
  const kept: SearchFilters = {};
  for (const name of searchFilters) {
    const value = filters[name]?.trim();
    if (value) kept[name] = value;
  }
  return { words: words.trim(), filters: kept };
}

/** What an address's query string (or the search form's fields) asks for. */
export function queryOf(params: URLSearchParams): SearchQuery {
  return tidy({
    words: params.get('q') ?? '',
    filters: Object.fromEntries(searchFilters.map((name) => [name, params.get(name) ?? ''])),
  });
}

/** The query string for a query, as the search form's GET would write it, less its empty fields. */
export function searchString(query: SearchQuery): string {
  const { words, filters } = tidy(query);
  const params = new URLSearchParams();
  if (words) params.set('q', words);
  for (const name of searchFilters) if (filters[name]) params.set(name, filters[name]);
  const search = params.toString();
  return search && `?${search}`;
}

type SearchWindow = Pick<
  Window,
  'location' | 'history' | 'addEventListener' | 'removeEventListener'
>;

/** The search both islands read: what is typed becomes, once typing pauses, the query the results
 *  are for and the address's (replaceState: a reload gives the same), and follows it back. */
export function createSearchStore(win: SearchWindow, pause = typingPause) {
  let state: SearchState | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  // The build's own object for an empty address: hydrating needs no second render (and words
  // typed before it stay in the box).
  const fromAddress = (): SearchState => {
    const query = queryOf(new URLSearchParams(win.location.search));
    return queryKey(query) === queryKey(empty.query) ? empty : { typed: query, query };
  };
  const getSnapshot = () => (state ??= fromAddress());
  const followAddress = () => {
    clearTimeout(timer);
    state = fromAddress();
    emit();
  };
  const settle = () => {
    const current = getSnapshot();
    const query = tidy(current.typed);
    if (queryKey(query) === queryKey(current.query)) return;
    state = { typed: current.typed, query };
    const { pathname, hash } = win.location;
    win.history.replaceState(win.history.state, '', `${pathname}${searchString(query)}${hash}`);
    emit();
  };
  return {
    getSnapshot,
    subscribe(listener: () => void) {
      if (listeners.size === 0) win.addEventListener('popstate', followAddress);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) win.removeEventListener('popstate', followAddress);
      };
    },
    /** The visitor changed the box or a choice: searched for once typing pauses, or `now`. */
    type(typed: SearchQuery, { now = false } = {}) {
      state = { typed, query: getSnapshot().query };
      emit();
      clearTimeout(timer);
      if (now) settle();
      else timer = setTimeout(settle, pause);
    },
  };
}

// One store a page, the islands' shared chunk (app/pipeline/islands-build.ts); never at build.
let store: ReturnType<typeof createSearchStore> | undefined;
const pageStore = () => (store ??= createSearchStore(window));
const subscribe = (listener: () => void) => pageStore().subscribe(listener);

/** The page's search now, outside React. */
export const currentSearch = (): SearchState => pageStore().getSnapshot();

/** The page's search: none while hydrating, as the page was built, then the address's. */
export const useSearch = (): SearchState =>
  useSyncExternalStore(subscribe, currentSearch, () => empty);

/** What the box and choices hold now (see createSearchStore's `type`). */
export const typeSearch = (typed: SearchQuery, options?: { now?: boolean }) =>
  pageStore().type(typed, options);

// Whether the results' island can answer (loaded, Pagefind too); else Enter sends the GET.
let resultsAnswer = false;
export const resultsCanAnswer = () => resultsAnswer;
export const setResultsCanAnswer = (can: boolean) => {
  resultsAnswer = can;
};
