// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSearchStore,
  fromKey,
  queryKey,
  queryOf,
  searchString,
  typingPause,
} from './use-search-query.ts';

const at = (address: string) => window.history.replaceState(null, '', address);
const address = () => `${window.location.pathname}${window.location.search}`;

describe('the search store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    at('/search');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts from the address', () => {
    at('/search?q=+harvest+&preacher=Rev+A&book=');
    const store = createSearchStore(window);
    expect(store.getSnapshot().query).toEqual({ words: 'harvest', filters: { preacher: 'Rev A' } });
    expect(store.getSnapshot().typed).toEqual(store.getSnapshot().query);
  });

  it('gives the same state for an empty address every time, as the page was built', () => {
    const one = createSearchStore(window).getSnapshot();
    expect(createSearchStore(window).getSnapshot()).toBe(one);
  });

  it('searches once typing pauses: the box follows each key, the query and address the pause', () => {
    const store = createSearchStore(window);
    const heard = vi.fn();
    store.subscribe(heard);
    for (const words of ['h', 'ha', 'har']) {
      store.type({ words, filters: {} });
      vi.advanceTimersByTime(typingPause - 1);
    }
    expect(store.getSnapshot().typed.words).toBe('har');
    expect(store.getSnapshot().query.words).toBe('');
    expect(address()).toBe('/search');
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().query).toEqual({ words: 'har', filters: {} });
    expect(address()).toBe('/search?q=har');
    // Three keys and one search.
    expect(heard).toHaveBeenCalledTimes(4);
  });

  it('searches at once when asked to (Enter, a choice), and only once', () => {
    const store = createSearchStore(window);
    store.type({ words: 'Luke 15 ', filters: { book: 'Luke' } }, { now: true });
    expect(store.getSnapshot().query).toEqual({ words: 'Luke 15', filters: { book: 'Luke' } });
    expect(store.getSnapshot().typed.words).toBe('Luke 15 ');
    expect(address()).toBe('/search?q=Luke+15&book=Luke');
    const before = store.getSnapshot().query;
    vi.runAllTimers();
    store.type({ words: 'Luke 15', filters: { book: 'Luke' } }, { now: true });
    expect(store.getSnapshot().query).toBe(before);
  });

  it('keeps the address’s hash, and leaves it bare when the box is cleared', () => {
    at('/search?q=ark#results');
    const store = createSearchStore(window);
    store.type({ words: '', filters: {} }, { now: true });
    expect(`${address()}${window.location.hash}`).toBe('/search#results');
  });

  it('follows the address back (popstate), dropping a search still waiting', () => {
    const store = createSearchStore(window);
    store.subscribe(() => {});
    store.type({ words: 'choir', filters: {} });
    at('/search?q=youth');
    window.dispatchEvent(new PopStateEvent('popstate'));
    vi.runAllTimers();
    expect(store.getSnapshot().query.words).toBe('youth');
    expect(address()).toBe('/search?q=youth');
  });
});

describe('queries', () => {
  it('read the form’s fields and the address alike, less spaces and empty choices', () => {
    expect(queryOf(new URLSearchParams('q=&preacher=&book=Mark'))).toEqual({
      words: '',
      filters: { book: 'Mark' },
    });
  });

  it('write an address that reads back the same', () => {
    const query = { words: 'a & b?', filters: { preacher: 'Rev Ó Néill' } };
    expect(queryOf(new URLSearchParams(searchString(query)))).toEqual(query);
    expect(searchString({ words: ' ', filters: {} })).toBe('');
  });

  it('have one key each', () => {
    const query = { words: 'harvest', filters: { book: 'Ruth' } };
    expect(fromKey(queryKey(query))).toEqual(query);
    expect(queryKey(query)).not.toBe(queryKey({ words: 'harvest', filters: {} }));
  });
});
