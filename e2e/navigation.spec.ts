import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { paths } from '../app/lib/paths.ts';
import { content } from './support/content.ts';
import {
  expect,
  hermeticRoutes,
  launchFullChromium,
  poll,
  test,
  waitForRouter,
  type Pageview,
} from './support/test.ts';

// Moving between pages that do not hydrate is a page load each time: the Speculation Rules
// every page carries make it instant by prerendering a page the visitor points at, and the back/forward
// cache brings a page back as it was, each counted as one page view.

const { church, footerLinks } = content;
const analytics = church.analytics;

/** What Chromium reports of the Speculation Rules on this page: each address's outcome, and any rule it refused. */
async function watchPreloads(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const prerendered = new Map<string, string>();
  const prefetched = new Map<string, string>();
  const ruleErrors: string[] = [];
  cdp.on('Preload.ruleSetUpdated', ({ ruleSet }) => {
    if (ruleSet.errorType) ruleErrors.push(`${ruleSet.errorType}: ${ruleSet.errorMessage}`);
  });
  cdp.on('Preload.prerenderStatusUpdated', (event) =>
    prerendered.set(new URL(event.key.url).pathname, event.prerenderStatus ?? event.status),
  );
  cdp.on('Preload.prefetchStatusUpdated', (event) =>
    prefetched.set(new URL(event.prefetchUrl).pathname, event.status),
  );
  await cdp.send('Preload.enable');
  return { prerendered, prefetched, ruleErrors };
}

test.describe('moving between pages', { tag: '@desktop' }, () => {
  test('Chromium prerenders a plain page the visitor rests on, and prefetches a live one', async ({
    page,
  }) => {
    const { prerendered, prefetched, ruleErrors } = await watchPreloads(page);
    await page.goto(paths.aboutUs);
    const footer = page.getByRole('contentinfo');
    const plain = footerLinks[0]!.to;
    await footer.getByRole('link', { name: footerLinks[0]!.label, exact: true }).hover();
    // Prerendering starts with the page's own request; with DevTools attached (as here)
    // Chromium then stops short of running it, and says so, but the response it fetched is
    // the one the click uses.
    await poll(() => prerendered.get(plain)).toBe('PrerenderingDisabledByDevTools');
    await poll(() => prefetched.get(plain)).toBe('Ready');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /home page/ })
      .hover();
    await poll(() => prefetched.get(paths.home)).toBe('Ready');
    expect(prerendered.has(paths.home), 'a live page is not prerendered').toBe(false);
    await footer.getByRole('link', { name: footerLinks[0]!.label, exact: true }).click();
    await expect(page).toHaveURL(plain);
    await poll(() => prefetched.get(plain)).toBe('Success');
    expect(ruleErrors).toEqual([]);
  });

  test('a page with islands carries the rules, as every page does', async ({ page }) => {
    const { prerendered, ruleErrors } = await watchPreloads(page);
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) blocked.push(message.text());
    });
    await page.goto(paths.home);
    await expect(page.locator('script[type="speculationrules"]')).toHaveCount(1);
    await waitForRouter(page);
    const plain = footerLinks[0]!.to;
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: footerLinks[0]!.label, exact: true })
      .hover();
    await poll(() => prerendered.get(plain)).toBe('PrerenderingDisabledByDevTools');
    expect(ruleErrors).toEqual([]);
    expect(blocked).toEqual([]);
  });

  // Playwright turns the back/forward cache off in the browsers it starts for tests; this test
  // starts Chromium itself, with the cache on, as a visitor's browser has it. (The headless
  // shell the other tests use keeps no such cache at all.) Without analytics there is nothing
  // to count: foundation.spec.ts checks that no view is sent.
  if (!analytics) return;
  test('a page brought back from the back/forward cache counts one view, on either kind of page', async ({
    playwright,
  }) => {
    const browser: Browser = await launchFullChromium(playwright.chromium, {
      ignoreDefaultArgs: ['--disable-back-forward-cache'],
    });
    try {
      const context: BrowserContext = await browser.newContext({
        baseURL: test.info().project.use.baseURL,
      });
      const views: Pageview[] = [];
      await hermeticRoutes(context, (view) => views.push(view));
      const page = await context.newPage();
      const path = () => new URL(page.url()).pathname;
      const kept = () => page.evaluate(() => (window as { kept?: boolean }).kept === true);

      for (const start of [paths.aboutUs, paths.home]) {
        views.length = 0;
        await page.goto(start);
        await poll(() => views.length).toBe(1);
        await page.evaluate(() => ((window as { kept?: boolean }).kept = true));
        await page
          .getByRole('contentinfo')
          .getByRole('link', { name: footerLinks[0]!.label, exact: true })
          .click();
        await expect(page).toHaveURL(footerLinks[0]!.to);
        await poll(() => views.length).toBe(2);
        // A restored page fires no load event: wait for the address only.
        await page.goBack({ waitUntil: 'commit' });
        await poll(path).toBe(start);
        expect(await kept(), `${start} came back from the cache`).toBe(true);
        await poll(() => views.length).toBe(3);
        await page.goForward({ waitUntil: 'commit' });
        await poll(() => views.length).toBe(4);
        // A restored page counts its view as it is shown; a request made after that, seen,
        // means any second view of either restore would have been seen before it.
        const marker = '/favicon.svg?after-restore';
        await Promise.all([
          page.waitForRequest((request) => request.url().endsWith(marker)),
          page.evaluate((url) => fetch(url).then(() => undefined), marker),
        ]);
        expect(views.map((view) => new URL(view.url).pathname)).toEqual([
          start,
          footerLinks[0]!.to,
          start,
          footerLinks[0]!.to,
        ]);
      }
    } finally {
      await browser.close();
    }
  });
});
