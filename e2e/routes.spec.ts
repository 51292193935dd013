import type { Page, Request } from '@playwright/test';
import { paths } from '../app/lib/paths.ts';
import {
  churchSuite,
  content,
  escapeRegExp,
  filledGroups,
  onePerTemplate,
  templateEnds,
  unknownPage,
} from './support/content.ts';
import { serveEventImages } from './support/feed.ts';
import {
  expectExternalLinksSafe,
  expectHeadingsInOrder,
  recordViolations,
  recorder,
  waitForEnhanced,
} from './support/page-checks.ts';
import { expect, test } from './support/shared-page.ts';
import { axeViolations, poll, waitForSettled } from './support/test.ts';

// The first and last page of each template (templateEnds), loaded once on a phone, get every
// check that holds for any page: what it costs a phone, its heading, title and landmarks, axe, its heading order and outside links,
// and the CSP and cookies. One load does all of it, in that order (the bytes are a first
// visit's); a page load is what a browser test spends most of its time on. At 1280 px, where
// a page is the same HTML laid out wider, the first page of each template gets axe again and
// has its menus and tooltips used under its policy (one per template, or per live page). Every
// page's HTML is npm run check:html's, and its heading and title foundation.spec.ts's.

const { church, siteText } = content;
const analyticsOrigin = church.analytics ? new URL(church.analytics.endpoint).origin : null;

/**
 * Budgets per page on a phone, in KB of 1,000 bytes as transferred (headers too), and in
 * requests: deterministic figures, so they are gated here, in `npm test`, where timings are
 * not (`npm run perf` measures those). Measured before they were set (sample content): HTML
 * 7.7-15.6, CSS 9.8, JavaScript 132-165 (gzip, as this runtime sends it; `npm run size` gates
 * the brotli figure), pictures 0-9.1, no fonts (the site uses the system's), 151-194 in all,
 * 12-22 requests. The total is the home page's 250 KB budget that Lighthouse used to gate. The
 * event pictures come from ChurchSuite's CDN, and the tests answer them with one small
 * picture, so their bytes are not the site's to budget; they are counted as requests.
 */
export const BUDGETS = {
  html: 25,
  css: 15,
  js: 180,
  images: 60,
  fonts: 0,
  total: 250,
  requests: 30,
};

/**
 * A page that does not run React (all but the live pages, lib/paths.ts) loads the shared
 * script and nothing else of JavaScript, and transfers at most this much in all on a phone;
 * a sermon page, the archive's most numerous, at most SERMON_PAGE_KB.
 */
export const PLAIN_PAGE_KB = 50;
export const SERMON_PAGE_KB = 25;
/** The pages with islands (their routes' `handle`): e2e/islands.spec.ts checks what they load. */
const islandPages: string[] = [paths.home, paths.events, paths.search];
const isSermonPage = (path: string) => /^\/sermons\/(?!series\/|page\/)[^/]+$/.test(path);
/** A sermon's page also loads its player's script (app/browser/sermon-player.ts). */
const sermonOf = (path: string) => content.sermons.find((s) => paths.sermon(s.slug) === path);
/** A transcript's own words come on top of a sermon page's budget: its bytes, in KB. */
const transcriptKb = (path: string) => {
  const paragraphs = sermonOf(path)?.transcript?.paragraphs ?? [];
  const words = paragraphs.map(({ speaker = '', text }) => `${speaker} ${text}`).join(' ');
  return new TextEncoder().encode(words).length / 1000;
};

type Kind = 'html' | 'css' | 'js' | 'images' | 'fonts' | 'other';
const kindOf = (request: Request): Kind => {
  const type = request.resourceType();
  if (type === 'document') return 'html';
  if (type === 'stylesheet') return 'css';
  if (type === 'script') return 'js';
  if (type === 'image') return 'images';
  if (type === 'font') return 'fonts';
  return 'other';
};

/** The origins a page may ask anything of: its own, the church's ChurchSuite, its counter. */
const allowedOrigins = (page: Page) =>
  [
    new URL(page.url()).origin,
    new URL(churchSuite.calendarFeed).origin,
    'https://cdn.churchsuite.com',
    analyticsOrigin,
  ].filter(Boolean);

/** Every request the page makes from here on, and those still on their way. */
const recordRequests = recorder(
  () => ({ finished: [] as Request[], pending: new Set<Request>() }),
  async (page, current) => {
    page.on('request', (request) => current().pending.add(request));
    page.on('requestfailed', (request) => current().pending.delete(request));
    page.on('requestfinished', (request) => {
      current().pending.delete(request);
      current().finished.push(request);
    });
  },
);

/** The bytes, by kind, of the page's own requests, and how many requests it made in all. */
async function measure(page: Page, finished: Request[]) {
  const own = new URL(page.url()).origin;
  const bytes: Record<Kind | 'total', number> = {
    html: 0,
    css: 0,
    js: 0,
    images: 0,
    fonts: 0,
    other: 0,
    total: 0,
  };
  for (const request of finished) {
    if (new URL(request.url()).origin !== own) continue;
    const { responseBodySize, responseHeadersSize } = await request.sizes();
    const size = responseBodySize + responseHeadersSize;
    bytes[kindOf(request)] += size;
    bytes.total += size;
  }
  const kb = (n: number) => Math.round(n / 100) / 10;
  return {
    html: kb(bytes.html),
    css: kb(bytes.css),
    js: kb(bytes.js),
    images: kb(bytes.images),
    fonts: kb(bytes.fonts),
    total: kb(bytes.total),
    requests: finished.length,
  };
}

/**
 * Where the page formats a date with the browser's Intl while it loads. The first such format
 * loads ICU's data, 35-45 ms of main thread on a desktop here and four times that on
 * Lighthouse's phone, so the site writes its dates out by hand (lib/format-date.ts).
 */
const installIntlDates = recorder(
  () => undefined,
  (page) =>
    page.addInitScript(() => {
      const calls: string[] = [];
      Object.assign(window, { intlDateCalls: calls });
      const record = (name: string) => calls.push(`${name}: ${new Error().stack ?? ''}`);
      Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
        construct(target, args: Parameters<typeof Intl.DateTimeFormat>) {
          record('Intl.DateTimeFormat');
          return new target(...args);
        },
        apply(target, _this, args: Parameters<typeof Intl.DateTimeFormat>) {
          record('Intl.DateTimeFormat');
          return target(...args);
        },
      });
      for (const name of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'] as const) {
        const original = Date.prototype[name];
        Date.prototype[name] = function (this: Date, ...args: Parameters<typeof original>) {
          record(`Date.${name}`);
          return original.apply(this, args);
        };
      }
    }),
);
/** Reads the calls recorded since the page loaded. */
async function recordIntlDates(page: Page) {
  await installIntlDates(page);
  return () =>
    page.evaluate(() => (window as unknown as { intlDateCalls: string[] }).intlDateCalls);
}

/**
 * Opens the menu this width has, and a social link's tooltip, and dismisses the tooltip with
 * Escape: the shared script's part (WCAG 1.4.13), which the page's policy must let run.
 */
async function useMenusAndTooltips(page: Page) {
  const menu = page.getByRole('button', { name: siteText.openMenu });
  if (await menu.isVisible()) {
    await menu.click();
    await expect(page.getByRole('dialog', { name: siteText.menuTitle })).toBeVisible();
    await page.keyboard.press('Escape');
  } else {
    await page.getByRole('button', { name: content.menuLabels.activities, exact: true }).hover();
    await expect(
      page.getByRole('list', { name: filledGroups.at(-1)!.label, exact: true }),
    ).toBeVisible();
  }
  // The tooltip of the last social icon the church has (each is optional).
  const network = (['youtube', 'instagram', 'facebook'] as const).find((n) => church.social[n]);
  if (network) {
    const footer = page.getByRole('contentinfo');
    await footer
      .getByRole('link', { name: new RegExp(`^${escapeRegExp(siteText.socialLinks[network])}`) })
      .hover();
    await page.keyboard.press('Escape');
    await expect(footer.locator('[data-slot="social-links"]')).toHaveAttribute('data-dismissed');
  }
  await waitForSettled(page);
}

for (const { path, heading } of templateEnds) {
  const known = path !== unknownPage.path;
  test(`${path}: bytes on a phone, heading and landmarks, axe, links, CSP and cookies @content`, async ({
    page,
    context,
    pageviews,
  }) => {
    await serveEventImages(page);
    const { finished, pending } = await recordRequests(page);
    const violations = await recordViolations(page);
    const intlDates = await recordIntlDates(page);
    await page.goto(path);
    await waitForSettled(page);
    // The scripts are asked for once the first paint is shown, which may come after the settling.
    await waitForEnhanced(page);
    // The page view's code loads once the router is up; then nothing may be left on its way.
    if (analyticsOrigin) await poll(() => pageviews.length).toBeGreaterThan(0);
    await poll(() => pending.size).toBe(0);

    await test.step('stays within its bytes and requests, and asks no one else', async () => {
      const offsite = finished
        .map((request) => new URL(request.url()))
        .filter((url) => url.protocol !== 'data:' && !allowedOrigins(page).includes(url.origin));
      expect(offsite.map(String), 'requests to anyone the content does not name').toEqual([]);
      // Search costs other pages nothing: only the search page fetches Pagefind.
      const search = finished
        .map((request) => request.url())
        .filter((url) => url.includes('/pagefind/'));
      expect(search, 'Pagefind requests').toEqual([]);
      expect(await intlDates(), 'dates formatted with Intl while the page loads').toEqual([]);
      const measured = await measure(page, finished);
      console.log(`${path}: ${JSON.stringify(measured)}`);
      for (const [key, budget] of Object.entries(BUDGETS) as [keyof typeof BUDGETS, number][]) {
        expect(measured[key], `${path}: ${key}`).toBeLessThanOrEqual(budget);
      }
    });

    if (!islandPages.includes(path)) {
      await test.step('runs no React: the shared script alone (a sermon’s page its player’s too), no route data', async () => {
        const scripts = finished
          .filter((request) => request.resourceType() === 'script')
          .map((request) => new URL(request.url()).pathname);
        // The rest of the shared script, and a sermon's page its player: both asked for once
        // the page has painted, in either order.
        const expected = [
          expect.stringMatching(/^\/assets\/site-/),
          ...(sermonOf(path) ? [expect.stringMatching(/^\/assets\/sermon-player-/)] : []),
        ];
        expect(scripts, 'scripts loaded').toHaveLength(expected.length);
        expect(scripts, 'scripts loaded').toEqual(expect.arrayContaining(expected));
        // Nothing holds back the first paint: the page names no script file.
        await expect(page.locator('script[src]')).toHaveCount(0);
        const data = finished.filter((request) =>
          new URL(request.url()).pathname.endsWith('.data'),
        );
        expect(
          data.map((request) => request.url()),
          'route data fetched',
        ).toEqual([]);
        const html = await page.content();
        expect(html).not.toMatch(/<script[^>]*type="module"|rel="modulepreload"/);
        // The shared script's first-paint part alone (security.spec.ts checks its hash, and
        // the Speculation Rules', which are data to the browser, not a script it runs).
        const inline = await page.locator('script:not([src]):not([type])').count();
        expect(inline, 'inline scripts').toBe(1);
        const measured = await measure(page, finished);
        const budget = isSermonPage(path) ? SERMON_PAGE_KB + transcriptKb(path) : PLAIN_PAGE_KB;
        expect(measured.total, `${path}: KB transferred`).toBeLessThanOrEqual(budget);
      });
    }

    // The unknown route's heading, landmarks and axe are its own test's (foundation.spec.ts).
    // Axe on the first and last page of each template (templateEnds): every page's HTML is
    // html-validate's (npm run check:html), which checks what content could break.
    if (known) {
      await test.step('shows its heading, title and landmarks with no axe violations', async () => {
        await expect(
          page.getByRole('heading', { level: 1, name: heading, exact: true }),
        ).toBeVisible();
        await expect(page).toHaveTitle(/\S/);
        expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
        await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('main')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    // The events page's headings and links come from the feed: events.spec.ts checks them.
    if (known && path !== paths.events) {
      await test.step('headings in order, external links open safely in a new tab', async () => {
        await expectHeadingsInOrder(page);
        await expectExternalLinksSafe(page);
      });
    }

    // The phone's drawer and a tooltip are used on the home page (every template's, at 1280 px,
    // below); every page has the policy and the cookies looked at as it loads.
    await test.step('runs with no CSP violation and sets no cookie', async () => {
      if (path === paths.home) await useMenusAndTooltips(page);
      expect(violations).toEqual([]);
      // Privacy: no cookie from us, the feed or the analytics.
      expect(await context.cookies()).toEqual([]);
      expect(await page.evaluate(() => document.cookie)).toBe('');
    });
  });
}

for (const { path, heading } of onePerTemplate) {
  test(`${path} at 1280 px: axe, and its menus and tooltips run with no CSP violation @desktop`, async ({
    page,
  }) => {
    await serveEventImages(page);
    const violations = await recordViolations(page);
    await page.goto(path);
    await waitForSettled(page);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await useMenusAndTooltips(page);
    expect(violations).toEqual([]);
  });
}
