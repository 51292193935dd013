import type { Page } from '@playwright/test';
import { type Inline, plainText } from '../app/content/schemas/rich-text.ts';
import { paths } from '../app/lib/paths.ts';
import { londonInstantByIntl } from '../test/london-by-intl.ts';
import { content, newTabName } from './support/content.ts';
import { expectNoLayoutShift, recordLayoutShift } from './support/page-checks.ts';
import { axeViolations, expect, test, waitForSettled } from './support/test.ts';

// The notice across the top of every page (content/site-notice.yml) and the livestream link
// (church.yml). Everything expected comes from the content: the notice's window, its words,
// whether there is a livestream. The window's instants are worked out here from the times as
// written, with Node's own time-zone data, not with the site's code, so a mistake in the
// site's conversion would show. The browser's clock is set a minute either side of each edge.

const { siteNotice, noticeText, church, siteText } = content;

const minute = 60_000;
const notice = (page: Page) => page.getByRole('region', { name: noticeText.label, exact: true });
const dismissButton = (page: Page) =>
  page.getByRole('button', { name: noticeText.dismiss, exact: true });

/** Whether <html data-notice> was already set when the <body> began: before any paint. */
async function recordDecisionBeforeBody(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      (window as unknown as { beforeBody: string | null }).beforeBody =
        document.documentElement.getAttribute('data-notice');
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}
const decidedBeforeBody = (page: Page) =>
  page.evaluate(() => (window as unknown as { beforeBody: string | null }).beforeBody);

if (!siteNotice) {
  test('no notice shows anywhere while it is switched off @content', async ({ page }) => {
    await page.goto(paths.home);
    await expect(page.locator('[data-slot="site-notice"]')).toHaveCount(0);
  });
} else {
  const from = londonInstantByIntl(siteNotice.written.from);
  const until = londonInstantByIntl(siteNotice.written.until);
  const inside = from + minute;
  // As read out: a link to another site says that it opens a new tab.
  const read = (run: Inline): string =>
    typeof run === 'string'
      ? run
      : 'link' in run
        ? run.link.startsWith('https:')
          ? newTabName(plainText(run.text))
          : plainText(run.text)
        : ('strong' in run ? run.strong : run.em).map(read).join('');
  const words = siteNotice.message.map(read);
  const links = (runs: Inline[]): { link: string; name: string }[] =>
    runs.flatMap((run) =>
      typeof run === 'string'
        ? []
        : 'link' in run
          ? [{ link: run.link, name: read(run) }]
          : links('strong' in run ? run.strong : run.em),
    );

  // Far from London, where a clock read in the visitor's zone would show: the window's
  // instants are worked out at build (content/schemas/site-notice.test.ts, in three zones).
  for (const timezoneId of ['Pacific/Auckland']) {
    test.describe(`a visitor in ${timezoneId}`, () => {
      test.use({ timezoneId });

      test('sees the notice inside its window and not outside it, from the first paint, on a live page and a plain one, with nothing moving', async ({
        page,
      }) => {
        await recordDecisionBeforeBody(page);
        await recordLayoutShift(page);
        // Each kind of page (its first-paint part is the same script, written into each) on
        // each side of the window, inside and outside.
        const moments = [
          { at: from - minute, shows: false, path: paths.home },
          { at: from + minute, shows: true, path: paths.aboutUs },
          { at: until - minute, shows: true, path: paths.home },
          { at: until + minute, shows: false, path: paths.aboutUs },
        ];
        for (const { at, shows, path } of moments) {
          await page.clock.setFixedTime(at);
          await page.goto(path);
          const when = `${path} at ${new Date(at).toISOString()} (${shows ? 'inside' : 'outside'})`;
          expect(await decidedBeforeBody(page), when).toBe(shows ? 'show' : 'hide');
          if (shows) await expect(notice(page), when).toBeVisible();
          else await expect(notice(page), when).toBeHidden();
          await waitForSettled(page);
          await expectNoLayoutShift(page, when);
        }
      });
    });
  }

  test('shown, it sits under the header with the page after it, and nothing moves @both-widths @content', async ({
    page,
  }) => {
    await recordLayoutShift(page);
    await page.clock.setFixedTime(inside);
    await page.goto(paths.home);
    await expect(notice(page)).toBeVisible();
    await expect(notice(page).getByRole('paragraph')).toHaveText(words.join(''));
    for (const { link, name } of links(siteNotice.message)) {
      await expect(notice(page).getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        link,
      );
    }
    await waitForSettled(page);
    const header = (await page.locator('[data-slot="site-header"]').boundingBox())!;
    const banner = (await notice(page).boundingBox())!;
    const main = (await page.getByRole('main').boundingBox())!;
    expect(banner.y).toBeCloseTo(header.y + header.height, 0);
    expect(main.y).toBeCloseTo(banner.y + banner.height, 0);
    expect(await axeViolations(page)).toEqual([]);
    await expectNoLayoutShift(page, paths.home);
  });

  test('shown at 200 % text, nothing runs off the side', async ({ page }) => {
    await page.setViewportSize({ width: 640, height: 900 });
    await page.clock.setFixedTime(inside);
    await page.goto(paths.home);
    await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
    await expect(notice(page)).toBeVisible();
    const {
      page: pageWidth,
      window: windowWidth,
      banner,
    } = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: document.documentElement.clientWidth,
      banner: document.querySelector('[data-slot="site-notice"]')!.scrollWidth,
    }));
    expect(pageWidth).toBeLessThanOrEqual(windowWidth);
    expect(banner).toBeLessThanOrEqual(windowWidth);
  });

  test('"Hide" hides it for good on every page, with no cookie; a changed message shows again', async ({
    page,
    context,
  }) => {
    await recordDecisionBeforeBody(page);
    await recordLayoutShift(page);
    await page.clock.setFixedTime(inside);
    await page.goto(paths.home);
    await dismissButton(page).click();
    await expect(notice(page)).toBeHidden();
    await expect(page.getByRole('main')).toBeFocused();

    for (const path of [paths.home, paths.aboutUs]) {
      await page.goto(path);
      expect(await decidedBeforeBody(page), path).toBe('hide');
      await expect(notice(page)).toBeHidden();
      await waitForSettled(page);
      await expectNoLayoutShift(page, path);
    }
    expect(await context.cookies()).toEqual([]);

    // A dismissal kept for another message (the office has since changed the words).
    await page.evaluate(() => localStorage.setItem('site-notice-dismissed', 'an-earlier-message'));
    await page.reload();
    expect(await decidedBeforeBody(page)).toBe('show');
    await expect(notice(page)).toBeVisible();
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('it shows as the build found it: inside the window or not, with no "Hide" button', async ({
      page,
    }) => {
      await page.goto(paths.home);
      // The build and this test run on the same side of the window's edges (days apart).
      const now = Date.now();
      if (now >= from && now < until) await expect(notice(page)).toBeVisible();
      else await expect(notice(page)).toBeHidden();
      await expect(dismissButton(page)).toBeHidden();
    });
  });
}

test('"Watch live" sits with the service times on the home page and in the footer, when there is a livestream @content', async ({
  page,
}) => {
  await page.goto(paths.home);
  const name = newTabName(siteText.watchLive);
  const places = [
    page.getByRole('region', { name: content.home.serviceTimes.heading }),
    page.getByRole('contentinfo'),
  ];
  for (const place of places) {
    const link = place.getByRole('link', { name, exact: true });
    if (!church.livestream) {
      await expect(link).toHaveCount(0);
      continue;
    }
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', church.livestream.url);
    if (church.livestream.note) await expect(place.getByText(church.livestream.note)).toBeVisible();
  }
  if (!church.livestream) await expect(page.locator('[data-slot="livestream"]')).toHaveCount(0);
});
