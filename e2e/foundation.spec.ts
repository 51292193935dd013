import type { Locator, Page, Request } from '@playwright/test';
import { formatServiceTime } from '../app/lib/service-time.ts';
import { homeSections, paths } from '../app/lib/paths.ts';
import {
  activityMenu,
  content,
  escapeRegExp,
  filledGroups,
  pagesWithHeadings,
  dates,
} from './support/content.ts';
import { expectNewTabLink, followListLink, topInWindow } from './support/page-checks.ts';
import {
  axeViolations,
  expandedState,
  expect,
  pastPageView,
  poll,
  test,
  waitForRouter,
} from './support/test.ts';

const { church, siteText, notFoundPage, menuLabels: links } = content;
/** The menu's plain links (Activities is a button), in the order the content gives them. */
const mainLinks = content.mainMenu.flatMap((item) => (item.kind === 'link' ? [item.label] : []));

/** React's escapes in prerendered text, undone. */
const unescapeHtml = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

// Each route's heading, title, landmarks and axe are in routes.spec.ts.
test('every page carries its heading in its prerendered HTML, and a title of its own @content', async ({
  request,
}) => {
  const titles = new Set<string>();
  for (const { path, heading } of pagesWithHeadings) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
    expect(unescapeHtml(h1), path).toContain(heading);
    titles.add(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
  }
  expect(titles.size).toBe(pagesWithHeadings.length);
});

test.describe('skip link', () => {
  test('is the first thing the keyboard reaches and moves to the main content', async ({
    page,
  }) => {
    await page.goto('/giving');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: siteText.skipLink });
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('desktop menu', { tag: '@desktop' }, () => {
  test('shows the main links, Get Involved highlighted, no menu button, and the Activities dropdown in two columns of the right links @content', async ({
    page,
  }) => {
    await page.goto('/');
    await test.step('shows the main links, Get Involved highlighted, and no menu button', async () => {
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const name of mainLinks) {
        await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
      }
      await expect(nav.getByRole('button', { name: links.activities, exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: siteText.openMenu })).toBeHidden();
      const getInvolved = nav.getByRole('link', { name: links.getInvolved, exact: true });
      const background = await getInvolved.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(background).not.toBe('rgba(0, 0, 0, 0)');
    });
    await page.getByRole('button', { name: links.activities, exact: true }).hover();
    const lists = activityMenu.map((group) =>
      page.getByRole('list', { name: group.label, exact: true }),
    );
    for (const [index, group] of activityMenu.entries()) {
      await expect(lists[index]!.getByRole('link')).toHaveText(group.labels);
    }
    // Two columns: every second group beside the one before it, the others below.
    const boxes = await Promise.all(lists.map((list) => list.boundingBox()));
    for (const [index, box] of boxes.entries()) {
      if (index % 2 === 1) {
        const left = boxes[index - 1]!;
        expect(box!.x).toBeGreaterThan(left.x + left.width - 1);
      } else if (index > 0) {
        const above = boxes[index - 2]!;
        expect(box!.y).toBeGreaterThan(above.y + above.height - 1);
      }
    }
    // A link of the last column with one: the page it opens is the activity's.
    const group = filledGroups.at(-1)!;
    const activity = group.activities[0]!;
    await followListLink(page, [group.label, activity.name], activity.path);
    await expect(
      page.getByRole('heading', { level: 1, name: activity.name, exact: true }),
    ).toBeVisible();
  });

  test('opens on hover after 200 ms, and at once within 300 ms of closing', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForRouter(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    const trigger = page.getByRole('button', { name: links.activities, exact: true });
    const firstGroup = page.getByRole('list', { name: filledGroups[0]!.label, exact: true });
    const shownAfter = async (ms: number, shown: boolean) => {
      await page.clock.runFor(ms);
      await (shown ? expect(firstGroup).toBeVisible() : expect(firstGroup).toBeHidden());
    };
    await trigger.hover();
    await shownAfter(150, false);
    await shownAfter(100, true);
    // Away and back at once: no second wait.
    await page.mouse.move(5, 500);
    await shownAfter(200, false);
    await trigger.hover();
    await shownAfter(10, true);
    // Away for longer than the skip delay: the 200 ms wait again.
    await page.mouse.move(5, 500);
    await shownAfter(1_000, false);
    await trigger.hover();
    await shownAfter(150, false);
    await shownAfter(100, true);
  });

  test('works from the keyboard alone', async ({ page }) => {
    // The first link of the dropdown is the first activity of the first group that has one.
    const first = filledGroups[0]!.activities[0]!;
    await page.goto('/giving');
    const trigger = page.getByRole('button', { name: links.activities, exact: true });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await poll(() => expandedState(trigger)).toBe(true);
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
        name: first.name,
        exact: true,
      }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(first.path);
  });
});

/** A group of the phone drawer: its <summary>, which opens and closes it. */
/** Follows the footer's link to the privacy policy. */
const clickFooterPrivacyLink = (page: Page) =>
  page
    .getByRole('contentinfo')
    .getByRole('link', { name: links.privacyPolicy, exact: true })
    .click();

/** Clicks the home page's own link to `to` in the page itself, as a tap does. */
const clickHomeLinkTo = (page: Page, to: string) =>
  page.evaluate((to) => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('main a')].find(
      (a) => new URL(a.href).pathname === to,
    );
    if (!link) throw new Error(`the home page has no link to ${to}`);
    link.click();
  }, to);

const groupToggle = (drawer: Locator, label: string) =>
  drawer.locator('summary').filter({ hasText: new RegExp(`^${escapeRegExp(label)}$`) });
/** Whether a group of the drawer is open, as a person sees it: its links show. */
const groupIsOpen = (drawer: Locator, label: string) =>
  groupToggle(drawer, label).evaluate(
    (summary) => (summary.parentElement as HTMLDetailsElement).open,
  );

test.describe('phone drawer', { tag: '@phone' }, () => {
  test('opens from the left at 280 px and holds every link, one group open at a time, and passes axe @content', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: siteText.openMenu }).click();
    const drawer = page.getByRole('dialog', { name: siteText.menuTitle });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box).toMatchObject({ x: 0, width: 280 });
    for (const name of mainLinks) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const group of activityMenu) {
      await expect(groupToggle(drawer, group.label)).toBeVisible();
    }
    await test.step('keeps one group open at a time, and choosing the open group closes it', async () => {
      const linksOf = (group: (typeof activityMenu)[number]) =>
        group.labels.map((name) => drawer.getByRole('link', { name, exact: true }));

      // Open each group in turn: it shows its links, and the one open before it closes.
      for (const [index, group] of activityMenu.entries()) {
        await groupToggle(drawer, group.label).click();
        expect(await groupIsOpen(drawer, group.label)).toBe(true);
        for (const link of linksOf(group)) await expect(link).toBeVisible();
        const before = activityMenu[index - 1];
        if (before) {
          expect(await groupIsOpen(drawer, before.label)).toBe(false);
          for (const link of linksOf(before)) await expect(link).toBeHidden();
        }
      }

      const last = activityMenu.at(-1)!;
      await groupToggle(drawer, last.label).click();
      expect(await groupIsOpen(drawer, last.label)).toBe(false);
      for (const link of linksOf(last)) await expect(link).toBeHidden();
    });
    await test.step('the open drawer passes axe', async () => {
      await groupToggle(drawer, activityMenu[0]!.label).click();
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  test('opens with focus on its close button; closes on Escape (focus back on the menu button), when focus leaves it, and on a chosen link, which it follows', async ({
    page,
  }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: siteText.openMenu });
    const drawer = page.getByRole('dialog', { name: siteText.menuTitle });
    await test.step('Escape closes it and gives focus back to the menu button', async () => {
      await button.click();
      await poll(() => expandedState(button)).toBe(true);
      await expect(drawer.getByRole('button', { name: siteText.closeMenu })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(drawer.getByRole('link', { name: links.home, exact: true })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(button).toBeFocused();
      await poll(() => expandedState(button)).toBe(false);
    });
    await test.step('keyboard focus leaving it closes it', async () => {
      await button.click();
      await expect(drawer).toBeVisible();
      const stops = await drawer.evaluate(
        (el) =>
          [...el.querySelectorAll('a[href], button, summary')].filter((e) => e.checkVisibility())
            .length,
      );
      // The close button has focus; one Tab per stop in the drawer takes it out of the drawer.
      for (let i = 0; i < stops; i += 1) await page.keyboard.press('Tab');
      await expect(drawer).toBeHidden();
    });
    await test.step('choosing a link closes it and goes there', async () => {
      const group = filledGroups.at(-1)!;
      const activity = group.activities.at(-1)!;
      await button.click();
      await groupToggle(drawer, group.label).click();
      await drawer.getByRole('link', { name: activity.name, exact: true }).click();
      await expect(drawer).toBeHidden();
      await expect(page).toHaveURL(activity.path);
      await expect(
        page.getByRole('heading', { level: 1, name: activity.name, exact: true }),
      ).toBeVisible();
    });
  });
});

test.describe('footer', () => {
  test('has social links, service times, contact details, charity note and privacy link @content', async ({
    page,
  }) => {
    await page.goto('/about-us');
    const footer = page.getByRole('contentinfo');
    const { footer: words, socialLinks } = siteText;
    for (const [name, href] of [
      [socialLinks.facebook, church.social.facebook],
      [socialLinks.instagram, church.social.instagram],
      [socialLinks.youtube, church.social.youtube],
    ] as const) {
      const link = footer.getByRole('link', { name: new RegExp(`^${escapeRegExp(name)}`) });
      // A network the church has no address for has no icon.
      if (!href) {
        await expect(link).toHaveCount(0);
        continue;
      }
      await expectNewTabLink(link, href);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(footer.getByRole('heading', { name: words.serviceTimesHeading })).toBeVisible();
    for (const service of church.services) {
      await expect(footer).toContainText(`Every ${service.day}`);
      await expect(footer).toContainText(
        `${formatServiceTime(service.time, dates)} ${service.name}`,
      );
    }
    await expect(footer).toContainText(church.address.street);
    await expect(footer.getByRole('link', { name: church.phone.display })).toHaveAttribute(
      'href',
      `tel:${church.phone.international}`,
    );
    await expect(footer.getByRole('link', { name: church.email })).toHaveAttribute(
      'href',
      `mailto:${church.email}`,
    );
    if (church.charityNumber) {
      await expect(footer).toContainText(`${words.charityRegistration} ${church.charityNumber}`);
    } else {
      await expect(footer).not.toContainText(words.charityRegistration);
    }
    await footer.getByRole('link', { name: links.privacyPolicy, exact: true }).click();
    await expect(page).toHaveURL(paths.privacyPolicy);
  });

  test('shows the visitor’s current year, even when the build is older', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2031-03-01T12:00:00Z'));
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toContainText(`© 2031 ${church.name}`);
  });
});

test.describe('moving to another page', () => {
  /** Scrolls well down the page, with room to do so however short its content is. */
  async function scrollDown(page: Page) {
    await page.evaluate(() => (document.documentElement.style.minHeight = '400vh'));
    await page.mouse.wheel(0, 2000);
    await poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  }

  test('a page that loads anew starts at its top, and a link to a part of a page lands there', async ({
    page,
  }) => {
    await page.goto(paths.privacyPolicy);
    await scrollDown(page);
    await page.getByRole('link', { name: /home page/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: church.name, exact: true }),
    ).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // A link to a section of another page: it lands with the section at the top, under the
    // fixed header. The home page's own sections are the ones every church has.
    await page.goto(paths.privacyPolicy);
    const target = `${paths.home}#${homeSections.churchStory}`;
    await page.evaluate((href) => {
      const link = Object.assign(document.createElement('a'), { href, textContent: 'Our story' });
      document.getElementById('main')!.prepend(link);
    }, target);
    await page.getByRole('link', { name: 'Our story', exact: true }).click();
    await expect(page).toHaveURL(target);
    await poll(() => topInWindow(page, `#${homeSections.churchStory}`)).toBeLessThan(100);
    expect(await topInWindow(page, `#${homeSections.churchStory}`)).toBeGreaterThanOrEqual(0);
  });
});

test.describe('unknown route', () => {
  test('answers 404 with the designed page, keeps header and footer, logs the path; so does an unknown activity @content', async ({
    page,
  }) => {
    const slug = 'no-such-activity';
    expect(Object.keys(content.activities)).not.toContain(slug);
    expect((await page.goto(paths.activity(slug)))?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: notFoundPage.heading, exact: true }),
    ).toBeVisible();

    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: notFoundPage.heading, exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await poll(() => logged.join('\n')).toContain('/no-such-page');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: siteText.homeLink, exact: true }).click();
    await expect(page).toHaveURL(paths.home);
    await expect(
      page.getByRole('heading', { level: 1, name: church.name, exact: true }),
    ).toBeVisible();
  });
});

test.describe('analytics and privacy', () => {
  const { analytics } = church;

  /** Every request that leaves the site for somewhere other than ChurchSuite (feed, images). */
  function offsiteRequests(page: Page) {
    const requests: Request[] = [];
    page.on('request', (request) => {
      const { hostname, origin } = new URL(request.url());
      const churchSuiteHost =
        hostname === 'churchsuite.com' || hostname.endsWith('.churchsuite.com');
      if (!/^https?:/.test(origin) || hostname === 'localhost' || churchSuiteHost) return;
      requests.push(request);
    });
    return requests;
  }

  if (analytics) {
    test('sends one page view per page load, never two @content', async ({ page, pageviews }) => {
      const offsite = offsiteRequests(page);
      await page.goto(paths.home);
      await poll(() => pageviews.length).toBe(1);
      // Home to What's on: both with islands, a page load, counted by the shared script.
      await clickHomeLinkTo(page, paths.events);
      await expect(
        page.getByRole('heading', { level: 1, name: content.pages.events.heading }),
      ).toBeVisible();
      await poll(() => pageviews.length).toBe(2);
      // To a page that does not hydrate: a page load, counted by the shared script.
      await clickFooterPrivacyLink(page);
      await expect(
        page.getByRole('heading', { level: 1, name: content.pages.privacyPolicy.heading }),
      ).toBeVisible();
      await poll(() => pageviews.length).toBe(3);
      // Back to the live page, loaded anew here (this browser keeps no back/forward cache;
      // navigation.spec.ts restores from one): one view, not one from each of script and React.
      await page.goBack();
      await waitForRouter(page);
      await poll(() => pageviews.length).toBe(4);
      // One more page load, whose view comes after any second view of the last: the list is
      // then whole, with no wait for a quiet network.
      await clickFooterPrivacyLink(page);
      await poll(() => pageviews.length).toBeGreaterThanOrEqual(5);
      expect(pageviews.map((view) => new URL(view.url).pathname)).toEqual([
        paths.home,
        paths.events,
        paths.privacyPolicy,
        paths.events,
        paths.privacyPolicy,
      ]);
      // Each move says where the visitor came from.
      expect(
        pageviews.slice(1, 3).map((view) => view.referrer && new URL(view.referrer).pathname),
      ).toEqual([paths.home, paths.events]);
      expect(
        pageviews.every((view) => view.name === 'pageview' && view.domain === analytics.domain),
      ).toBe(true);
      // The page views are all that leaves the site, besides ChurchSuite.
      expect(offsite.map((r) => `${r.method()} ${r.url()}`)).toEqual(
        Array(5).fill(`POST ${analytics.endpoint}`),
      );
    });
  } else {
    test('with analytics turned off (null), no page view and no analytics code @content', async ({
      page,
      pageviews,
    }) => {
      const offsite = offsiteRequests(page);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(paths.home);
      await clickFooterPrivacyLink(page);
      await expect(
        page.getByRole('heading', { level: 1, name: content.pages.privacyPolicy.heading }),
      ).toBeVisible();
      await page.goBack();
      await expect(
        page.getByRole('heading', { level: 1, name: church.name, exact: true }),
      ).toBeVisible();
      await pastPageView(page);
      expect(offsite.map((r) => `${r.method()} ${r.url()}`)).toEqual([]);
      expect(pageviews).toEqual([]);
      expect(scripts.filter((path) => /\/analytics-[\w-]+\.js$/.test(path))).toEqual([]);
    });
  }
});
