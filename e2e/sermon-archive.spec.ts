import type { Locator, Page } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import { bookBySlug } from '../app/lib/bible-books.ts';
import { paths } from '../app/lib/paths.ts';
import { archive, content, escapeRegExp } from './support/content.ts';
import { expect, test } from './support/shared-page.ts';

// The sermons' archive as a listener meets it, from whatever content the build was made from:
// the ways in from /sermons, a sermon's own lists (preacher, book, series, year), the books in
// the Bible's order, one preacher however the name was typed, and search by preacher and book.

const { sermons, sermonsPage, search, paging } = content;
const { browse } = sermonsPage;

/** The first sermon with a feature a test needs; every content set has one of each. */
function sermonWith(feature: string, has: (sermon: (typeof sermons)[number]) => unknown) {
  const sermon = sermons.find(has);
  if (!sermon) throw new Error(`The content has no sermon with ${feature} to test with; add one`);
  return sermon;
}

const listed = (page: Page) =>
  page.locator('[data-slot="sermon-list"] h2, [data-slot="sermon-list"] h3');

/** Whether a (paged) list shows the sermon on one of its pages, going on to older ones. */
async function expectListed(page: Page, title: string) {
  for (;;) {
    if ((await listed(page).allTextContents()).includes(title)) return;
    const older = page.getByRole('navigation', { name: paging.label }).getByRole('link', {
      name: paging.older,
    });
    expect(await older.count(), `"${title}" is on no page of ${page.url()}`).toBe(1);
    await older.click();
  }
}

const moreSermons = (page: Page) => page.getByRole('navigation', { name: browse.more });

test.describe('the sermons’ archive', () => {
  test('/sermons leads to each way in: series, preachers, books and years @content', async ({
    page,
  }) => {
    for (const way of ['series', 'preachers', 'books', 'years'] as const) {
      await page.goto(paths.sermons);
      await page
        .getByRole('navigation', { name: browse.heading })
        .getByRole('link', { name: browse[way].link, exact: true })
        .click();
      await expect(page).toHaveURL(paths.sermonWays[way]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(browse[way].heading);
      const names = await page
        .locator('[data-slot="group-index"] a > span:first-child')
        .allTextContents();
      expect(names.map((name) => name.replace(/,$/, '').trim())).toEqual(
        archive[way].filter((g) => way === 'series' || g.sermons.length > 0).map((g) => g.name),
      );
    }
  });

  test('from a sermon a listener reaches its preacher’s, books’, series’ and year’s lists, and the sermon is in each @content', async ({
    page,
  }) => {
    const sermon = sermonWith('a series', (s) => s.series);
    const lists = [
      {
        name: `${browse.preachers.list} ${sermon.preacher}`,
        heading: `${browse.preachers.list} ${sermon.preacher}`,
      },
      ...sermon.books.map((book) => ({
        name: `${browse.books.list} ${book.name}`,
        heading: `${browse.books.list} ${book.name}`,
      })),
      {
        name: `${sermonsPage.labels.series}: ${sermon.series!.title}`,
        heading: sermon.series!.title,
      },
      {
        name: `${browse.years.list} ${sermon.date.slice(0, 4)}`,
        heading: `${browse.years.list} ${sermon.date.slice(0, 4)}`,
      },
    ];
    for (const { name, heading } of lists) {
      await page.goto(paths.sermon(sermon.slug));
      await moreSermons(page).getByRole('link', { name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expectListed(page, sermon.title);
    }
  });

  test('a sermon with two passages is in both books’ lists @content', async ({ page }) => {
    const sermon = sermonWith('two books in its passage', (s) => s.books.length > 1);
    await page.goto(paths.sermon(sermon.slug));
    const links = moreSermons(page).getByRole('link', {
      name: new RegExp(`^${escapeRegExp(browse.books.list)} `),
    });
    await expect(links).toHaveText(sermon.books.map((book) => `${browse.books.list} ${book.name}`));
  });

  test('the books come in the Bible’s order, Old Testament then New @content', async ({ page }) => {
    await page.goto(paths.sermonWays.books);
    const withSermons = [...new Set(sermons.flatMap((s) => s.books.map((b) => b.slug)))]
      .map((slug) => bookBySlug(slug)!)
      .sort((a, b) => a.order - b.order);
    const sections: [string, Locator][] = [];
    for (const [testament, heading] of [
      ['old', browse.books.oldTestament],
      ['new', browse.books.newTestament],
    ] as const) {
      const books = withSermons.filter((book) => book.testament === testament);
      const section = page.locator('section').filter({
        has: page.getByRole('heading', { level: 2, name: heading, exact: true }),
      });
      await expect(section).toHaveCount(books.length > 0 ? 1 : 0);
      if (books.length > 0) sections.push([heading, section]);
      if (books.length === 0) continue;
      const names = await section
        .locator('[data-slot="group-index"] a > span:first-child')
        .allTextContents();
      expect(names.map((name) => name.replace(/,$/, '').trim())).toEqual(books.map((b) => b.name));
    }
    expect(sections.length).toBeGreaterThan(0);
  });

  test('a book typed short in a passage ("Ps 96", "1 Thess.") lists the sermon under the book’s full name @content', async ({
    page,
  }) => {
    const sermon = sermonWith('a book written short in its passage', (s) =>
      s.books.some((book) => !s.passage.includes(book.name)),
    );
    const book = sermon.books.find((b) => !sermon.passage.includes(b.name))!;
    await page.goto(paths.sermonWays.books);
    await page.getByRole('link', { name: new RegExp(`^${escapeRegExp(book.name)}\\W`) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${browse.books.list} ${book.name}`,
    );
    await expectListed(page, sermon.title);
    // As typed: each of its references a link of its own (a new tab), the rest plain.
    const summary = page
      .locator('[data-slot="sermon-summary"]')
      .filter({ hasText: sermon.title })
      .first();
    for (const { text } of sermon.passageLinks) await expect(summary).toContainText(text);
  });

  test('each preacher is listed once, however the name was typed, with their own podcast @content', async ({
    page,
  }) => {
    await page.goto(paths.sermonWays.preachers);
    const names = (
      await page.locator('[data-slot="group-index"] a > span:first-child').allTextContents()
    ).map((name) => name.replace(/,$/, '').trim());
    expect(names).toHaveLength(new Set(sermons.map((s) => s.preacherSlug)).size);
    for (const { name, also } of sermonsPage.preachers) {
      for (const spelling of also) expect(names).not.toContain(spelling);
      if (sermons.some((s) => s.preacher === name)) expect(names).toContain(name);
    }
    const preacher = archive.preachers[0]!;
    await page
      .getByRole('link', { name: new RegExp(`^${escapeRegExp(preacher.name)}\\W`) })
      .click();
    const podcast = page.locator(
      `head link[type="application/rss+xml"][href="${paths.preacherPodcast(preacher.slug)}"]`,
    );
    await expect(podcast).toHaveCount(1);
    const feed = await page.request.get(paths.preacherPodcast(preacher.slug));
    expect(feed.status()).toBe(200);
    expect((await feed.text()).match(/<item>/g)).toHaveLength(preacher.sermons.length);
  });
});

test('a series page announces a podcast of that series’ sermons @content', async ({ page }) => {
  const series = archive.series.find((group) => group.sermons.length > 0)!;
  await page.goto(series.path);
  const feedPath = paths.seriesPodcast(series.slug);
  await expect(
    page.locator(`head link[type="application/rss+xml"][href="${feedPath}"]`),
  ).toHaveCount(1);
  await expect(
    page.getByRole('complementary', { name: sermonsPage.subscribe.heading }).getByRole('link'),
  ).toHaveAttribute('href', feedPath);
  const feed = await page.request.get(feedPath);
  expect(feed.status()).toBe(200);
  const { rss } = new XMLParser({ isArray: (name) => name === 'item' }).parse(await feed.text());
  const titles = (rss.channel.item as { title: string }[]).map((item) => String(item.title));
  expect(titles.sort()).toEqual(series.sermons.map((s) => s.title).sort());
});

test.describe('search in the sermons', () => {
  test('narrows to one preacher’s sermons, and to one book’s @content', async ({ page }) => {
    for (const [name, group] of [
      ['preacher', archive.preachers[0]!],
      ['book', archive.books[0]!],
    ] as const) {
      await page.goto(paths.search);
      const label = name === 'preacher' ? search.filters.preacher : search.filters.book;
      await page.getByRole('combobox', { name: label }).selectOption(group.name);
      await page
        .getByRole('main')
        .getByRole('button', { name: search.button, exact: true })
        .click();
      const results = page.getByRole('list', {
        name: new RegExp(`^${escapeRegExp(search.resultsHeading)}`),
      });
      await expect(page.getByRole('status')).toHaveText(
        `${search.resultsHeading}: ${Math.min(group.sermons.length, 20)}`,
      );
      const titles = await results.getByRole('heading', { level: 2 }).allTextContents();
      for (const title of titles) expect(group.sermons.map((s) => s.title)).toContain(title);
      await expect(page.getByRole('combobox', { name: label })).toHaveValue(group.name);
    }
  });

  test('a Bible reference finds the sermons on it first @content', async ({ page }) => {
    // "Luke 15" from "Luke 15:11-32": a book written in full, then a chapter.
    const reference = (passage: string) =>
      passage
        .match(/^((?:[1-3] )?[A-Z][a-z]+) (\d+)(?=$|[:.\s])/)
        ?.slice(1, 3)
        .join(' ');
    const sermon = sermonWith('a book written in full and a chapter', (s) => reference(s.passage));
    const words = reference(sermon.passage)!;
    const onIt = sermons.filter((s) => reference(s.passage) === words).map((s) => s.title);
    await page.goto(`${paths.search}?q=${encodeURIComponent(words)}`);
    const results = page.getByRole('list', {
      name: new RegExp(`^${escapeRegExp(search.resultsHeading)}`),
    });
    await expect(results).toBeVisible();
    const titles = await results.getByRole('heading', { level: 2 }).allTextContents();
    expect(titles.slice(0, onIt.length).sort()).toEqual(onIt.slice(0, 20).sort());
  });
});
