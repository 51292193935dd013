import type { Page } from '@playwright/test';
import {
  activityList,
  archive,
  churchPageList,
  content,
  escapeRegExp,
  newsListPaths,
  sermonListPaths,
} from './support/content.ts';
import { expect, test } from './support/shared-page.ts';
import { poll } from './support/test.ts';
import { paths } from '../app/lib/paths.ts';

const { search, siteText } = content;
// An activity whose name is a word or two the search can find it by.
const activity = activityList.find((a) => /^[\p{L} ']+$/u.test(a.name)) ?? activityList[0]!;

test.describe('search', () => {
  test('finds an activity by its name, labelled as one, with the words marked @content', async ({
    page,
  }) => {
    await page.goto(paths.search);
    await page.getByRole('searchbox', { name: search.boxLabel }).fill(activity.name);
    await page.getByRole('main').getByRole('button', { name: search.button, exact: true }).click();
    await poll(() => new URL(page.url()).searchParams.get('q')).toBe(activity.name);
    const results = page.getByRole('list', {
      name: new RegExp(`^${escapeRegExp(search.resultsHeading)}`),
    });
    const item = results.getByRole('listitem').filter({
      has: page.getByRole('link', { name: activity.name, exact: true }),
    });
    await expect(item.first()).toBeVisible();
    await expect(
      item.first().getByRole('link', { name: activity.name, exact: true }),
    ).toHaveAttribute('href', activity.path);
    await expect(item.first()).toContainText(search.kinds.activity);
    await expect(item.first().locator('mark').first()).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(/\d+$/);
  });

  test('shows results as the words are typed, and the address follows them', async ({ page }) => {
    await page.goto(paths.search);
    // Key by key, as a visitor types, and no Enter.
    await page
      .getByRole('searchbox', { name: search.boxLabel })
      .pressSequentially(activity.name, { delay: 30 });
    const results = page.getByRole('list', {
      name: new RegExp(`^${escapeRegExp(search.resultsHeading)}`),
    });
    await expect(
      results.getByRole('link', { name: activity.name, exact: true }).first(),
    ).toHaveAttribute('href', activity.path);
    await poll(() => new URL(page.url()).searchParams.get('q')).toBe(activity.name);
    await expect(page.getByRole('status')).toHaveText(/\d+$/);
    // The address gives the same results again.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: search.boxLabel })).toHaveValue(activity.name);
    await expect(
      results.getByRole('link', { name: activity.name, exact: true }).first(),
    ).toBeVisible();
  });

  test('a preacher chosen narrows the results to their sermons, as the choice changes', async ({
    page,
  }) => {
    const [first, second] = archive.preachers;
    expect(second, 'two preachers to choose between').toBeDefined();
    await page.goto(paths.search);
    const choice = page.getByRole('combobox', { name: search.filters.preacher });
    const results = page.getByRole('list', {
      name: new RegExp(`^${escapeRegExp(search.resultsHeading)}`),
    });
    for (const preacher of [first!, second!]) {
      await choice.selectOption(preacher.name);
      await poll(() => new URL(page.url()).searchParams.get('preacher')).toBe(preacher.name);
      // Their sermons (as search files them, by the name on each), and nothing else.
      const theirs = preacher.sermons
        .filter((sermon) => sermon.preacher === preacher.name)
        .map((sermon) => paths.sermon(sermon.slug));
      await expect
        .poll(
          async () => {
            const found = await results
              .getByRole('link')
              .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
            return {
              some: found.length > 0,
              others: found.filter((href) => !theirs.includes(href)),
            };
          },
          { message: preacher.name, intervals: [50] },
        )
        .toEqual({ some: true, others: [] });
    }
  });

  /** The results list of the search page for these words. */
  async function searchFor(page: Page, words: string) {
    await page.goto(`${paths.search}?q=${encodeURIComponent(words)}`);
    return page.getByRole('list', { name: new RegExp(`^${escapeRegExp(search.resultsHeading)}`) });
  }

  test('finds every sermon on a book of the Bible by the book’s name, labelled as sermons @content', async ({
    page,
  }) => {
    // The book most sermons are on, as the archive reads the passages ("1 Thess. 4" is on
    // 1 Thessalonians), by its full name.
    const { name: book, sermons: onBook } = [...archive.books].sort(
      (a, b) => b.sermons.length - a.sermons.length,
    )[0]!;
    expect(onBook.length).toBeGreaterThan(0);
    const results = await searchFor(page, book);
    for (const sermon of onBook) {
      const item = results.getByRole('listitem').filter({
        has: page.getByRole('link', { name: sermon.title, exact: true }),
      });
      await expect(item.first(), sermon.title).toBeVisible();
      await expect(item.first()).toContainText(search.kinds.sermon);
    }
  });

  test('finds each of the church’s own pages by its title @content', async ({ page }) => {
    for (const churchPage of churchPageList) {
      const results = await searchFor(page, churchPage.title);
      const item = results
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: churchPage.title, exact: true }) })
        .first();
      await expect(
        item.getByRole('link', { name: churchPage.title, exact: true }),
        churchPage.path,
      ).toHaveAttribute('href', churchPage.path);
      await expect(item).toContainText(search.kinds.page);
    }
  });

  test('finds a notice and a sermon on their own pages, not on the pages that list them @desktop @content', async ({
    page,
  }) => {
    const [notice] = content.news;
    const [sermon] = content.sermons;
    const items = [
      notice && { title: notice.title, path: paths.notice(notice.slug), lists: newsListPaths },
      sermon && {
        title: sermon.title,
        path: paths.sermon(sermon.slug),
        lists: [
          ...sermonListPaths,
          ...(sermon.series ? [paths.sermonSeries(sermon.series.slug)] : []),
        ],
      },
    ].filter((item) => item !== undefined);
    for (const { title, path, lists } of items) {
      const results = await searchFor(page, title);
      await expect(results.getByRole('link', { name: title, exact: true })).toHaveAttribute(
        'href',
        path,
      );
      const found = await results
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(found, title).not.toContain(paths.home);
      for (const list of lists) expect(found, title).not.toContain(list);
    }
  });

  test('says so when nothing matches, and keeps the words in the box', async ({ page }) => {
    await page.goto(`${paths.search}?q=qwzxv`);
    await expect(page.getByRole('status')).toHaveText(search.noResults);
    await expect(page.getByRole('searchbox', { name: search.boxLabel })).toHaveValue('qwzxv');
  });

  test('the box in the header opens the search with its words @desktop', async ({ page }) => {
    await page.goto(paths.home);
    const box = page.getByRole('banner').getByRole('searchbox', { name: siteText.searchBox.label });
    await box.fill(activity.name);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(
      page.getByRole('link', { name: activity.name, exact: true }).first(),
    ).toBeVisible();
  });

  test('on a phone, the header has a way to the search page @phone', async ({ page }) => {
    await page.goto(paths.home);
    await page.getByRole('banner').getByRole('button', { name: siteText.searchBox.button }).click();
    await expect(page).toHaveURL(/\/search\?q=$/);
    await expect(page.getByRole('heading', { level: 1, name: search.meta.heading })).toBeVisible();
  });

  test('fetches Pagefind only when there is something to look for', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(paths.search);
    await expect(page.getByRole('searchbox', { name: search.boxLabel })).toBeVisible();
    // Live, and still nothing asked for.
    await expect(page.locator('[data-island="search-results"]')).toHaveAttribute(
      'data-hydrated',
      '',
    );
    expect(requests.filter((url) => url.includes('/pagefind/'))).toEqual([]);
    await page.getByRole('searchbox', { name: search.boxLabel }).fill(activity.name);
    await page.keyboard.press('Enter');
    await poll(() => requests.filter((url) => url.includes('/pagefind/')).length).toBeGreaterThan(
      0,
    );
  });
});

test.describe('search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('says it needs JavaScript and links every section instead @content', async ({ page }) => {
    await page.goto(`${paths.search}?q=${encodeURIComponent(activity.name)}`);
    await expect(page.getByText(search.noJavaScript)).toBeVisible();
    await expect(page.getByRole('status')).toBeEmpty();
    const sections = page.getByRole('navigation', { name: search.sectionsHeading });
    // Every section: the calendar's place on /events is not one.
    const links = [
      ...content.mainMenu,
      ...content.footerLinks.filter((link) => link.to !== paths.subscribe),
    ];
    for (const { label } of links.filter((link) => 'to' in link)) {
      await expect(sections.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(sections.getByRole('link', { name: activity.name, exact: true })).toHaveAttribute(
      'href',
      activity.path,
    );
  });
});

test('with JavaScript, the page does not say it needs it', async ({ page }) => {
  await page.goto(paths.search);
  await expect(page.getByRole('searchbox', { name: search.boxLabel })).toBeVisible();
  await expect(page.getByText(search.noJavaScript)).toBeHidden();
});
