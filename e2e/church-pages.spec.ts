import { formatLongDate } from '../app/lib/format-date';
import { activityMenu, churchPageList, content } from './support/content';
import { expectBlocksShown } from './support/page-checks';
import { expect, test, waitForRouter } from './support/test';

// The pages the church office adds itself, from whatever content the build was made from:
// each at its own address with its words, photo and review date, and each linked where its
// file says: the menu, a menu group, the footer, or only from other text.

const { footerLinks, mainMenu, groupPages, labels } = content;

test.describe('church pages', () => {
  for (const page of churchPageList) {
    test(`${page.path} shows its title, description, photo, review date and every part of its text`, async ({
      page: tab,
    }) => {
      await tab.goto(page.path);
      await expect(tab).toHaveTitle(new RegExp(`^${page.title}`));
      const main = tab.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(page.title);
      await expect(main).toContainText(page.description);
      await expect(tab.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        page.description,
      );
      if (page.lastReviewed) {
        const reviewed = main.locator(`time[datetime="${page.lastReviewed}"]`);
        await expect(reviewed).toHaveText(formatLongDate(page.lastReviewed));
        await expect(main).toContainText(
          `${labels.lastReviewed}: ${formatLongDate(page.lastReviewed)}`,
        );
      } else {
        await expect(main.getByText(labels.lastReviewed)).toHaveCount(0);
      }
      if (page.photo) {
        const photo = page.photo.decorative
          ? main.locator('img[alt=""]').first()
          : main.getByRole('img', { name: page.photo.alt, exact: true });
        await expect(photo).toBeVisible();
      }
      await expectBlocksShown(main, page.body);
    });
  }

  test('the menu holds the built-in links and the pages placed there, in the content’s order @desktop', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Links and the Activities button, in the order a visitor meets them.
    const shown = await nav
      .locator(':scope > ul > li > a, :scope > ul > li > button')
      .allTextContents();
    expect(shown.map((text) => text.trim())).toEqual(mainMenu.map((item) => item.label));
    for (const item of mainMenu) {
      if (item.kind !== 'link') continue;
      await expect(nav.getByRole('link', { name: item.label, exact: true })).toHaveAttribute(
        'href',
        item.to,
      );
    }
  });

  test('the footer lists its links in the content’s order, the pages placed there among them', async ({
    page,
  }) => {
    await page.goto('/');
    const links = page.getByRole('contentinfo').getByRole('list').last().getByRole('link');
    await expect(links).toHaveText(footerLinks.map((link) => link.label));
    for (const [index, link] of footerLinks.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', link.to);
    }
  });

  test('a page placed in a menu group follows its activities there, and opens @desktop', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForRouter(page);
    await page.getByRole('button', { name: content.menuLabels.activities, exact: true }).click();
    for (const group of activityMenu) {
      const column = page.getByRole('list', { name: group.label, exact: true });
      await expect(column.getByRole('link')).toHaveText(group.labels);
      for (const link of group.pages) {
        await expect(column.getByRole('link', { name: link.label, exact: true })).toHaveAttribute(
          'href',
          link.to,
        );
      }
    }
    const group = activityMenu.find((g) => g.pages.length > 0);
    if (group) {
      const link = group.pages[0]!;
      await page
        .getByRole('list', { name: group.label, exact: true })
        .getByRole('link', { name: link.label, exact: true })
        .click();
      await expect(page).toHaveURL(link.to);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('a page placed in the menu, a group or the footer is linked there; one only linked is not', async ({
    page,
  }) => {
    const placed = (path: string) =>
      footerLinks.some((link) => link.to === path) ||
      mainMenu.some((item) => item.kind === 'link' && item.to === path) ||
      Object.values(groupPages).some((links) => links.some((link) => link.to === path));
    await page.goto('/');
    for (const { path } of churchPageList) {
      const inChrome = page.locator(`header a[href="${path}"], footer a[href="${path}"]`);
      if (placed(path)) await expect(inChrome.first(), path).toBeAttached();
      else await expect(inChrome, path).toHaveCount(0);
    }
  });

  test('an address no page has is the 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-church-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.notFoundPage.heading);
  });
});
