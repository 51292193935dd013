import { expect, type Page } from '@playwright/test';

/** Every heading in the main content, in document order, as level and text. */
export async function mainHeadings(page: Page) {
  return page
    .getByRole('main')
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) =>
      headings.map((h) => ({ level: Number(h.tagName[1]), text: h.textContent?.trim() ?? '' })),
    );
}

/** One h1 first, and no heading more than one level below the one before it. */
export async function expectHeadingsInOrder(page: Page) {
  const headings = await mainHeadings(page);
  expect(headings[0]?.level, 'the first heading is the h1').toBe(1);
  expect(headings.filter((h) => h.level === 1)).toHaveLength(1);
  headings.slice(1).forEach((heading, index) => {
    const previous = headings[index]!;
    expect(
      heading.level,
      `"${heading.text}" (h${heading.level}) follows "${previous.text}" (h${previous.level})`,
    ).toBeLessThanOrEqual(previous.level + 1);
  });
}

/**
 * Every link that leaves the site opens a new tab that shares nothing with us, and says so to
 * screen readers; every new-tab link goes somewhere else.
 */
export async function expectExternalLinksSafe(page: Page) {
  const links = await page.locator('a[href]').evaluateAll((anchors) =>
    anchors.map((a) => ({
      href: (a as HTMLAnchorElement).href,
      target: a.getAttribute('target'),
      rel: (a.getAttribute('rel') ?? '').split(/\s+/),
      name: (a.getAttribute('aria-label') ?? a.textContent ?? '').replace(/\s+/g, ' ').trim(),
    })),
  );
  const origin = new URL(page.url()).origin;
  const external = links.filter(
    (l) => /^https?:/.test(l.href) && new URL(l.href).origin !== origin,
  );
  for (const link of external) {
    expect(link.target, `${link.href} opens in a new tab`).toBe('_blank');
    expect(link.rel, `${link.href} has rel="noopener noreferrer"`).toEqual(
      expect.arrayContaining(['noopener', 'noreferrer']),
    );
    expect(link.name, `${link.href} tells screen readers`).toContain('opens in a new tab');
  }
  return external;
}

/** Where an element's top edge is relative to the top of the window, after layout settles. */
export async function topInWindow(page: Page, selector: string) {
  return page.locator(selector).evaluate((el) => el.getBoundingClientRect().top);
}

/** Waits until React has hydrated the page, so buttons that need JavaScript will answer. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.getElementById('main');
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
}
