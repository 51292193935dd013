import type { Page, Request } from '@playwright/test';
import { paths } from '../app/lib/paths.ts';
import { content } from './support/content.ts';
import { answerFeed, sampleEvents, serveEventImages } from './support/feed.ts';
import { expect, test } from './support/test.ts';

// The pages with live parts run React only there (components/island.tsx): no React Router in
// the browser, no route data, each island hydrated from its own props.

const { eventsText: words, search } = content;

/** Every script and data request of the page while it loads, by path. */
function scriptRequests(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return () =>
    requests
      .map((request) => new URL(request.url()).pathname)
      .filter((path) => path.endsWith('.js') || path.endsWith('.data'));
}

const islandsOf: Record<string, string[]> = {
  [paths.home]: ['upcoming-events'],
  [paths.events]: ['event-list'],
  [paths.search]: ['search-form', 'search-results'],
};

test.describe('islands', () => {
  for (const [path, names] of Object.entries(islandsOf)) {
    test(`${path} hydrates its islands alone, without React Router or its route data`, async ({
      page,
    }) => {
      await answerFeed(page, { kind: 'json', body: sampleEvents });
      const scripts = scriptRequests(page);
      await page.goto(path);
      const islands = page.locator('[data-island]');
      await expect(islands).toHaveCount(names.length);
      for (const [index, name] of names.entries()) {
        await expect(islands.nth(index)).toHaveAttribute('data-island', name);
        await islands.nth(index).locator(':scope > :first-child').scrollIntoViewIfNeeded();
        await expect(islands.nth(index)).toHaveAttribute('data-hydrated', '');
      }
      expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
      expect(await page.evaluate(() => '__reactRouterRouteModules' in window)).toBe(false);
      const loaded = scripts();
      expect(
        loaded.filter((file) => file.endsWith('.data')),
        'route data',
      ).toEqual([]);
      // React Router's manifest, client entry and route modules are none of these.
      expect(loaded, 'scripts loaded').toEqual(
        loaded.filter((file) => /^\/assets\/(site|islands?)-[\w-]+\.js$/.test(file)),
      );
      // Nothing before the first paint: the document names no script file, preloads no module.
      const html = await (await page.request.get(path)).text();
      expect(html).not.toMatch(/<script[^>]*\bsrc=|rel="modulepreload"/);
    });
  }

  test('the home page runs no React until its carousel comes near the viewport', async ({
    page,
  }) => {
    await answerFeed(page, { kind: 'json', body: sampleEvents });
    const scripts = scriptRequests(page);
    // Not goto(), which scrolls to the carousel to wait for it (support/test.ts): a visitor's
    // arrival, from another page, at the top.
    await page.goto(paths.privacyPolicy);
    await page.evaluate((path) => window.location.assign(path), paths.home);
    await page.waitForURL(paths.home);
    const carousel = page.locator('[data-island="upcoming-events"]');
    await expect(carousel).toHaveAttribute('data-island-when', 'visible');
    // The islands' small entry loads after the first paint; React waits for the carousel.
    await expect.poll(scripts).toContainEqual(expect.stringMatching(/^\/assets\/islands-/));
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.querySelectorAll('[data-hydrated]').length)).toBe(0);
    expect(scripts(), 'no island code, no React').not.toContainEqual(
      expect.stringMatching(/^\/assets\/island-/),
    );
    await carousel.locator(':scope > :first-child').scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-hydrated', '');
    expect(scripts()).toContainEqual(expect.stringMatching(/^\/assets\/island-react-/));
  });

  test('the search page runs no React until the visitor first acts on it', async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto(paths.privacyPolicy);
    await page.evaluate((path) => window.location.assign(path), paths.search);
    await page.waitForURL(paths.search);
    const islands = page.locator('[data-island]');
    await expect(islands.first()).toHaveAttribute('data-island-when', 'interaction');
    await expect.poll(scripts).toContainEqual(expect.stringMatching(/^\/assets\/islands-/));
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.querySelectorAll('[data-hydrated]').length)).toBe(0);
    expect(scripts(), 'no island code, no React').not.toContainEqual(
      expect.stringMatching(/^\/assets\/island-/),
    );
    // What the visitor types before React is there is searched for once it is.
    await page.getByRole('searchbox', { name: search.boxLabel }).pressSequentially('hello');
    for (const island of await islands.all())
      await expect(island).toHaveAttribute('data-hydrated', '');
    await expect(page.getByRole('searchbox', { name: search.boxLabel })).toHaveValue('hello');
    await expect(page).toHaveURL(/[?&]q=hello/);
    expect(scripts()).toContainEqual(expect.stringMatching(/^\/assets\/island-react-/));
  });

  test("the search box sends the search as a plain form when the results' code cannot load", async ({
    page,
  }) => {
    await page.route(/\/assets\/island-search-results-[\w-]+\.js$/, (route) => route.abort());
    // Not waiting for every island: the results' never comes.
    await page.goto(paths.search, { waitUntil: 'commit' });
    const box = page.getByRole('searchbox', { name: search.boxLabel });
    await box.fill('hello');
    await expect(page.locator('[data-island="search-form"]')).toHaveAttribute('data-hydrated', '');
    await page.evaluate(() => ((window as { before?: boolean }).before = true));
    await box.press('Enter');
    await expect
      .poll(() => page.evaluate(() => (window as { before?: boolean }).before ?? false))
      .toBe(false);
    expect(new URL(page.url()).searchParams.get('q')).toBe('hello');
  });

  test('a plain page has no island and loads no React', async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto(paths.privacyPolicy);
    await expect(page.locator('[data-island]')).toHaveCount(0);
    await expect.poll(scripts).toEqual([expect.stringMatching(/^\/assets\/site-[\w-]+\.js$/)]);
  });

  test('the carousel, an island, moves with its keys once hydrated', async ({ page }) => {
    await serveEventImages(page);
    await answerFeed(page, { kind: 'json', body: sampleEvents });
    await page.goto(paths.home);
    const carousel = page.getByRole('region', { name: words.carousel, exact: true });
    const next = carousel.getByRole('button', { name: words.next });
    const previous = carousel.getByRole('button', { name: words.previous });
    await carousel.scrollIntoViewIfNeeded();
    await expect(next).toBeEnabled();
    await carousel.evaluate((element) => element.focus({ preventScroll: true }));
    await page.keyboard.press('ArrowRight');
    await expect(previous).toBeEnabled();
  });

  test('the search box, an island, shows the words of the address once hydrated', async ({
    page,
  }) => {
    await page.goto(`${paths.search}?q=${encodeURIComponent('hello')}`);
    await expect(page.getByRole('searchbox', { name: search.boxLabel })).toHaveValue('hello');
  });
});
