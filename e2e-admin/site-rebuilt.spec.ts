import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import sharp from 'sharp';
import { runnerImport } from 'vite';
import { parse, stringify } from 'yaml';
import type { loadContent } from '../app/content/loading/load.server.ts';
import { churchSchema } from '../app/content/schemas/church.ts';
import { datesSchema } from '../app/content/schemas/site-text.ts';
import { dateWordsOf } from '../app/lib/format-date.ts';
import { yamlOptions } from '../app/content/yaml.ts';
import { dropImageCache, seedImageCache } from '../app/lib/image-cache.server.js';
import { silentM4a } from '../test/m4a.ts';
import { band, colourAt, near } from '../test/sideways-photo.ts';
import { formatServiceTime } from '../app/lib/service-time.ts';
import * as office from './office-data.ts';
import { build, test } from './office.ts';
import { previewFiles } from '../scripts/preview-config.mjs';
import { editedContent, sourceContent, url } from './office-page.ts';

// The site built again from what the office saved in /admin (admin*.spec.ts, each test's
// files kept in editedContent()), one test per task's pages. Runs after those tests: a task
// whose test failed has nothing here to show.

// The bytes all the pictures of one page may take on a phone (e2e/routes.spec.ts, BUDGETS.images).
const pagePicturesBudget = 60_000;
const { member, notice, sermon, series, newPage, livestream } = office;
type Yaml = Record<string, unknown>;
const readYaml = (dir: string, file: string) =>
  parse(readFileSync(join(dir, file), 'utf8')) as Yaml;
const before = (file: string) => readYaml(sourceContent, file);
const oldTime = () => (before('church.yml').services as { time: string }[])[0]!.time;
const dates = () =>
  dateWordsOf(
    datesSchema.parse(before('site-text.yml').dates),
    churchSchema.parse(before('church.yml')),
  );

test('with three mistakes /admin cannot see or never saw, the build tells all three, each by its box in /admin, file and line', async () => {
  // On a copy: the rebuild below is of the files as saved.
  const repo = mkdtempSync(join(tmpdir(), 'cms-mistakes-'));
  const dir = join(repo, 'content');
  cpSync(editedContent(), dir, { recursive: true });
  seedImageCache(editedContent(), dir);
  try {
    expect(readYaml(dir, office.pageFile).title).toBe(newPage.title);
    // Two more, as a push from elsewhere than /admin might bring: a passage naming no book, and
    // the recording's size taken out.
    const [, frontMatter = '', notes = ''] =
      /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(
        readFileSync(join(dir, office.sermonFile), 'utf8'),
      ) ?? [];
    const facts = parse(frontMatter) as { passage: string; audio: Record<string, unknown> };
    facts.passage = 'Hezekiah 2:1';
    delete facts.audio.bytes;
    writeFileSync(
      join(dir, office.sermonFile),
      `---\n${stringify(facts, yamlOptions)}---\n${notes}`,
    );
    let output = '';
    try {
      await build({ CONTENT_DIR: dir, BUILD_DIR: join(repo, 'build', 'client') });
    } catch (error) {
      output = (error as Error).message;
    }
    expect(output, 'The build accepted content it should have refused').not.toBe('');
    const written = readFileSync(join(dir, office.sermonFile), 'utf8');
    const lineOf = (text: string, words: string) =>
      text.split('\n').findIndex((line) => line.includes(words)) + 1;
    expect(output).toContain('The church content has 3 mistakes:');
    expect(output).toMatch(
      new RegExp(
        `church-pages/${newPage.slug}\\.yml, line \\d+, body: the link to "/no-such-page" goes to a page that does not exist on this site.*\\n  In /admin: Your own pages → “${newPage.title}” → Text → link “old page”\\n`,
      ),
    );
    expect(output).toMatch(
      new RegExp(
        `sermons/${sermon.slug}\\.md, passage: "Hezekiah 2:1" does not start with the name of a book of the Bible.*\\n  In /admin: Sermons → “${sermon.title}” → Bible passage, line ${lineOf(written, 'passage:')}\\n`,
      ),
    );
    expect(output).toMatch(
      new RegExp(
        `sermons/${sermon.slug}\\.md, audio → bytes: The audio file size is missing.*\\n  In /admin: Sermons → “${sermon.title}” → Recording → Size in bytes, line ${lineOf(written, 'audio:')}\\n`,
      ),
    );
  } finally {
    dropImageCache(dir);
    rmSync(repo, { recursive: true, force: true });
  }
});

test('the files the office saved load as the build reads them', async () => {
  // Put right: the page's link to a page that does not exist goes, its picture stays.
  const data = readYaml(editedContent(), office.pageFile) as { body: { text: string }[] };
  data.body[0]!.text = [office.textPictureLine, '', ...office.pageText].join('\n');
  writeFileSync(join(editedContent(), office.pageFile), stringify(data, yamlOptions));
  const { module: loader } = await runnerImport<{ loadContent: typeof loadContent }>(
    '/app/content/loading/load.server.ts',
    { configFile: false, logLevel: 'error' },
  );
  const content = loader.loadContent(editedContent());
  expect(content.church.services[0]?.time).toBe(office.newTime(oldTime()));
  expect(content.siteNotice?.written.until ?? office.noticeUntil).toBe(office.noticeUntil);
  expect(content.aboutUs.sections.find((s) => s.type === 'people')?.people.at(-1)).toEqual({
    name: member.name,
    role: member.role,
    photo: expect.stringMatching(/^people\/lydia-testwell-[0-9a-f]{8}$/),
  });
});

test('service time: the home page and the footer show the new time', async ({ page, rebuilt }) => {
  const newTime = office.newTime(oldTime());
  await page.goto(url(rebuilt.port));
  const shown = formatServiceTime(newTime, dates());
  const times = `time[datetime="${newTime}"]`;
  await expect(page.getByRole('main').locator(times)).toHaveText(shown);
  await expect(page.getByRole('contentinfo').locator(times)).toHaveText(shown);
  await expect(page.locator(`time[datetime="${oldTime()}"]`)).toHaveCount(0);
});

test('person with a photo: About Us shows the new member, every copy of the photo upright, small, without EXIF or GPS', async ({
  page,
  rebuilt,
}) => {
  await page.goto(url(rebuilt.port, '/about-us'));
  const photo = page.getByRole('img', { name: member.name, exact: true });
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(
    '/images/generated/people/lydia-testwell-',
  );
  const card = page.locator('figure', { has: photo });
  await expect(card).toContainText(member.name);
  await expect(card).toContainText(member.role);

  const addresses = await page.locator('picture', { has: photo }).evaluate((element) =>
    [...element.querySelectorAll('source, img')].flatMap((node) =>
      (node.getAttribute('srcset') ?? node.getAttribute('src') ?? '')
        .split(',')
        .map((candidate) => candidate.trim().split(/\s+/)[0]!)
        .filter(Boolean),
    ),
  );
  const copies = [...new Set(addresses)];
  // Three formats at each of the portrait preset's widths.
  expect(copies.length).toBeGreaterThanOrEqual(9);
  for (const address of copies) {
    const response = await page.request.get(new URL(address, url(rebuilt.port)).href);
    expect(response.status(), address).toBe(200);
    const bytes = await response.body();
    const meta = await sharp(bytes).metadata();
    expect(meta.exif, address).toBeUndefined();
    expect(meta.orientation, address).toBeUndefined();
    expect(meta.width, address).toBe(meta.height); // a person's photo is cut square
    expect(near(await colourAt(bytes, 0.5, 0.03), band.red), `${address}: band on top`).toBe(true);
    expect(near(await colourAt(bytes, 0.03, 0.5), band.blue), `${address}: left side`).toBe(true);
    // Within the pictures budget of a whole page on a phone (e2e/routes.spec.ts, BUDGETS).
    expect(bytes.length, address).toBeLessThanOrEqual(pagePicturesBudget);
  }
});

test('typed dates and livestream: the site notice shows at the top, and "Watch live" goes to the new address', async ({
  page,
  rebuilt,
}) => {
  await page.goto(url(rebuilt.port));
  const shown = page.locator('[data-slot="site-notice"]');
  await expect(shown).toBeVisible();
  await expect(shown.getByRole('button')).toBeVisible();
  for (const where of [page.getByRole('main'), page.getByRole('contentinfo')]) {
    await expect(where.getByRole('link', { name: /^Watch live/ }).first()).toHaveAttribute(
      'href',
      livestream.url,
    );
    await expect(where).toContainText(livestream.note);
  }
});

test('notice: first in the news, with its photo', async ({ page, rebuilt }) => {
  await page.goto(url(rebuilt.port, '/news'));
  await page.getByRole('link', { name: notice.title, exact: true }).first().click();
  await expect(page).toHaveURL(url(rebuilt.port, `/news/${notice.slug}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notice.title);
  await expect(page.locator(`time[datetime="${office.today}"]`).first()).toBeVisible();
  await expect(page.getByRole('main')).toContainText(notice.text);
  await expect(page.getByRole('img', { name: notice.alt, exact: true })).toBeVisible();
});

test('sermon with transcript: its page with the player and both speakers, in its new series and the podcast', async ({
  page,
  rebuilt,
}) => {
  await page.goto(url(rebuilt.port, `/sermons/series/${series.slug}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(series.title);
  await page.getByRole('link', { name: sermon.title, exact: true }).click();
  await expect(page).toHaveURL(url(rebuilt.port, `/sermons/${sermon.slug}`));
  const main = page.getByRole('main');
  await expect(main).toContainText(sermon.passage);
  await expect(main).toContainText(sermon.preacher);
  // Its transcript, from the WebVTT file uploaded in /admin, names both speakers.
  const labels = before('pages/sermons.yml').labels as {
    transcript: string;
    readTranscript: string;
  };
  const transcript = main.getByRole('region', { name: labels.transcript });
  await transcript.getByText(labels.readTranscript, { exact: true }).click();
  for (const speaker of office.speakers) {
    await expect(transcript.getByText(speaker, { exact: true })).toBeVisible();
  }
  const audio = main.locator('audio');
  await expect(audio).toHaveAttribute('preload', 'none');
  expect(await audio.evaluate((el: HTMLAudioElement) => el.currentSrc || el.src)).toBe(sermon.url);
  const podcast = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(
    await (await page.request.get(url(rebuilt.port, '/sermons/podcast.xml'))).text(),
  ) as { rss: { channel: { item: { title: string; enclosure: unknown }[] } } };
  const episode = podcast.rss.channel.item.find((item) => item.title === sermon.title);
  expect(episode?.enclosure).toEqual({
    '@url': sermon.url,
    '@length': sermon.bytes,
    '@type': 'audio/mpeg',
  });
});

test('sermon uploaded from a phone: its page plays its M4A from /recordings/, a range answered with 206, and its podcast item matches the file', async ({
  page,
  rebuilt,
}) => {
  const { phoneSermon } = office;
  // The church's bucket outlives a build: what recording.spec.ts uploaded is put in the one the
  // rebuilt site is served with.
  const kept = join(editedContent(), '..', 'recordings');
  const [name] = readdirSync(kept);
  const bytes = readFileSync(join(kept, name!));
  const { config, state } = previewFiles(rebuilt.port);
  const put = spawnSync(
    process.execPath,
    [
      join('node_modules', 'wrangler', 'bin', 'wrangler.js'),
      ...['r2', 'object', 'put', `church-recordings/${name}`, '--file', join(kept, name!)],
      ...['--content-type', 'audio/mp4', '--local', '--persist-to', state, '--config', config],
    ],
    { encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
  );
  expect(put.status, put.stderr).toBe(0);

  await page.goto(url(rebuilt.port, `/sermons/${phoneSermon.slug}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(phoneSermon.title);
  const src = await page
    .getByRole('main')
    .locator('audio')
    .evaluate(
      (el: HTMLAudioElement) =>
        el.getAttribute('src') ?? el.querySelector('source')?.getAttribute('src'),
    );
  expect(src).toBe(`/recordings/${name}`);
  const part = await page.request.get(url(rebuilt.port, src!), {
    headers: { Range: 'bytes=1000-1999' },
  });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-type']).toBe('audio/mp4');
  expect(Buffer.compare(await part.body(), bytes.subarray(1000, 2000))).toBe(0);
  // The transcript written from the recording, as the office corrected it.
  const labels = before('pages/sermons.yml').labels as {
    transcript: string;
    readTranscript: string;
  };
  const transcript = page.getByRole('main').getByRole('region', { name: labels.transcript });
  await transcript.getByText(labels.readTranscript, { exact: true }).click();
  await expect(transcript.getByText(phoneSermon.corrected)).toBeVisible();
  await expect(transcript.getByText(phoneSermon.misheard)).toHaveCount(0);
  // The phone's AAC plays in the page's own player, from the site's Worker.
  const played = await page
    .getByRole('main')
    .locator('audio')
    .evaluate(async (audio: HTMLAudioElement) => {
      audio.muted = true;
      await audio.play();
      await new Promise((done) => setTimeout(done, 300));
      audio.pause();
      return { at: audio.currentTime, length: audio.duration };
    });
  expect(played.at).toBeGreaterThan(0);
  expect(played.length).toBeCloseTo(silentM4a(5).seconds, 1);

  const podcast = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(
    await (await page.request.get(url(rebuilt.port, '/sermons/podcast.xml'))).text(),
  ) as {
    rss: {
      channel: {
        item: { title: string; enclosure: Record<string, string>; 'itunes:duration': unknown }[];
      };
    };
  };
  const episode = podcast.rss.channel.item.find((item) => item.title === phoneSermon.title);
  expect(new URL(episode!.enclosure['@url']!).pathname).toBe(`/recordings/${name}`);
  expect(episode!.enclosure['@length']).toBe(String(bytes.length));
  // The phone's M4A (recording.spec.ts), named as Apple's list of types names it.
  expect(episode!.enclosure['@type']).toBe('audio/x-m4a');
  expect(Number(episode!['itunes:duration'])).toBe(Math.round(silentM4a(5).seconds));
});

test('page with a link: in the footer, with its heading, link, list, photo and the picture in its text', async ({
  page,
  rebuilt,
}) => {
  await page.goto(url(rebuilt.port));
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: newPage.label, exact: true })
    .click();
  await expect(page).toHaveURL(url(rebuilt.port, `/${newPage.slug}`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(newPage.title);
  await expect(main.getByRole('heading', { level: 2, name: newPage.heading })).toBeVisible();
  await expect(main.getByRole('link', { name: newPage.link.words, exact: true })).toHaveAttribute(
    'href',
    newPage.link.to,
  );
  await expect(main.locator('ol > li')).toHaveText(newPage.steps);
  const photo = main.getByRole('img', { name: newPage.alt, exact: true });
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // The picture put in the text with the editor's button: from its copies in text/, whole.
  const inText = main.getByRole('img', { name: newPage.textPicture.alt, exact: true });
  await inText.scrollIntoViewIfNeeded();
  await expect(inText).toBeVisible();
  await expect
    .poll(() => inText.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const shown = await inText.evaluate((img: HTMLImageElement) => ({
    path: new URL(img.currentSrc).pathname,
    shape: img.naturalWidth / img.naturalHeight,
  }));
  expect(shown.path).toMatch(/^\/images\/generated\/text\/hall-set-for-supper-[0-9a-f]{8}-/);
  expect(Math.abs(shown.shape / (1600 / 900) - 1)).toBeLessThan(0.01);
});
