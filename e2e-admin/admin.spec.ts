import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { parse, stringify } from 'yaml';
import { pictureFacts } from '../app/content/pictures/picture-facts.ts';
import { yamlOptions } from '../app/content/yaml.ts';
import { churchTime } from '../app/admin/after-publish/publish-state.ts';
import { partsInBoxOrder, unfinished } from '../app/admin/before-publish/typed-dates.ts';
import { speakEnglish } from '../test/admin-words.ts';
import { band, colourAt, near } from '../test/sideways-photo.ts';
import { adminContentSecurityPolicy } from '../app/pipeline/policies.ts';
import * as office from './office-data.ts';
import {
  fillFields,
  peopleIn,
  retype,
  sectionsOf,
  typeDate,
  unfold,
  uploadPhoto,
  writeMarkdown,
} from './forms.ts';
import { test } from './office.ts';
import { changedLines } from './office-page.ts';

// The church office's tasks in /admin, one test each, each on a fresh copy of the content
// (office.ts): the files Decap wrote, and what /admin said on the way. What each saved is kept
// for site-rebuilt.spec.ts, which builds the site from it and checks the pages. Every expectation
// comes from what the test typed (office-data.ts) or the content it read.

const { member, notice, sermon, livestream } = office;
// The sample speaks English: the "Published" line's words, as /admin fills them in.
speakEnglish();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('/admin is served with its own headers, and says when the site was published', async ({
  cms,
}) => {
  const { page } = cms;
  await page.goto(cms.admin());
  // As the host sends them, not as the tests' browser lets decap-server in (processes.ts).
  const headers = (await page.request.get(cms.admin())).headers();
  expect(headers['content-security-policy']).toBe(adminContentSecurityPolicy());
  expect(headers['x-robots-tag']).toBe('noindex');
  // At its foot, when this site was published (the build's own facts); before signing in,
  // nothing of where saves go (on the live site, "this computer" would not be true).
  const facts = (await (await page.request.get(cms.admin('build.json'))).json()) as {
    builtAt: string;
  };
  const publishing = page.getByRole('region', { name: 'Publishing' });
  await expect(publishing.locator('summary')).toHaveText(`Published ${churchTime(facts.builtAt)}`);
  await expect(publishing).not.toContainText('this computer');
  await cms.signIn();
  // Signed in to the files here: saves change them.
  await publishing.locator('summary').click();
  await expect(publishing).toContainText('Saves here change the files on this computer');
});

test('the refusals: one Publish names every problem at the top, marks each box, and goes to the first', async ({
  cms,
}) => {
  const { page } = cms;
  await cms.signIn();
  await test.step('an emptied church name: named at the top, and the keyboard is there', async () => {
    await cms.openFromList('Church and site', 'Church details');
    const name = page.getByLabel('Church name', { exact: true });
    const churchName = String(cms.readYaml('church.yml').name);
    await expect(name).toHaveValue(churchName);
    await name.fill('');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Publish now' }).click();
    const message = page.getByRole('alert').filter({ hasText: 'Not published yet' });
    await expect(message).toBeVisible();
    await expect(message.getByRole('button', { name: /^Church name: / })).toBeVisible();
    await expect(name).toBeFocused();
    // At the top of the form, above the box it names, and on screen.
    const [top, box] = [await message.boundingBox(), await name.boundingBox()];
    expect(top!.y).toBeLessThan(box!.y);
    expect(top!.y).toBeGreaterThanOrEqual(0);
    await expect(page.getByText('Changes saved', { exact: true })).toHaveCount(0);
    // Decap's own refusal (a promise rejected with nothing) is not an uncaught error.
    expect(cms.pageErrors).toEqual([]);
    // Put right, the message goes.
    await name.fill(churchName);
    await expect(message).toHaveCount(0);
  });

  await test.step('a sermon with four mistakes: all four in the build’s words, each put right leaves the list', async () => {
    await cms.newEntry('sermons', {
      'Web address': sermon.slug,
      Title: sermon.title,
      Preacher: sermon.preacher,
      // A passage that names no book of the Bible: the build's own check, made before saving.
      'Bible passage': 'Hezekiah 2:1',
    });
    await typeDate(page, page.getByLabel('Date preached', { exact: true }), office.today);
    await fillFields(page, {
      Summary: sermon.summary,
      // Not an MP3, and no size: with the passage, and a chapter after the recording's end.
      'Address of the recording': sermon.url.replace(/\.mp3$/, '.wav'),
      Length: sermon.length,
    });
    const chapters = page.locator('[id^="chapters-field-"]');
    await chapters.getByRole('button', { name: 'Add chapter' }).click();
    await chapters.getByLabel('Starts at', { exact: true }).fill(sermon.lateChapter);
    await chapters.getByLabel('Title', { exact: true }).fill(sermon.chapter.title);
    // One Publish: every problem, in page order, in the build's words (Decap's own "Size in
    // bytes is required." gives way to the build's sentence for the same box).
    const message = await cms.refused([
      /^Bible passage: "Hezekiah 2:1" does not start with the name of a book of the Bible/,
      /^Recording → Address of the recording: The audio address must be an MP3 or M4A file/,
      /^Recording → Size in bytes: The audio file size is missing/,
      new RegExp(
        `^Chapters → .* → Starts at: The chapter "${sermon.chapter.title}" starts at ${sermon.lateChapter}, after the recording ends`,
      ),
    ]);
    const passage = page.getByLabel('Bible passage', { exact: true });
    await expect(passage).toBeFocused();
    // Each box named is marked as Decap marks its own: its label on red.
    const passageLabel = page.locator('label', { hasText: /^Bible passage$/ });
    await expect(passageLabel).toHaveCSS('background-color', 'rgb(255, 0, 59)');
    // Put right one by one, each leaves the list.
    await retype(passage, sermon.passage);
    await expect(message.getByRole('listitem')).toHaveCount(3);
    await expect(passageLabel).not.toHaveCSS('background-color', 'rgb(255, 0, 59)');
    await retype(page.getByLabel('Address of the recording', { exact: true }), sermon.url);
    await retype(chapters.getByLabel('Starts at', { exact: true }), sermon.chapter.start);
    await expect(message.getByRole('listitem')).toHaveCount(1);
    await page.getByLabel('Size in bytes', { exact: true }).fill(sermon.bytes);
    await expect(message).toHaveCount(0);
  });
});

test('the wheel: turned over a number box with the keyboard in it, the number stays', async ({
  cms,
}) => {
  const { page } = cms;
  await cms.signIn();
  // A church page's Position, the page scrolling instead.
  await cms.newEntry('church-pages');
  const position = page.getByLabel('Position', { exact: true });
  await position.fill('25');
  await position.hover();
  await page.mouse.wheel(0, -120);
  await expect(position).toHaveValue('25');
  // A sermon's Size in bytes (the page above left unsaved, as Decap asks).
  page.once('dialog', (dialog) => void dialog.accept());
  await cms.newEntry('sermons');
  const size = page.getByLabel('Size in bytes', { exact: true });
  await size.fill(sermon.bytes);
  await size.hover();
  await page.mouse.wheel(0, 120);
  await expect(size).toHaveValue(sermon.bytes);
});

test('typed dates: the site notice switched on for the next hour, its Until typed, saves as typed', async ({
  cms,
}) => {
  const { page } = cms;
  const before = cms.readYaml('site-notice.yml');
  await cms.signIn();
  await cms.openFromList('Church and site', 'Notice across the site');
  const on = page.locator('[id^="enabled-field-"]').first();
  if ((await on.getAttribute('aria-checked')) !== 'true') await on.click();
  await page.getByLabel('From', { exact: true }).fill(office.noticeFrom);
  const until = page.getByLabel('Until', { exact: true });
  await expect(until).toHaveValue(String(before.until));
  // Emptied, then typed in part (its first two parts only, "12/06/yyyy, --:-- --"): Publish
  // names it as not finished, its parts in the order the box shows them, and nothing else.
  const clear = until.locator('xpath=..').getByRole('button', { name: 'Clear' });
  await clear.click();
  await until.focus();
  await page.keyboard.type('1206');
  const parts = partsInBoxOrder('datetime-local', await page.evaluate(() => navigator.language));
  await cms.refused([new RegExp(`^Until: ${escapeRegExp(unfinished('Until', parts))}$`)]);
  await clear.click();
  // Typed, as a volunteer would, straight through in the browser's own order.
  await typeDate(page, until, office.noticeUntil);
  await expect(until).toHaveValue(office.noticeUntil);
  await cms.publish();
  // Only "until" changes: the message keeps its words, so a visitor's dismissal still holds.
  await expect
    .poll(() => cms.readYaml('site-notice.yml'))
    .toEqual({ ...before, enabled: true, from: office.noticeFrom, until: office.noticeUntil });
  cms.keep();
});

test('church details: the Sunday service time and the livestream, each save the lines it changes', async ({
  cms,
}) => {
  const { page } = cms;
  const before = cms.readYaml('church.yml');
  const textBefore = cms.text('church.yml');
  const oldTime = (before.services as { time: string }[])[0]!.time;
  const newTime = office.newTime(oldTime);
  await cms.signIn();
  await cms.openFromList('Church and site', 'Church details');
  const time = page.getByLabel('Time', { exact: true });
  await expect(time).toHaveValue(oldTime);
  await time.fill(newTime);
  await cms.publish();
  // As the CMS saved it: the one line that changed, and nothing re-wrapped or reordered.
  await expect
    .poll(() => changedLines(textBefore, cms.text('church.yml')))
    .toEqual([`    time: ${newTime}`]);

  await page.goto(cms.admin('#/'));
  await cms.openFromList('Church and site', 'Church details');
  await page.getByLabel(/^Livestream address/).fill(livestream.url);
  await page.getByLabel(/^Note beside the link/).fill(livestream.note);
  await cms.publish();
  const services = structuredClone(before.services) as { time: string }[];
  services[0]!.time = newTime;
  await expect.poll(() => cms.readYaml('church.yml')).toEqual({ ...before, services, livestream });
  cms.keep();
});

test('a person with a photo: a Kirk Session member, the photo turned upright and stripped', async ({
  cms,
  uploads,
}) => {
  const { page } = cms;
  const aboutUsBefore = cms.readYaml('pages/about-us.yml');
  const sectionsBefore = aboutUsBefore.sections as { type: string; people?: unknown[] }[];
  // The first section of people (the Kirk Session in the sample), by its place in the list.
  const at = sectionsBefore.findIndex((section) => section.type === 'people');
  expect(pictureFacts(uploads.memberBytes)).toMatchObject({ width: 3000, height: 4000, gps: true });
  await cms.signIn();
  await cms.openFromList('Pages', 'About Us');
  const kirkSession = sectionsOf(page).items.nth(at);
  await unfold(kirkSession);
  await kirkSession.getByRole('button', { name: 'Add person' }).click();
  const added = peopleIn(kirkSession).last();
  await unfold(added);
  await expect(added.getByLabel('Name', { exact: true })).toHaveValue('');
  await added.getByLabel('Name', { exact: true }).fill(member.name);
  await added.getByLabel('Role', { exact: true }).fill(member.role);
  await added.getByRole('button', { name: 'Choose an image' }).click();
  const fileChooser = page.waitForEvent('filechooser');
  await page.getByText('Upload', { exact: true }).click();
  await (await fileChooser).setFiles(uploads.member);
  // A 4000 × 3000 photo is redrawn before it is kept, for seconds: a line says so meanwhile.
  const uploading = page.getByRole('status').filter({ hasText: `Uploading ${member.photo}…` });
  await expect(uploading).toBeVisible();
  await expect(page.getByText(member.photo, { exact: true })).toBeVisible();
  await expect(uploading).toHaveCount(0);
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await expect(added.getByRole('button', { name: 'Choose different image' })).toBeVisible();
  await cms.publish();

  const sections = structuredClone(sectionsBefore);
  sections[at]!.people!.push({ ...member, photo: `people/${member.photo}` });
  await expect
    .poll(() => cms.readYaml('pages/about-us.yml'))
    .toEqual({ ...aboutUsBefore, sections });
  // The CMS redrew the photo before saving it (media_processing): upright, its full size,
  // and with no EXIF, so the GPS position never reached the repository.
  const saved = readFileSync(join(cms.contentDir, 'images/people', member.photo));
  const savedMeta = await sharp(saved).metadata();
  expect(savedMeta).toMatchObject({ format: 'jpeg', width: 3000, height: 4000 });
  expect(savedMeta.exif).toBeUndefined();
  expect(savedMeta.orientation).toBeUndefined();
  expect(pictureFacts(saved)?.gps).toBe(false);
  expect(near(await colourAt(saved, 0.5, 0.03), band.red)).toBe(true);
  expect(saved.length).toBeLessThan(uploads.memberBytes.length * 2);
  cms.keep();
});

test('a notice: its title corrected changes one line; a new one with a photo', async ({
  cms,
  uploads,
}) => {
  const { page } = cms;
  // An existing notice, one with a front-matter line over 80 characters if there is one: the
  // line Decap's own front-matter format would have re-wrapped on the first save.
  const notices = readdirSync(join(cms.contentDir, 'news'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => ({ name, text: cms.text(join('news', name)) }));
  const edited =
    notices.find(({ text }) =>
      text
        .split('\n---\n')[0]!
        .split('\n')
        .some((line) => line.length > 80),
    ) ?? notices[0]!;
  const editedTitle = String((parse(edited.text.split('\n---\n')[0]!) as { title: string }).title);
  const editedNewTitle = `${editedTitle}, corrected`;
  await cms.signIn();
  await test.step(`correct the title of ${edited.name}: one line of it changes`, async () => {
    await cms.openEntry('News', `news/entries/${edited.name.slice(0, -3)}`);
    const title = page.getByLabel('Title', { exact: true });
    await expect(title).toHaveValue(editedTitle);
    await title.fill(editedNewTitle);
    await cms.publish();
    // As the CMS saved it (frontmatter-as-written): the title's line, nothing re-wrapped or
    // reordered in the front matter, and the text below it byte for byte.
    await expect
      .poll(() => changedLines(edited.text, cms.text(join('news', edited.name))))
      .toEqual([stringify({ title: editedNewTitle }, yamlOptions).trimEnd()]);
    expect(cms.text(join('news', edited.name)).split('\n')).toHaveLength(
      edited.text.split('\n').length,
    );
  });
  await test.step('add a notice with a photo', async () => {
    await cms.newEntry('news', {
      'Web address': notice.slug,
      Title: notice.title,
      Date: office.today,
      Summary: notice.summary,
    });
    await uploadPhoto(page, uploads.notice);
    await page.getByLabel(/^Description of the photo/).fill(notice.alt);
    await writeMarkdown(page, [notice.text]);
    await cms.publish();
    await expect
      .poll(() => existsSync(join(cms.contentDir, 'news', `${notice.slug}.md`)))
      .toBe(true);
  });
  cms.keep();
});

test("the halls page: one room's hire terms changed, one line of the file", async ({ cms }) => {
  const { page } = cms;
  const file = 'pages/halls.yml';
  const textBefore = cms.text(file);
  const { rooms } = cms.readYaml(file) as { rooms: { name: string; hire?: string }[] };
  const room = rooms.find((each) => each.hire)!;
  const hire = `${room.hire} Free for the church's own groups.`;
  await cms.signIn();
  const config = parse(readFileSync('public/admin/config.yml', 'utf8')) as {
    collections: { label: string; files?: { file: string; label: string }[] }[];
  };
  const collection = config.collections.find((c) => c.files?.some((f) => f.file.endsWith(file)))!;
  await cms.openFromList(
    collection.label,
    collection.files!.find((f) => f.file.endsWith(file))!.label,
  );
  // The room's part of the form opened with its arrow, as the office would, then its hire
  // terms retyped.
  const item = page
    .getByText(room.name, { exact: true })
    .first()
    .locator('xpath=ancestor::*[.//button][1]');
  await item.getByRole('button').first().click();
  const box = page.locator('textarea').filter({ hasText: room.hire! }).first();
  await box.fill(hire);
  await cms.publish();
  // As the CMS saved it: that line alone, the page's words (an object of a dozen keys,
  // which Decap keeps unordered) written in their order.
  await expect.poll(() => changedLines(textBefore, cms.text(file))).toEqual([`    hire: ${hire}`]);
});

test('a short address: its QR code under the box as it is typed, before any build', async ({
  cms,
}) => {
  const { page } = cms;
  const { siteUrl } = cms.readYaml('church.yml') as { siteUrl: string };
  const word = 'harvest-supper';
  await cms.signIn();
  await cms.openFromList('Church and site', 'Short addresses');
  await page.getByRole('button', { name: /^Add short address/ }).click();
  await page.getByLabel('Short address', { exact: true }).last().fill(word);
  const address = new URL(`/${word}`, siteUrl).href;
  const figure = page.locator(`figure[data-qr-code="${address}"]`);
  await expect(figure.getByRole('img', { name: `QR code of ${address}` })).toBeVisible();
  // Both downloads, read as the office's computer would save them, scan to the address.
  for (const [label, type] of [
    ['SVG (any size)', 'image/svg+xml'],
    ['PNG, to print', 'image/png'],
  ] as const) {
    const link = figure.getByRole('link', { name: label });
    await expect(link).toHaveAttribute('download', new RegExp(`^qr-${word}\\.`));
    const bytes = await link.evaluate(async (a: HTMLAnchorElement) => {
      const blob = await (await fetch(a.href)).blob();
      return { type: blob.type, data: [...new Uint8Array(await blob.arrayBuffer())] };
    });
    expect(bytes.type).toBe(type);
    const { data, info } = await sharp(Buffer.from(bytes.data), { density: 150 })
      .flatten({ background: '#ffffff' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (type === 'image/png') expect(info.width).toBeGreaterThanOrEqual(1200);
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(address);
  }
});
