import { expect, type Locator, type Page } from '@playwright/test';
import type { Block, Contact } from '../../app/content/schemas/contacts.ts';
import {
  blockText,
  type Inline,
  type ListItem,
  plainText,
  type RichBlock,
} from '../../app/content/schemas/rich-text.ts';
import { contactsIn, content } from './content.ts';

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
    expect(link.name, `${link.href} tells screen readers`).toContain(content.siteText.newTab);
  }
  return external;
}

/** Where an element's top edge is relative to the top of the window, after layout settles. */
export async function topInWindow(page: Page, selector: string) {
  return page.locator(selector).evaluate((el) => el.getBoundingClientRect().top);
}

/**
 * Waits until the page's scripts have made its links and buttons answer: the shared script
 * (browser/site-script.ts) and, on a page with islands, the islands' (browser/islands.tsx).
 */
export async function waitForEnhanced(page: Page) {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-enhanced') &&
      (!document.querySelector('[data-island]') ||
        document.documentElement.hasAttribute('data-islands-ready')),
  );
}

/**
 * Every contact is one card in the region: name, role, and a working link for each way of
 * reaching them (e-mail, phone, website), with the address lines beside them.
 */
export async function expectContactsShown(region: Locator, contacts: Contact[]) {
  const page = region.page();
  for (const contact of contacts) {
    let card = region
      .getByRole('listitem')
      .filter({ has: page.getByText(contact.name, { exact: true }) });
    if (contact.role) card = card.filter({ has: page.getByText(contact.role, { exact: true }) });
    const twins = contacts.filter((c) => c.name === contact.name && c.role === contact.role);
    await expect(card, `${contact.name}'s card`).toHaveCount(twins.length);
    const first = card.first();
    await expect(first).toBeVisible();
    const links: [string, string][] = [];
    if (contact.email) links.push([contact.email, `mailto:${contact.email}`]);
    if (contact.phone) links.push([contact.phone.display, `tel:${contact.phone.international}`]);
    for (const [name, href] of links) {
      const link = first.getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', href);
    }
    if (contact.website) {
      const website = first.getByRole('link', { name: contact.website.label });
      await expect(website).toBeVisible();
      await expect(website).toHaveAttribute('href', contact.website.href);
      await expect(website).toHaveAttribute('target', '_blank');
    }
    for (const line of contact.address ?? []) await expect(first).toContainText(line);
  }
}

/** Every link in some rich text, with its words. */
function linksIn(blocks: (RichBlock | Inline | ListItem)[]): { href: string; words: string }[] {
  return blocks.flatMap((block) => {
    if (typeof block === 'string') return [];
    if (Array.isArray(block)) return linksIn(block);
    if ('link' in block) return [{ href: block.link, words: plainText(block.text) }];
    if ('p' in block) return linksIn(block.p);
    if ('list' in block) return linksIn(block.list);
    if ('quote' in block) return linksIn(block.quote);
    if ('strong' in block) return linksIn(block.strong);
    if ('em' in block) return linksIn(block.em);
    if ('heading' in block) return linksIn(block.heading);
    return [];
  });
}

/**
 * The region shows every paragraph, every list item and every contact of the blocks, and
 * each link in them goes where the text says.
 */
export async function expectBlocksShown(region: Locator, blocks: Block[]) {
  const rich = blocks.filter(
    (block): block is RichBlock => !(typeof block === 'object' && 'contacts' in block),
  );
  for (const { href, words } of linksIn(rich)) {
    await expect(
      region.locator(`a[href="${href}"]`).filter({ hasText: words }),
      href,
    ).not.toHaveCount(0);
  }
  for (const block of blocks) {
    if (typeof block === 'object' && 'contacts' in block) continue;
    if (typeof block === 'object' && 'list' in block) {
      for (const item of block.list) {
        await expect(
          region.getByRole('listitem').filter({ hasText: plainText(item) }),
        ).not.toHaveCount(0);
      }
    } else if (typeof block === 'object' && 'picture' in block) {
      await expect(region.getByRole('img', { name: block.alt, exact: true })).toBeVisible();
    } else {
      // Links to other sites end with a note for screen readers that the content has not.
      const note = ` ${content.siteText.newTab}`;
      await expect
        .poll(async () => (await region.textContent())?.replaceAll(note, '').replace(/\s+/g, ' '))
        .toContain(blockText(block).replace(/\s+/g, ' '));
    }
  }
  await expectContactsShown(region, contactsIn(blocks));
}

/**
 * Makes a recorder of what a page does: `install` puts its listeners or init script on a page
 * once (a page shared by several tests keeps them, support/shared-page.ts), and each call starts
 * a fresh record, `fresh()`, which the listeners reach through `current()`.
 */
export function recorder<S>(
  fresh: () => S,
  install: (page: Page, current: () => S) => Promise<unknown>,
) {
  const latest = new WeakMap<Page, S>();
  return async (page: Page): Promise<S> => {
    const record = fresh();
    const installed = latest.has(page);
    latest.set(page, record);
    if (!installed) await install(page, () => latest.get(page) as S);
    return record;
  };
}

/** Every Content-Security-Policy violation the page reports from its first byte on. */
export const recordViolations = recorder(
  () => [] as string[],
  async (page, current) => {
    page.on('console', (message) => {
      if (/content security policy/i.test(message.text())) current().push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI}`,
        );
      });
    });
  },
);

/**
 * Adds up every layout shift each page load makes without a visitor's input, from its first
 * byte, and notes what moved, for a readable failure (expectNoLayoutShift).
 */
export const recordLayoutShift = recorder(
  () => undefined,
  (page) =>
    page.addInitScript(() => {
      const record = window as unknown as { layoutShift: number; moved: string[] };
      record.layoutShift = 0;
      record.moved = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          record.layoutShift += entry.value;
          for (const { node } of entry.sources) {
            const element = node instanceof Element ? node : node?.parentElement;
            record.moved.push(element?.outerHTML.slice(0, 100) ?? '(gone)');
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    }),
);

/** That the page has not moved since it loaded (recordLayoutShift), naming what did. */
export async function expectNoLayoutShift(page: Page, where = page.url()) {
  const { layoutShift, moved } = await page.evaluate(() => {
    const record = window as unknown as { layoutShift: number; moved: string[] };
    return { layoutShift: record.layoutShift, moved: record.moved };
  });
  expect(layoutShift, `${where}: moved ${moved.join(', ')}`).toBe(0);
}

/** Every error the page logs to the console from here on. */
export function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Opens `path`: the page's heading reads `heading`. */
export async function openPage(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
}

/** A link that leaves the site: to `href`, in a new tab. */
export async function expectNewTabLink(link: Locator, href: string) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
}

/** Follows the link `name` in the list `list` (a menu's column): it goes to `to`. */
export async function followListLink(page: Page, [list, name]: [string, string], to: string) {
  await page
    .getByRole('list', { name: list, exact: true })
    .getByRole('link', { name, exact: true })
    .click();
  await expect(page).toHaveURL(to);
}
