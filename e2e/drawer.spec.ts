import { content } from './support/content.ts';
import { expect, poll, test } from './support/test.ts';

const { siteText, menuLabels } = content;

// A phone turned to landscape, or a window widened past the breakpoint, with the menu open.
test('the phone menu closes when the screen becomes wide, and the page works at once @phone', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: siteText.openMenu }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();

  await page.setViewportSize({ width: 1024, height: 700 });
  await expect(drawer).toBeHidden();

  // Nothing invisible is left over the page: it scrolls, and the first click goes through.
  await page.mouse.wheel(0, 600);
  await poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: menuLabels.events })
    .click();
  await expect(page).toHaveURL(/\/events\/?$/);
});
