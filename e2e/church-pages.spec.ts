import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Block } from '../app/content/schemas/contacts.ts';
import type { RichBlock } from '../app/content/schemas/rich-text.ts';
import { formatLongDate } from '../app/lib/format-date.ts';
import { generatedImagesPath, imageStem } from '../app/content/pictures/image-names.ts';
import {
  activityMenu,
  churchPageList,
  content,
  contentFolder,
  escapeRegExp,
  builtFooterLinks,
  dates,
} from './support/content.ts';
import { expectBlocksShown, followListLink } from './support/page-checks.ts';
import { expect, test } from './support/shared-page.ts';
import { waitForRouter } from './support/test.ts';

// The pages the church office adds itself, from whatever content the build was made from:
// each at its own address with its words, photo and review date, and each linked where its
// file says: the menu, a menu group, the footer, or only from other text.

const { footerLinks, mainMenu, groupPages, labels } = content;

type TextPicture = Extract<RichBlock, { picture: string }>;

/** Every picture put in some text, quotations included. */
const picturesIn = (blocks: (Block | RichBlock)[]): TextPicture[] =>
  blocks.flatMap((block) => {
    if (typeof block !== 'object') return [];
    if ('picture' in block) return [block];
    if ('quote' in block) return picturesIn(block.quote);
    return [];
  });

/** Width over height of the file a picture's copies were made from ("text/hall-1a2b3c4d"). */
async function sourceAspect(stem: string): Promise<number> {
  const [folder = ''] = stem.split('/');
  const file = readdirSync(join(contentFolder, 'images', folder)).find(
    (name) => imageStem(contentFolder, `${folder}/${name}`) === stem,
  );
  expect(file, stem).toBeDefined();
  const meta = await sharp(join(contentFolder, 'images', folder, file!)).metadata();
  const { width, height } = meta.autoOrient ?? meta;
  return width / height;
}

test.describe('church pages', () => {
  for (const page of churchPageList) {
    test(`${page.path} shows its title, description, photo, review date and every part of its text @content`, async ({
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
        await expect(reviewed).toHaveText(formatLongDate(page.lastReviewed, dates));
        await expect(main).toContainText(
          `${labels.lastReviewed}: ${formatLongDate(page.lastReviewed, dates)}`,
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

  for (const page of churchPageList.filter(({ body }) => picturesIn(body).length > 0)) {
    test(`${page.path} shows each picture in its text whole and described, from the generated copies @content`, async ({
      page: tab,
    }) => {
      await tab.goto(page.path);
      const main = tab.getByRole('main');
      for (const picture of picturesIn(page.body)) {
        const img = main.getByRole('img', { name: picture.alt, exact: true });
        await img.scrollIntoViewIfNeeded();
        await expect(img).toBeVisible();
        await expect
          .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)))
          .toBeGreaterThan(0);
        const shown = await img.evaluate((el: HTMLImageElement) => {
          const box = el.getBoundingClientRect();
          return {
            path: new URL(el.currentSrc).pathname,
            natural: el.naturalWidth / el.naturalHeight,
            rendered: box.width / box.height,
          };
        });
        expect(shown.path).toMatch(
          new RegExp(`^${escapeRegExp(`${generatedImagesPath}/${picture.picture}-`)}`),
        );
        // Its own shape, as loaded and as laid out: not cut square, nor to another shape.
        const source = await sourceAspect(picture.picture);
        expect(Math.abs(shown.natural / source - 1), picture.alt).toBeLessThan(0.01);
        expect(Math.abs(shown.rendered / source - 1), picture.alt).toBeLessThan(0.01);
        if (Math.abs(source - 1) > 0.01) expect(Math.abs(shown.natural - 1)).toBeGreaterThan(0.01);
      }
    });
  }

  test('the menu holds the built-in links and the pages placed there, in the content’s order @desktop @content', async ({
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

  test('the footer lists its links in the content’s order, the pages placed there among them @content', async ({
    page,
  }) => {
    await page.goto('/');
    const links = page.getByRole('contentinfo').getByRole('list').last().getByRole('link');
    await expect(links).toHaveText(builtFooterLinks.map((link) => link.label));
    for (const [index, link] of builtFooterLinks.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', link.to);
    }
  });

  test('a page placed in a menu group follows its activities there, and opens @desktop @content', async ({
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
      await followListLink(page, [group.label, link.label], link.to);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('a page placed in the menu, a group or the footer is linked there; one only linked is not @content', async ({
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
