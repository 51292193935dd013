import { content, filledGroups } from './support/content.ts';
import { expandedState, expect, poll, test } from './support/test.ts';

// The menus are HTML first (popover and <details>): a visitor whose JavaScript is off, blocked
// or still on its way opens them and reaches every page. The same flows run with JavaScript
// on, where the script only adds to them.
const { siteText } = content;
// A page in the last menu group with one, and the first page of the first.
const drawerGroup = filledGroups.at(-1)!;
const drawerTarget = drawerGroup.activities.at(-1)!;
const dropdownTarget = filledGroups[0]!.activities[0]!;

for (const javaScriptEnabled of [false, true]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('at 375 px the menu opens, its group opens, and its link goes there @phone', async ({
      page,
    }) => {
      await page.goto('/');
      const button = page.getByRole('button', { name: siteText.openMenu });
      expect(await expandedState(button)).toBe(false);
      await button.click();
      const drawer = page.getByRole('dialog', { name: siteText.menuTitle });
      await expect(drawer).toBeVisible();
      // Screen readers hear that the menu is open, from the browser itself.
      expect(await expandedState(button)).toBe(true);
      await drawer.locator('summary').filter({ hasText: drawerGroup.label }).click();
      await drawer.getByRole('link', { name: drawerTarget.name, exact: true }).click();
      await expect(page).toHaveURL(drawerTarget.path);
      await expect(
        page.getByRole('heading', { level: 1, name: drawerTarget.name, exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('dialog', { name: siteText.menuTitle })).toBeHidden();
    });

    test('at 1280 px the Activities menu opens and its link goes there @desktop', async ({
      page,
    }) => {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: content.menuLabels.activities, exact: true }).click();
      const link = nav.getByRole('link', { name: dropdownTarget.name, exact: true });
      await expect(link).toBeVisible();
      // Under its button, not somewhere else on the screen.
      const button = await nav
        .getByRole('button', { name: content.menuLabels.activities, exact: true })
        .boundingBox();
      const menu = await page.locator('#activities-menu').boundingBox();
      expect(menu!.y).toBeGreaterThanOrEqual(button!.y + button!.height);
      expect(menu!.y).toBeLessThan(button!.y + button!.height + 40);
      await link.click();
      await expect(page).toHaveURL(dropdownTarget.path);
      await expect(
        page.getByRole('heading', { level: 1, name: dropdownTarget.name, exact: true }),
      ).toBeVisible();
      await expect(link).toBeHidden();
    });

    // Below its first screens the home page waits to be drawn only with its script, which ends
    // the wait a few seconds after load (components/render-later.tsx).
    test('the home page is drawn whole without being scrolled through', async ({ page }) => {
      await page.goto('/');
      const heading = page.getByRole('heading', {
        level: 2,
        name: content.home.activities.heading,
      });
      await poll(() =>
        heading.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true })),
      ).toBe(true);
    });

    test('the footer’s social links name themselves on hover @desktop', async ({ page }) => {
      await page.goto('/');
      const label = content.siteText.socialLinks.facebook;
      const footer = page.getByRole('contentinfo');
      const name = footer.getByText(label, { exact: true });
      await expect(name).toBeHidden();
      await footer.getByRole('link', { name: new RegExp(`^${label}`) }).hover();
      // The spec's 700 ms delay, then the name shows.
      await expect(name).toBeVisible();
    });
  });
}
