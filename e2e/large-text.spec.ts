import type { Browser, Disposable, Page } from '@playwright/test';
import { paths } from '../app/lib/paths.ts';
import { onePerTemplate, templateEnds } from './support/content.ts';
import { expect, test } from './support/shared-page.ts';
import { waitForSettled } from './support/test.ts';

// Many visitors set a larger text size. At 200 % text every page reflows, with nothing running
// off the side, from 640 px wide up; at normal text it does so from 320 px (issue 10, item 4).
// The first and last page of each template are checked once the site's JavaScript has run and
// the page has settled (router booted, events loaded), and one page of each template as the
// prerendered HTML too (JavaScript off). A word too long for its line breaks on every page
// (app.css), whatever the office types.
//
// 200 % text comes about two ways, and the page must hold in both:
// - the browser's own setting (default font size 32 px): media queries measure rem and em
//   against it too, so the breakpoints move with the text;
// - the root element's font size at 200 % (as a user style sheet sets it): every rem doubles
//   but media queries still measure against 16 px, so a layout switches at the same width as
//   before with twice the text to fit. The harder case for anything beside something else.

type TextSize = 'normal' | 'browser setting' | 'root style';
interface View {
  width: number;
  text: TextSize;
}

// Root-style text at each width (the harder case), the browser's setting once, normal text at
// 320 px. Before JavaScript, each page again at the narrowest large-text width (the HTML is the
// same; only the menus and the events change once the script has run), and the home page with
// its header at every view (the menus are what the script changes).
const views: View[] = [
  { width: 320, text: 'normal' },
  ...[640, 800, 1280].map((width) => ({ width, text: 'root style' as const })),
  { width: 800, text: 'browser setting' },
];
const viewsBeforeScript: View[] = [{ width: 640, text: 'root style' }];
const describe = ({ width, text }: View) =>
  `${width} px, ${text === 'normal' ? 'normal text' : `200 % text by the ${text}`}`;

// After the script, the first and last page of each template: what could differ between two
// pages of one template is their content, whose longest words and pictures a template must
// hold; a church with 300 sermons is checked on two.
const routes = templateEnds.map(({ path }) => path);
// Before the script, one page of each template: a plain page's script changes no layout (the
// menus' delays, the tooltips' keys, the year), so its HTML is checked with the script on, on
// every page; a live page's, and each template's own parts, are checked here too.
const routesBeforeScript = onePerTemplate.map(({ path }) => path);
const siteHeader = '[data-slot="site-header"]';

/** The root element's font size at 200 % from the moment it exists, before any script runs. */
function rootStyleBeforeScripts(page: Page) {
  return page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement) return;
      document.documentElement.style.fontSize = '200%';
      observer.disconnect();
    }).observe(document, { childList: true });
  });
}

/**
 * Everything that runs off either side of the screen: the root font size it was measured at,
 * the page's width against the window's, and each piece of text or control (image, icon,
 * field, button) reaching past an edge where no box clips it. A fixed header never makes the
 * page scroll, so what sticks out of it is only found this way. Inside an element with
 * `skip`, nothing is looked at.
 */
function offScreen(page: Page, { skip }: { skip?: string }) {
  return page.evaluate(
    ({ skip }) => {
      const width = document.documentElement.clientWidth;
      const found = new Set<string>();
      const ignored = (element: Element) =>
        (skip && element.closest(skip)) ||
        !element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
      // The part of a box left visible by every clipping or scrolling box around it; null when
      // none is (a carousel's slide out of view, the skip link hidden off screen).
      const visiblePart = (box: DOMRect, element: Element) => {
        let { left, right } = box;
        for (let el: Element | null = element; el; el = el.parentElement) {
          const style = getComputedStyle(el);
          if (style.clipPath !== 'none') return null;
          if (el !== element && style.overflowX !== 'visible') {
            const clip = el.getBoundingClientRect();
            left = Math.max(left, clip.left);
            right = Math.min(right, clip.right);
          }
        }
        return right - left > 1 ? { left, right } : null;
      };
      // One line per element or piece of text, however many lines of it stick out.
      const check = (boxes: Iterable<DOMRect>, element: Element, what: string) => {
        let left = Infinity;
        let right = -Infinity;
        for (const box of boxes) {
          const part = box.width > 0 && box.height > 0 ? visiblePart(box, element) : null;
          if (!part) continue;
          left = Math.min(left, part.left);
          right = Math.max(right, part.right);
        }
        if (left === Infinity || (left >= -1 && right <= width + 1)) return;
        const slot = element.closest('[data-slot]')?.getAttribute('data-slot');
        found.add(
          `<${element.tagName.toLowerCase()}>${slot ? ` in ${slot}` : ''}: ${what} ` +
            `from ${Math.round(left)} to ${Math.round(right)} px`,
        );
      };

      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const words = node.textContent?.trim();
        if (!parent || !words || ignored(parent)) continue;
        range.selectNodeContents(node);
        check(range.getClientRects(), parent, `"${words.slice(0, 40)}"`);
      }
      for (const element of document.body.querySelectorAll(
        'img, svg, video, iframe, input, select, textarea, button',
      )) {
        if (!ignored(element)) check([element.getBoundingClientRect()], element, 'the element');
      }

      return {
        rootFontSize: getComputedStyle(document.documentElement).fontSize,
        pageWidth: `${document.documentElement.scrollWidth} px in a ${width} px window`,
        offScreen: [...found],
      };
    },
    { skip },
  );
}

/** What offScreen reports when all is well, for a view. */
const fits = ({ width, text }: View) => ({
  rootFontSize: text === 'normal' ? '16px' : '32px',
  pageWidth: `${width} px in a ${width} px window`,
  offScreen: [],
});

/**
 * Loads `path` once and expects nothing to run off the screen at each view in turn: the window
 * resized, the browser's font sizes and the root style set on the page as it stands, as a
 * visitor who turns a phone or changes the text size does (the layout is CSS, so a reload
 * would show the same). With JavaScript, in the test's page (which serves the sample feed,
 * keeps everything on localhost, waits for the router and fails on uncaught errors), once the
 * page has settled; without, in a page of its own that keeps to localhost too.
 */
async function expectReflow(
  { page, browser }: { page: Page; browser: Browser },
  path: string,
  views: View[],
  javaScript: boolean,
  scope: { skip?: string },
) {
  const tab = javaScript
    ? page
    : await (async () => {
        const context = await browser.newContext({ javaScriptEnabled: false });
        await context.route(/^https?:\/\/(?!localhost[:/])/, (route) =>
          route.abort('blockedbyclient'),
        );
        return context.newPage();
      })();
  // Chromium's default font sizes, as its settings page sets them; they last as long as the
  // session that set them.
  const cdp = await tab.context().newCDPSession(tab);
  await cdp.send('Page.enable');
  const results = [];
  let rootStyle: Disposable | undefined;
  try {
    const [first] = views;
    await tab.setViewportSize({ width: first!.width, height: 900 });
    // The root style from the first moment, before any script, when the first view asks for it.
    rootStyle =
      javaScript && first!.text === 'root style' ? await rootStyleBeforeScripts(tab) : undefined;
    await tab.goto(path);
    for (const view of views) {
      await tab.setViewportSize({ width: view.width, height: 900 });
      const standard = view.text === 'browser setting' ? 32 : 16;
      await cdp.send('Page.setFontSizes', { fontSizes: { standard, fixed: (standard * 13) / 16 } });
      await tab.evaluate(
        (size) => (document.documentElement.style.fontSize = size),
        view.text === 'root style' ? '200%' : '',
      );
      if (javaScript) await waitForSettled(tab);
      results.push({ view: describe(view), ...(await offScreen(tab, scope)) });
    }
  } finally {
    if (javaScript) {
      // The page is the worker's next test's too (support/shared-page.ts): back to the
      // browser's own sizes, and no root style on its next page.
      await rootStyle?.dispose();
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16, fixed: 13 } });
      await cdp.detach();
    } else await tab.context().close();
  }
  expect(results).toEqual(views.map((view) => ({ view: describe(view), ...fits(view) })));
}

for (const javaScript of [false, true]) {
  const when = javaScript ? 'after JavaScript has run' : 'before JavaScript runs';

  test.describe(`large text, ${when}`, { tag: '@desktop' }, () => {
    // The header is fixed, the same on every page, and never makes the page scroll: each page
    // is checked without it, and the home page with it, at every view.
    for (const path of javaScript ? routes : routesBeforeScript) {
      const withHeader = path === paths.home;
      test(`${path} reflows with no sideways scroll${withHeader ? ', and its header keeps everything on screen, at every view' : ''}`, async ({
        page,
        browser,
      }) => {
        const checked = javaScript || withHeader ? views : viewsBeforeScript;
        const scope = withHeader ? {} : { skip: siteHeader };
        await expectReflow({ page, browser }, path, checked, javaScript, scope);
      });
    }
  });
}
