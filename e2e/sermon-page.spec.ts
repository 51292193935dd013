import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import { chaptersFile } from '../app/features/sermons/episode-files.ts';
import { readPassage } from '../app/lib/bible-books.ts';
import { passageUrl } from '../app/lib/bible-links.ts';
import { paths } from '../app/lib/paths.ts';
import { formatTimecode } from '../app/lib/timecode.ts';
import { content, contentFolder, escapeRegExp, newTabName } from './support/content.ts';
import { expectNewTabLink } from './support/page-checks.ts';
import { expect, poll, test } from './support/test.ts';

// A sermon's page as a listener uses it, from whatever content the build was made from: the
// passage linked to the church's Bible site, chapters and transcript paragraphs that move the
// player (and are text without JavaScript), the speed and the place kept across a reload, the
// transcript found by search, and the files the podcast names as the host serves them. The
// rules behind them (times, files, feeds, addresses) are unit tests beside the code.

const { sermons, sermonsPage, search } = content;
const { labels } = sermonsPage;

/** The first sermon with a feature a test needs; every content set has one of each. */
function sermonWith(feature: string, has: (sermon: (typeof sermons)[number]) => unknown) {
  const sermon = sermons.find(has);
  if (!sermon) throw new Error(`The content has no sermon with ${feature} to test with; add one`);
  return sermon;
}
const sermon = sermonWith(
  'chapters and a WebVTT transcript',
  (s) => s.chapters && s.transcript?.vtt,
);
const chapters = sermon.chapters!;
const timed = sermon.transcript!.paragraphs.filter((p) => p.start !== undefined);

const player = (page: Page) => page.locator('audio');
const time = (audio: Locator) => audio.evaluate((a: HTMLAudioElement) => a.currentTime);
const pause = (audio: Locator) => audio.evaluate((a: HTMLAudioElement) => a.pause());
/**
 * The recording as a podcast host sends it, in byte ranges, where the player can go to any
 * time as soon as it knows the length. The preview's runtime sends only whole files (the
 * player then moves only within what has arrived, and so catches up: browser/player.ts).
 */
async function serveInRanges(page: Page) {
  await page.route(/\.mp3(\?|$)/, async (route) => {
    const whole = await (await route.fetch()).body();
    const range = /bytes=(\d+)-(\d*)/.exec(route.request().headers().range ?? '');
    const start = Number(range?.[1] ?? 0);
    const end = range?.[2] ? Math.min(Number(range[2]), whole.length - 1) : whole.length - 1;
    await route.fulfill({
      status: 206,
      headers: {
        'Content-Type': 'audio/mpeg',
        'Accept-Ranges': 'bytes',
        'Content-Range': `bytes ${start}-${end}/${whole.length}`,
      },
      body: whole.subarray(start, end + 1),
    });
  });
}

/**
 * What `act` does plays the recording from `start`: where it is when it starts playing (a
 * headless browser takes seconds to start its audio output, so not where it gets to).
 */
async function playsFrom(audio: Locator, start: number, act: () => Promise<void>) {
  await audio.evaluate((a: HTMLAudioElement) => {
    delete a.dataset.playedFrom;
    a.addEventListener('playing', () => (a.dataset.playedFrom = String(a.currentTime)), {
      once: true,
    });
  });
  await act();
  const from = () => audio.evaluate((a: HTMLAudioElement) => a.dataset.playedFrom ?? null);
  await poll(from).not.toBeNull();
  expect(Number(await from())).toBeGreaterThanOrEqual(start - 0.1);
  expect(Number(await from())).toBeLessThan(start + 0.5);
  await pause(audio);
}

test.describe('a sermon’s page', () => {
  test('links the passage, and its chapters, transcript, speed and resume work across a reload @content', async ({
    page,
  }) => {
    await serveInRanges(page);
    await page.goto(paths.sermon(sermon.slug));
    const audio = player(page);

    await test.step('each reference of the passage opens it on the church’s Bible site', async () => {
      const read = readPassage(sermon.passage);
      if ('problem' in read) throw new Error(read.problem);
      const references = read.parts.filter((part) => part.reference);
      const links = page.locator('main [data-slot="passage"]').first().getByRole('link');
      await expect(links).toHaveCount(references.length);
      for (const [index, { text, reference }] of references.entries()) {
        const link = links.nth(index);
        await expect(link).toHaveAccessibleName(newTabName(text));
        await expectNewTabLink(link, passageUrl(sermonsPage.bible, reference!));
      }
    });

    await test.step('a transcript paragraph plays from its time, and is marked', async () => {
      await page.getByText(labels.readTranscript, { exact: true }).click();
      const last = timed.at(-1)!;
      const paragraph = page.locator('[data-slot="transcript"] p').filter({ hasText: last.text });
      await playsFrom(audio, last.start!, () =>
        paragraph.getByText(last.text.slice(0, 20)).click(),
      );
      await expect(paragraph).toHaveAttribute('aria-current', 'true');
    });

    await test.step('a chapter plays from its start, by keyboard too, and is marked', async () => {
      const [first] = chapters;
      const button = page.getByRole('button', {
        name: `${labels.playFrom} ${formatTimecode(first!.start)} ${first!.title}`,
      });
      await button.focus();
      await playsFrom(audio, first!.start, () => page.keyboard.press('Enter'));
      await expect(page.locator('[data-slot="chapters"] li').first()).toHaveAttribute(
        'aria-current',
        'true',
      );
      // Not the last: the sample recording is a few seconds long, and its end forgets the place.
      const later = chapters[1]!;
      const name = `${labels.playFrom} ${formatTimecode(later.start)} ${later.title}`;
      await playsFrom(audio, later.start, () => page.getByRole('button', { name }).click());
    });

    const speed = page.getByRole('combobox', { name: labels.speed });
    await speed.selectOption('1.5');
    expect(await audio.evaluate((a: HTMLAudioElement) => a.playbackRate)).toBe(1.5);
    const stoppedAt = Math.floor(await time(audio));
    expect(stoppedAt).toBeGreaterThan(0);

    await test.step('after a reload, the speed is kept and Play carries on where it stopped', async () => {
      await page.reload();
      await expect(speed).toHaveValue('1.5');
      await expect(page.locator('[data-player-status]')).toHaveText(
        `${labels.resume} ${formatTimecode(stoppedAt)}`,
      );
      await expect(page.getByRole('button', { name: labels.startOver })).toBeVisible();
      await playsFrom(audio, stoppedAt, () => audio.evaluate((a: HTMLAudioElement) => a.play()));
      expect(await audio.evaluate((a: HTMLAudioElement) => a.playbackRate)).toBe(1.5);
    });
  });

  test('without JavaScript, is the browser’s own player, with the chapters and transcript as text @content', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(paths.sermon(sermon.slug));
    await expect(page.locator('audio')).toHaveAttribute('controls', '');
    await expect(page.getByRole('combobox', { name: labels.speed })).toBeHidden();
    const list = page.getByRole('list', { name: labels.chapters });
    await expect(list.getByRole('listitem')).toHaveText(
      chapters.map(({ start, title }) => `${formatTimecode(start)} ${title}`),
    );
    await expect(list.getByRole('button')).toHaveCount(0);
    // The disclosure is the browser's own: it opens without script.
    await page.getByText(labels.readTranscript, { exact: true }).click();
    for (const paragraph of sermon.transcript!.paragraphs) {
      await expect(page.getByText(paragraph.text, { exact: false }).first()).toBeVisible();
    }
    await expect(
      page.getByRole('button', { name: new RegExp(`^${escapeRegExp(labels.playFrom)}`) }),
    ).toHaveCount(0);
    await context.close();
  });

  test('is found by search by a word of its transcript alone @content', async ({ page }) => {
    // The longest word of the transcript that no other sermon, nor this one's title, summary
    // or passage, has: only the transcript can have found it.
    const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];
    const elsewhere = new Set(
      sermons.flatMap((s) =>
        wordsOf(
          [
            s.title,
            s.summary,
            s.passage,
            s.preacher,
            ...(s === sermon ? [] : (s.transcript?.paragraphs ?? []).map((p) => p.text)),
          ].join(' '),
        ),
      ),
    );
    const [word] = wordsOf(sermon.transcript!.paragraphs.map((p) => p.text).join(' '))
      .filter((w) => !elsewhere.has(w))
      .sort((a, b) => b.length - a.length);
    if (!word) throw new Error(`No word of ${sermon.slug}'s transcript is its own to search for`);
    await page.goto(`${paths.search}?q=${encodeURIComponent(word)}`);
    const results = page.getByRole('list', {
      name: new RegExp(`^${escapeRegExp(search.resultsHeading)}`),
    });
    await expect(
      results.getByRole('link', { name: sermon.title, exact: true }).first(),
      `"${word}" finds ${sermon.title}`,
    ).toHaveAttribute('href', paths.sermon(sermon.slug));
  });

  test('the podcast’s transcript and chapters files are served, with their types, to any site @content', async ({
    request,
  }) => {
    const parser = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      isArray: (name) => name === 'item' || name.startsWith('podcast:'),
    });
    const { rss } = parser.parse(await (await request.get(paths.podcast)).text());
    const items = rss.channel.item as Record<string, { '@url': string; '@type': string }[]>[];
    const named = items.flatMap((item) => [
      ...(item['podcast:transcript'] ?? []),
      ...(item['podcast:chapters'] ?? []),
    ]);
    expect(named.length).toBeGreaterThan(0);
    for (const { '@url': url, '@type': type } of named) {
      const response = await request.get(new URL(url).pathname);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type'], url).toMatch(new RegExp(`^${escapeRegExp(type)}`));
      expect(response.headers()['access-control-allow-origin'], url).toBe('*');
    }
    const vtt = await request.get(paths.sermonTranscript(sermon.slug, 'vtt'));
    expect(await vtt.body()).toEqual(readFileSync(join(contentFolder, sermon.transcript!.vtt!)));
    const json = await request.get(paths.sermonChapters(sermon.slug));
    expect(await json.text()).toBe(chaptersFile(sermon, sermonsPage.podcast.title));
  });
});
