import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserType,
  type LaunchOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';
import { content } from './content.ts';
import { feedHeld, feedUrl } from './feed.ts';

export { expect };

const analytics = content.church.analytics;
export const sampleFeed = readFileSync('test/fixtures/calendar.json', 'utf8');

export interface Pageview {
  name: string;
  url: string;
  domain: string;
  referrer: string | null;
}

/**
 * Nothing leaves localhost, the ChurchSuite feed answers with the sample (a test's own
 * page.route wins over this), and page views sent to the content's analytics address are
 * handed to `onPageview` (there are none when church.analytics is null).
 */
export async function hermeticRoutes(
  context: BrowserContext,
  onPageview: (view: Pageview) => void,
) {
  // A request in flight as a shared page's own routes are dropped (shared-page.ts) can reach
  // this handler already answered: blocked or answered, it has not left the machine.
  await context.route(/^https?:\/\/(?!localhost[:/])/, (route) =>
    route.abort('blockedbyclient').catch((error: unknown) => {
      if (!String(error).includes('Route is already handled')) throw error;
    }),
  );
  await context.route(feedUrl, (route) =>
    route.fulfill({ contentType: 'application/json', body: sampleFeed }),
  );
  if (analytics) {
    await context.route(analytics.endpoint, async (route) => {
      onPageview(JSON.parse(route.request().postData() ?? '{}') as Pageview);
      await route.fulfill({ status: 202, body: 'ok' });
    });
  }
}

/**
 * Debian's full Chromium (scripts/e2e.mjs finds it), for what the headless shell the tests
 * run in does not have: the back/forward cache, form autofill. The caller closes it.
 */
export function launchFullChromium(chromium: BrowserType, options: LaunchOptions = {}) {
  const executablePath = process.env.FULL_CHROMIUM_PATH ?? findChromium({ install: false });
  // Its tests would pass in the shell without seeing what they are there for.
  if (/headless[-_]shell/.test(executablePath)) {
    throw new Error(`${executablePath} is the headless shell; these tests need the full Chromium`);
  }
  return chromium.launch({ executablePath, args: chromiumArgs, ...options });
}

/**
 * A page's islands hydrate after its first paint (components/island.tsx), so a test that
 * acts at once would meet the plain HTML. On those pages, goto() waits until every island is
 * hydrated, as a visitor's second look would; a test that pauses the page's clock boots it by
 * moving time itself, and one that asks for the page as it arrives ('commit') waits for what it
 * looks for. The other pages are done when they have loaded (their one script runs
 * from the <head>), and with JavaScript off there is nothing to wait for.
 */
export function waitForLiveRouter(page: Page, javaScriptEnabled = true) {
  let clockInstalled = false;
  const install = page.clock.install.bind(page.clock);
  page.clock.install = (options) => {
    clockInstalled = true;
    return install(options);
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    // A test that asks for the page as it arrives ('commit') waits for what it looks for itself.
    const waits = !clockInstalled && javaScriptEnabled && options?.waitUntil !== 'commit';
    if (waits && (await isLive(page))) {
      await waitForRouter(page);
    }
    return response;
  };
}

/**
 * Every test gets a hermetic browser (hermeticRoutes), page views recorded, and any uncaught
 * error in the page fails the test.
 */
export const test = base.extend<{ pageviews: Pageview[]; pageErrors: Error[] }>({
  pageviews: async ({ context }, use) => {
    const pageviews: Pageview[] = [];
    await hermeticRoutes(context, (view) => pageviews.push(view));
    await use(pageviews);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, pageviews: _pageviews, javaScriptEnabled }, use) => {
    waitForLiveRouter(page, javaScriptEnabled !== false);
    await use(page);
  },
});

/**
 * expect.poll asking every 50 ms. What the tests poll for (a carousel's slide, a menu's state,
 * a request) comes within a fraction of a second; the default's widening gaps (up to a second)
 * made waiting most of some tests' time. The timeout is expect's, as before.
 */
/** The tests `define` makes, once with JavaScript off and once with it on. */
export function withJavaScriptOffAndOn(define: () => void) {
  for (const javaScriptEnabled of [false, true]) {
    test.describe(`with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
      test.use({ javaScriptEnabled });
      define();
    });
  }
}

export const poll = <T>(value: () => T | Promise<T>) => expect.poll(value, { intervals: [50] });

/** Whether the page has live parts that React hydrates (components/island.tsx). */
export const isLive = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-island]') !== null);

/** An island that is done: React has it, or its feed said what the build read (live-check.ts). */
export const settledIsland = '[data-hydrated], [data-live-same]';
/** An events island waiting for the feed's answer, which the test holds back (support/feed.ts). */
const waitingIsland = `${settledIsland}, [data-live-asked]`;

/**
 * Resolves once every island of the page is done (browser/islands.tsx): hydrated, or left as
 * the build wrote it because its feed agreed; or, while the test holds the feed's answer back,
 * once its events islands have asked for it. Islands that wait for the visitor are woken as a
 * visitor would: one that waits to be near the viewport is scrolled to, and the page put back
 * where it was; one that waits for a first key gets one.
 */
export async function waitForRouter(page: Page) {
  const done = feedHeld(page) ? waitingIsland : settledIsland;
  // The islands' script listens for the visitor only once it has loaded, after the first paint.
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-islands-ready'));
  for (const island of await page.locator('[data-island-when="visible"]').all()) {
    if (await island.evaluate((element, selector) => element.matches(selector), done)) continue;
    const scrollY = await page.evaluate(() => window.scrollY);
    await island.locator(':scope > :first-child').scrollIntoViewIfNeeded();
    await expect(island.and(page.locator(done))).toHaveCount(1);
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), scrollY);
  }
  if ((await page.locator('[data-island-when="interaction"]:not([data-hydrated])').count()) > 0) {
    await page.keyboard.press('Shift');
  }
  await page.waitForFunction(
    (selector) =>
      [...document.querySelectorAll('[data-island]')].every((island) => island.matches(selector)),
    done,
  );
}

/**
 * Resolves once the page shows all it is going to without a visitor's help: the router is up,
 * the events feed has answered (no skeleton showing), the fonts are in and every picture on the
 * screen has loaded or failed; then two frames for the layout of whatever came last. Checks
 * what a visitor would see, where waiting for a quiet network cost half a second every time.
 */
export async function waitForSettled(page: Page) {
  await page.waitForFunction(() => {
    const skeletons = document.querySelectorAll('[data-slot$="-skeleton"]');
    if ([...skeletons].some((el) => el.checkVisibility({ visibilityProperty: true }))) return false;
    if (document.fonts.status !== 'loaded') return false;
    return [...document.images].every((img) => {
      const box = img.getBoundingClientRect();
      const onScreen =
        box.width > 0 &&
        box.bottom > 0 &&
        box.top < innerHeight &&
        box.right > 0 &&
        box.left < innerWidth;
      return !onScreen || img.complete;
    });
  });
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/**
 * Resolves once the page has passed the moment it would send its page view (the largest paint
 * and two frames after it, browser/page-views.ts) and a request of its own made after that
 * has been seen: a view sent before it would have been seen first. For a test that expects no
 * view, instead of waiting for a quiet network (half a second of clock).
 */
export async function pastPageView(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        new PerformanceObserver((_, observer) => {
          observer.disconnect();
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)));
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  const marker = '/favicon.svg?past-page-view';
  await Promise.all([
    page.waitForRequest((request) => request.url().endsWith(marker)),
    page.evaluate((url) => fetch(url).then(() => undefined), marker),
  ]);
}

/**
 * axe with the WCAG 2.0–2.2 A and AA rules (target size too, which axe leaves off unless asked)
 * and its best practices, which hold every rule Lighthouse's accessibility score counts (its
 * heading order, skip link, tabindex…); returns the violations for a readable failure. Run in
 * the page itself (legacy mode: the default opens a second page to merge each frame's results,
 * and our pages have no frame of our own to merge), reporting the elements of violations only:
 * the same rules on the same page, in half the time.
 */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    // Options first: AxeBuilder's options() replaces what withTags() set.
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .setLegacyMode()
    .analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => n.target.join(' ')),
  }));
}

/**
 * Whether the browser tells assistive technology that this control's popup is expanded: read
 * from Chromium's own accessibility tree, since a popover's button carries no aria-expanded
 * attribute (the browser exposes its state itself, with or without JavaScript).
 */
export async function expandedState(locator: Locator): Promise<boolean | undefined> {
  const page = locator.page();
  await locator.evaluate((element) => element.setAttribute('data-expanded-probe', ''));
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: '[data-expanded-probe]',
    });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      nodeId,
      fetchRelatives: false,
    });
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return expanded ? Boolean(expanded.value.value) : undefined;
  } finally {
    await cdp.detach();
    await locator.evaluate((element) => element.removeAttribute('data-expanded-probe'));
  }
}
