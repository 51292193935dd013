import type { Page } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import sharp from 'sharp';
import { paths } from '../app/lib/paths.ts';
import { itemsPerPage } from '../app/lib/paging.ts';
import { absoluteUrl } from '../app/lib/site-url.ts';
import { formatLongDate } from '../app/lib/format-date.ts';
import { content, newsListPaths, sermonListPaths, dates } from './support/content.ts';
import { expect, test } from './support/shared-page.ts';
import { waitForSettled } from './support/test.ts';

// News, sermons and the podcast as a visitor (and a podcast app) meets them, from whatever
// content the build was made from: the lists' order and paging, a notice and a sermon page,
// the player that fetches nothing before Play, the video that asks nothing of YouTube or
// Google before its button is pressed, the home page's News, and the two feeds as built.

const { news, newsPage, sermons, sermonsPage, sermonSeries, paging, church } = content;
const url = (path: string) => absoluteUrl(church.siteUrl, path);

/** The titles a list shows, in order. */
const listedTitles = (page: Page, slot: string) =>
  page.locator(`[data-slot="${slot}"] h2, [data-slot="${slot}"] h3`).allTextContents();

/**
 * Page `index` of the news or the sermons: it shows the titles of the content's
 * next page of items, in order. Gives that page of items and its first entry.
 */
async function listPage<T extends { title: string }>(
  page: Page,
  { path, index, items }: { path: string; index: number; items: readonly T[] },
  kind: 'news' | 'sermon',
) {
  const [list, entry] =
    kind === 'news' ? ['news-list', 'notice-summary'] : ['sermon-list', 'sermon-summary'];
  await page.goto(path);
  const expected = items.slice(index * itemsPerPage, (index + 1) * itemsPerPage);
  expect(await listedTitles(page, list)).toEqual(expected.map((item) => item.title));
  return { expected, first: page.locator(`[data-slot="${entry}"]`).first() };
}

/** The first item with a feature a test needs; every content set has one of each. */
function withFeature<T>(feature: string, items: readonly T[], has: (item: T) => unknown): T {
  const item = items.find(has);
  if (!item) throw new Error(`The content has no ${feature} to test with; add one`);
  return item;
}

/** Every request the page makes to Google or YouTube from here on. */
function googleRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname;
    if (
      /(^|\.)(google|googleapis|gstatic|youtube|youtube-nocookie|ytimg|doubleclick)\./.test(host)
    ) {
      seen.push(request.url());
    }
  });
  return seen;
}

test.describe('news', () => {
  test('lists the notices newest first, ten to a page, each page linking to the next @content', async ({
    page,
  }) => {
    for (const [index, path] of newsListPaths.entries()) {
      const { expected, first } = await listPage(page, { path, index, items: news }, 'news');
      await expect(first.locator('time')).toHaveAttribute('datetime', expected[0]!.date);
      await expect(first).toContainText(expected[0]!.summary);
      const pages = page.getByRole('navigation', { name: paging.label });
      if (newsListPaths.length === 1) {
        await expect(pages).toHaveCount(0);
        continue;
      }
      await expect(pages).toContainText(
        `${paging.page} ${index + 1} ${paging.of} ${newsListPaths.length}`,
      );
      const older = pages.getByRole('link', { name: paging.older });
      if (index < newsListPaths.length - 1) {
        await expect(older).toHaveAttribute('href', newsListPaths[index + 1]!);
      } else {
        await expect(older).toHaveCount(0);
      }
    }
  });

  test('a notice shows its date, words and photo, its PDF with its size, and the way back @content', async ({
    page,
  }) => {
    const notice = news.find((n) => n.attachment) ?? news[0]!;
    await page.goto(paths.notice(notice.slug));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(notice.title);
    await expect(main.locator(`time[datetime="${notice.date}"]`)).toHaveText(
      formatLongDate(notice.date, dates),
    );
    const firstParagraph = notice.body.find((block) => typeof block === 'string');
    if (firstParagraph) await expect(main).toContainText(firstParagraph);
    if (notice.attachment) {
      const link = main.getByRole('link', { name: new RegExp(notice.attachment.label) });
      await expect(link).toHaveAttribute('href', notice.attachment.href);
      await expect(link).toContainText(/\(.+, \d+(\.\d)? (KB|MB|bytes)\)/);
      const pdf = await page.request.get(notice.attachment.href);
      expect(pdf.status()).toBe(200);
      expect((await pdf.body()).length).toBe(notice.attachment.bytes);
    }
    await main.getByRole('link', { name: newsPage.backLink }).click();
    await expect(page).toHaveURL(paths.news);
  });

  test('a notice with a photo shows it with its description @content', async ({ page }) => {
    const notice = withFeature('a notice with a photo', news, (n) => n.photo);
    await page.goto(paths.notice(notice.slug));
    await expect(
      page.getByRole('main').getByRole('img', { name: notice.photo!.alt }),
    ).toBeVisible();
  });

  test('the home page shows the three latest notices under News @content', async ({ page }) => {
    await page.goto(paths.home);
    const section = page.getByRole('region', { name: newsPage.home.heading });
    await expect(section).toHaveCount(news.length > 0 ? 1 : 0);
    expect(await listedTitles(page, 'notice-summary')).toEqual(
      news.slice(0, 3).map((notice) => notice.title),
    );
    await section.getByRole('link', { name: newsPage.home.seeAll }).click();
    await expect(page).toHaveURL(paths.news);
  });

  test('the footer of every page leads to the news and the sermons @content', async ({ page }) => {
    await page.goto(paths.aboutUs);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: content.menuLabels.news, exact: true }).click();
    await expect(page).toHaveURL(paths.news);
    await footer.getByRole('link', { name: content.menuLabels.sermons, exact: true }).click();
    await expect(page).toHaveURL(paths.sermons);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.pages.sermons.heading);
  });

  test('every page announces the news feed in its head @content', async ({ page }) => {
    for (const path of [paths.home, paths.giving, paths.sermons]) {
      await page.goto(path);
      await expect(
        page.locator('head link[rel="alternate"][type="application/atom+xml"]'),
      ).toHaveAttribute('href', paths.newsFeed);
    }
  });
});

test.describe('sermons', () => {
  test('lists the sermons newest first with their facts, paged like the news, and how to subscribe @content', async ({
    page,
  }) => {
    for (const [index, path] of sermonListPaths.entries()) {
      const { expected, first } = await listPage(page, { path, index, items: sermons }, 'sermon');
      // The passage as typed, each reference in it a link to the Bible site (a new tab).
      for (const { text } of expected[0]!.passageLinks) await expect(first).toContainText(text);
      await expect(first).toContainText(expected[0]!.preacher);
      await expect(first.locator('time')).toHaveAttribute('datetime', expected[0]!.date);
      if (expected[0]!.series) {
        await expect(first.getByRole('link', { name: expected[0]!.series.title })).toHaveAttribute(
          'href',
          paths.sermonSeries(expected[0]!.series.slug),
        );
      }
      const subscribe = page.getByRole('complementary', { name: sermonsPage.subscribe.heading });
      await expect(subscribe.getByRole('link', { name: url(paths.podcast) })).toHaveAttribute(
        'href',
        paths.podcast,
      );
      await expect(page.locator('head link[type="application/rss+xml"]')).toHaveAttribute(
        'href',
        paths.podcast,
      );
      if (index < sermonListPaths.length - 1) {
        await page
          .getByRole('navigation', { name: paging.label })
          .getByRole('link', { name: paging.older })
          .click();
        await expect(page).toHaveURL(sermonListPaths[index + 1]!);
      }
    }
  });

  test('a series page lists its sermons in the order preached @content', async ({ page }) => {
    for (const series of sermonSeries) {
      await page.goto(paths.sermonSeries(series.slug));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(series.title);
      const inOrder = sermons
        .filter((sermon) => sermon.series?.slug === series.slug)
        .sort((a, b) => a.date.localeCompare(b.date));
      expect(await listedTitles(page, 'sermon-list')).toEqual(inOrder.map((s) => s.title));
    }
  });

  test('the player fetches no audio before Play, and plays it after', async ({ page }) => {
    const sermon = sermons[0]!;
    const audio: string[] = [];
    page.on('request', (request) => {
      if (/\.mp3(\?|$)/.test(request.url())) audio.push(request.url());
    });
    await page.goto(paths.sermon(sermon.slug));
    // Loaded, started and settled: a player that fetched on its own would have asked by now.
    await waitForSettled(page);
    const player = page.locator('audio');
    await expect(player).toHaveAttribute('preload', 'none');
    await expect(player).toHaveAttribute('controls', '');
    expect(audio, 'audio fetched before Play').toEqual([]);
    const download = page.getByRole('link', { name: new RegExp(sermonsPage.labels.download) });
    await expect(download).toContainText(/MP3, \d+(\.\d)? (KB|MB)/);

    await player.evaluate((element: HTMLAudioElement) => element.play());
    await expect.poll(() => audio.length).toBeGreaterThan(0);
    await expect
      .poll(() => player.evaluate((element: HTMLAudioElement) => element.currentTime))
      .toBeGreaterThan(0);
  });

  test('the video asks nothing of Google or YouTube until its button is pressed', async ({
    page,
  }) => {
    const sermon = withFeature('a sermon with a video', sermons, (s) => s.video);
    const requests = googleRequests(page);
    await page.goto(paths.sermon(sermon.slug));
    await waitForSettled(page);
    expect(requests, 'requests before Play').toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);

    await page.getByRole('button', { name: new RegExp(sermonsPage.labels.playVideo) }).click();
    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${sermon.video!.id}?autoplay=1`,
    );
    await expect(frame).toHaveAttribute('title', sermon.title);
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    expect(
      requests.every((request) => request.startsWith('https://www.youtube-nocookie.com/')),
    ).toBe(true);
  });

  test('without JavaScript the video is a link to it on YouTube', async ({ browser }) => {
    const sermon = withFeature('a sermon with a video', sermons, (s) => s.video);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const requests = googleRequests(page);
    await context.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort('blockedbyclient'));
    await page.goto(paths.sermon(sermon.slug));
    await expect(
      page.getByRole('link', { name: new RegExp(sermonsPage.labels.watchOnYouTube) }),
    ).toHaveAttribute('href', sermon.video!.url);
    expect(requests).toEqual([]);
    await context.close();
  });

  test('sermon pages may frame YouTube’s privacy-enhanced player, and no other page may @desktop', async ({
    request,
  }) => {
    const frameSrc = async (path: string) => {
      const policy = (await request.get(path)).headers()['content-security-policy'];
      return policy?.match(/frame-src ([^;]+)/)?.[1];
    };
    const sermonFrames = (await frameSrc(paths.sermon(sermons[0]!.slug)))!.split(' ');
    const otherFrames = (await frameSrc(paths.sermons))!.split(' ');
    expect(sermonFrames).toEqual([...otherFrames, 'https://www.youtube-nocookie.com']);
    for (const path of [paths.home, paths.news, paths.sermons]) {
      expect(await frameSrc(path), path).not.toContain('youtube');
    }
  });
});

test.describe('the feeds, as built', { tag: '@desktop' }, () => {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    isArray: (name) => ['entry', 'item', 'link'].includes(name),
  });

  test('the news feed is Atom with the latest notices at their full addresses @content', async ({
    request,
  }) => {
    const response = await request.get(paths.newsFeed);
    expect(response.status()).toBe(200);
    const { feed } = parser.parse(await response.text());
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.title).toBe(newsPage.feed.title);
    const entries = (feed.entry ?? []) as { title: string; link: { '@href': string }[] }[];
    expect(entries.map((e) => e.title)).toEqual(news.slice(0, 20).map((n) => n.title));
    expect(entries.map((e) => e.link[0]!['@href'])).toEqual(
      news.slice(0, 20).map((n) => url(paths.notice(n.slug))),
    );
  });

  test('the podcast is RSS with every sermon, and its picture is a square JPEG of 1400 px @content', async ({
    request,
  }) => {
    const response = await request.get(paths.podcast);
    expect(response.status()).toBe(200);
    const { rss } = parser.parse(await response.text());
    const channel = rss.channel;
    expect(channel.title).toBe(sermonsPage.podcast.title);
    expect(channel.language).toBe('en-gb');
    const items = (channel.item ?? []) as { title: string; enclosure: Record<string, string> }[];
    expect(items.map((item) => item.title)).toEqual(sermons.map((s) => s.title));
    for (const [index, item] of items.entries()) {
      expect(item.enclosure['@length']).toBe(String(sermons[index]!.audio.bytes));
    }
    const imageUrl = new URL(channel['itunes:image']['@href'] as string);
    expect(imageUrl.origin).toBe(new URL(church.siteUrl).origin);
    const image = await request.get(imageUrl.pathname);
    expect(image.status()).toBe(200);
    const { width, height, format } = await sharp(await image.body()).metadata();
    expect({ width, height, format }).toEqual({ width: 1400, height: 1400, format: 'jpeg' });
  });
});
