import type { Browser } from '@playwright/test';
import { paths } from '../app/lib/paths.ts';
import { expect, hermeticRoutes, launchFullChromium, test } from './support/test.ts';

// A page is laid out once its stylesheet has come, never before. Chrome (not the headless
// shell the other tests use, which has no form autofill) lays the whole page out unstyled as
// soon as a form field is parsed, here the header's search box, if the body has been read
// before the CSS arrives, and then again with it: the first paint waits for the second either
// way. The shared first-paint script follows the stylesheet in the <head>, so the parser waits
// there for the CSS. Each page's stylesheet is held back until the parser has either stopped at
// that script or read the whole page, then let through; the trace then shows no layout before
// the stylesheet was read. A plain page and a live page: their first-paint scripts differ.

type TraceEvent = { name: string; ts: number; args?: Record<string, unknown> };

test('a plain page and a live page are laid out only once their stylesheet has come', async ({
  playwright,
}) => {
  const browser: Browser = await launchFullChromium(playwright.chromium);
  try {
    for (const path of [paths.aboutUs, paths.home]) {
      // A context of its own: a page after another with the same stylesheet may reuse the one
      // Chrome has read already, and the trace then has no reading of it to measure from.
      const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      await hermeticRoutes(context, () => {});
      const page = await context.newPage();
      const held: (() => void)[] = [];
      let holding = true;
      await page.route('**/assets/*.css', async (route) => {
        if (holding) await new Promise<void>((resolve) => held.push(resolve));
        await route.continue();
      });
      let parsed = false;
      page.once('domcontentloaded', () => (parsed = true));
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));

      const cdp = await context.newCDPSession(page);
      const events: TraceEvent[] = [];
      cdp.on('Tracing.dataCollected', ({ value }) =>
        events.push(...(value as unknown[] as TraceEvent[])),
      );
      await cdp.send('Tracing.start', {
        categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
        transferMode: 'ReportEvents',
      });
      await page.goto(path, { waitUntil: 'commit' });
      // Stopped at the script (there, not yet run: it marks <html data-js>), or past the end.
      const waitingForCss = () =>
        page.evaluate(
          () =>
            document.querySelector('head > script:not([src]):not([type])') !== null &&
            !('js' in document.documentElement.dataset),
        );
      await expect
        .poll(async () => parsed || (held.length > 0 && (await waitingForCss())), {
          intervals: [50],
          message: `${path}: the parser stopped at the first-paint script, or read the page`,
        })
        .toBe(true);
      holding = false;
      for (const letThrough of held) letThrough();
      await page.waitForLoadState('load');
      const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await done;

      // The site's own stylesheet, not a <style> a script adds later (the toasts').
      const cssRead = events
        .filter(
          (event) =>
            event.name === 'ParseAuthorStyleSheet' &&
            /\/assets\/[^/]+\.css$/.test(
              String((event.args?.data as { styleSheetUrl?: string } | undefined)?.styleSheetUrl),
            ),
        )
        .sort((a, b) => a.ts - b.ts)[0];
      expect(cssRead, 'the stylesheet read').toBeDefined();
      // The empty document's own first layout (one object) is not the page's.
      const pageLayouts = events.filter((event) => {
        const begin = event.args?.beginData as { dirtyObjects?: number } | undefined;
        return event.name === 'Layout' && (begin?.dirtyObjects ?? 0) > 5;
      });
      expect(
        pageLayouts.filter((event) => event.ts > cssRead!.ts).length,
        `${path}: the page laid out with its stylesheet (the trace names what it dirtied)`,
      ).toBeGreaterThan(0);
      expect(
        pageLayouts.filter((event) => event.ts < cssRead!.ts).length,
        `${path}: layouts before the stylesheet was read`,
      ).toBe(0);
      expect(errors, `${path}: uncaught errors in the page`).toEqual([]);
      await context.close();
    }
  } finally {
    await browser.close();
  }
});
