import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { hermeticRoutes, type Pageview, waitForLiveRouter } from './test.ts';

export { expect };

/**
 * The tests that only read the pages they load and follow their links (routes, church pages,
 * news and sermons, the sermons' archive, search, the home and activity pages) share one page
 * per worker, navigated from one test's page to the next. A page loaded in a fresh context
 * costs twice the CPU of the same load in a page already open, and axe half as much again in a
 * renderer that has not run it yet; every route loaded once on a phone is the browser tests'
 * largest part.
 *
 * Each test still sees a first visit: the browser's cache is off (the bytes are a first
 * visit's) and the pages set no cookie (routes.spec.ts checks). Before each test the page's own
 * routes (an earlier test's answer to the feed) are dropped, its storage emptied, and its media
 * emulation, window size and mouse put back; the page views and uncaught errors a test is given
 * are its own. A test that asks for other browser options (JavaScript off) gets a page of its
 * own. Playwright starts a new worker after a failure, so a failing test leaves nothing behind,
 * and its retry gets a page of its own, with its trace. The page recorders in page-checks.ts
 * start empty for each test on a shared page too.
 */

/** What one test is given; the page's listeners write into the current test's. */
interface Lists {
  pageviews: Pageview[];
  errors: Error[];
}

interface Reader {
  context: BrowserContext;
  page: Page;
  lists: Lists;
}

/** A context and page as every test's page has them (./test), with the cache off. */
async function open(
  browser: Browser,
  lists: () => Lists,
  javaScriptEnabled: boolean,
): Promise<Omit<Reader, 'lists'>> {
  // Created during a test, so the project's options (viewport, base URL…) apply.
  const context = await browser.newContext();
  await hermeticRoutes(context, (view) => lists().pageviews.push(view));
  const page = await context.newPage();
  page.on('pageerror', (error) => lists().errors.push(error));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  waitForLiveRouter(page, javaScriptEnabled);
  return { context, page };
}

// The worker's one page: opened by its first test, navigated by the later ones that ask for
// the same browser options (a test that turns JavaScript off, say, gets a page of its own).
let shared: { options: string; page: Promise<Omit<Reader, 'lists'>> } | undefined;
let current: Lists = { pageviews: [], errors: [] };

export const test = base.extend<{ reader: Reader; pageviews: Pageview[]; pageErrors: Error[] }>({
  reader: async (
    { browser, javaScriptEnabled, viewport, locale, timezoneId, colorScheme, reducedMotion },
    use,
    testInfo,
  ) => {
    const lists: Lists = { pageviews: [], errors: [] };
    const options = JSON.stringify({
      javaScriptEnabled,
      viewport,
      locale,
      timezoneId,
      colorScheme,
      reducedMotion,
    });
    if (testInfo.retry > 0 || (shared && shared.options !== options)) {
      const own = await open(browser, () => lists, javaScriptEnabled !== false);
      await use({ ...own, lists });
      await own.context.close();
      return;
    }
    shared ??= { options, page: open(browser, () => current, javaScriptEnabled !== false) };
    const { context, page } = await shared.page;
    current = lists;
    // What an earlier test may have changed: its own answers to requests (a feed that fails),
    // its storage (a player's place), its media emulation (less motion), the window's size,
    // and where the mouse rests.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    if (page.url().startsWith('http')) {
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    await page.emulateMedia({ media: null, colorScheme, reducedMotion });
    if (viewport) await page.setViewportSize(viewport);
    await page.mouse.move(0, 0);
    await use({ context, page, lists });
  },
  // As a test asks for them of ./test.
  context: async ({ reader }, use) => use(reader.context),
  page: async ({ reader }, use) => use(reader.page),
  pageviews: async ({ reader }, use) => use(reader.lists.pageviews),
  pageErrors: [
    async ({ reader }, use) => {
      await use(reader.lists.errors);
      expect(reader.lists.errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});
