import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveSearchForm } from './search-form.tsx';
import { loadPagefind } from './pagefind.ts';
import { LiveSearchResults } from './search-results.tsx';
import { typingPause } from './use-search-query.ts';
import { testSearchText } from '../../../test/search-support.ts';

// The search page's two islands, hydrated apart, share the page's search (use-search-query.ts).
const form = {
  label: 'Search the site',
  button: 'Search',
  hint: 'A word',
  choices: [{ name: 'preacher' as const, label: 'Preacher', any: 'Anyone', options: ['Rev A'] }],
};
const text = testSearchText;

const address = () => `${window.location.pathname}${window.location.search}`;
/** The page at this address, as the store hears of it (the islands are mounted). */
const goTo = (to: string) =>
  act(() => {
    window.history.replaceState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });

/** The search's end: no Pagefind here, so it fails, and says so. */
async function failed() {
  await act(() => loadPagefind().catch(() => {}));
  expect(screen.getByRole('status')).toHaveTextContent(text.failed);
}

/** The box, and the results where a test looks at them (each of their searches fails here). */
function islands({ results = false } = {}) {
  render(
    <>
      <LiveSearchForm {...form} />
      {results && <LiveSearchResults text={text} />}
    </>,
  );
  return { box: screen.getByRole('searchbox', { name: form.label }) };
}

describe('the search page’s islands', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(async () => {
    vi.useRealTimers();
    // Before the islands unmount, so the page's store hears of it too.
    await goTo('/search');
  });

  it('search as typing pauses, and the address follows', async () => {
    const { box } = islands({ results: true });
    const status = screen.getByRole('status');
    await goTo('/search');
    fireEvent.change(box, { target: { value: 'har' } });
    expect(box).toHaveValue('har');
    act(() => vi.advanceTimersByTime(typingPause - 1));
    expect(status).toBeEmptyDOMElement();
    expect(address()).toBe('/search');
    act(() => vi.advanceTimersByTime(1));
    expect(status).toHaveTextContent(text.searching);
    expect(address()).toBe('/search?q=har');
    await failed();
  });

  it('search at once on Enter, in place', async () => {
    const { box } = islands({ results: true });
    await goTo('/search');
    fireEvent.change(box, { target: { value: 'ark' } });
    // fireEvent says false for a submit the page prevented (it stays), true for a plain GET.
    expect(fireEvent.submit(box.closest('form')!)).toBe(false);
    expect(address()).toBe('/search?q=ark');
    await failed();
  });

  it('send the form as a plain GET when the results could not load, or could not search', async () => {
    const { box } = islands();
    fireEvent.change(box, { target: { value: 'ark' } });
    const send = () => fireEvent(box.closest('form')!, new Event('submit', { cancelable: true }));
    expect(send(), 'no results island').toBe(true);
    cleanup();
    islands({ results: true });
    await goTo('/search?q=ark');
    await failed();
    expect(send(), 'Pagefind did not load').toBe(true);
  });

  it('narrow the search at once when a choice changes', async () => {
    islands();
    await goTo('/search?q=ark');
    fireEvent.change(screen.getByRole('combobox', { name: 'Preacher' }), {
      target: { value: 'Rev A' },
    });
    expect(address()).toBe('/search?q=ark&preacher=Rev+A');
  });

  it('show the address’s words in the box', async () => {
    const { box } = islands();
    await goTo('/search?q=youth');
    expect(box).toHaveValue('youth');
  });

  it('search for words typed before the box was live', async () => {
    window.history.replaceState(null, '', '/search');
    const page = <LiveSearchForm {...form} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const box = container.querySelector('input')!;
    box.value = 'choir';
    const root = await act(() => hydrateRoot(container, page));
    act(() => vi.runAllTimers());
    expect(box).toHaveValue('choir');
    expect(address()).toBe('/search?q=choir');
    act(() => root.unmount());
    container.remove();
  });
});
