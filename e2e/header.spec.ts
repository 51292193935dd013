import { content } from './support/content.ts';
import { expect, test } from './support/shared-page.ts';

const { siteText, mainMenu } = content;

// The menu is the church's own (its pages join the built-in ones, in its words), so the header
// decides from those words where the menu and the search box fit (header-fit.ts). Checked on
// the home page as a window is widened a rem at a time, with the menu the content makes: the
// second content set's has eight entries.
test('the header keeps the logo, the menu and the search whole at every width from 320 to 1440 px @content', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  const problems: string[] = [];
  for (let width = 320; width <= 1440; width += 16) {
    await page.setViewportSize({ width, height: 700 });
    const parts = await header.evaluate((banner) =>
      [
        ...banner.querySelectorAll(
          '[data-slot=logo], [data-slot=main-nav] > ul > li, form[role=search] > *, [data-slot=menu-button]',
        ),
      ]
        .filter((part) => part.checkVisibility())
        .map((part) => {
          const { left, right } = part.getBoundingClientRect();
          const name = part.getAttribute('aria-label') ?? part.textContent?.trim().split(/\s/)[0];
          return { name: name || part.tagName, left, right };
        }),
    );
    const sorted = [...parts].sort((a, b) => a.left - b.left);
    for (const [i, part] of sorted.entries()) {
      if (part.left < 0 || part.right > width)
        problems.push(`${width} px: ${part.name} is cut off`);
      const next = sorted[i + 1];
      if (next && next.left < part.right - 0.5) {
        problems.push(`${width} px: ${part.name} runs into ${next.name}`);
      }
    }
  }
  expect(problems).toEqual([]);

  // Whatever the width, a way to every page and to the search.
  for (const width of [320, 1440]) {
    await page.setViewportSize({ width, height: 700 });
    const menu = header.getByRole('navigation', { name: 'Main' });
    const drawerButton = header.getByRole('button', { name: siteText.openMenu });
    expect(
      (await menu.isVisible()) !== (await drawerButton.isVisible()),
      `${width} px: the menu or its button, never both`,
    ).toBe(true);
    await expect(header.getByRole('button', { name: siteText.searchBox.button })).toBeVisible();
  }
});

// The specification: wide screens, 768 px and up, show the menu; the drawer is for narrower ones.
// The sample's six entries fit there with the logo's words on two lines; a longer menu may need
// more room (the test above), so this runs on the sample alone.
test('the sample’s menu shows from 768 px, with no menu button', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  for (const width of [768, 800]) {
    await page.setViewportSize({ width, height: 700 });
    const menu = header.getByRole('navigation', { name: 'Main' });
    for (const item of mainMenu) {
      const entry = menu.getByRole(item.kind === 'activities' ? 'button' : 'link', {
        name: item.label,
        exact: true,
      });
      await expect(entry, `${width} px: ${item.label}`).toBeVisible();
    }
    await expect(header.getByRole('button', { name: siteText.openMenu })).toBeHidden();
  }
});
