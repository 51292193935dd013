import { existsSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { expect } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import * as office from './office-data.ts';
import {
  chooseOption,
  fillFields,
  retype,
  typeDate,
  uploadInLibrary,
  uploadPhoto,
  writeMarkdown,
} from './forms.ts';
import { test } from './office.ts';

// More of the office's tasks in /admin, one test each (as admin.spec.ts): a sermon, "View
// Live", a pasted ChurchSuite address, and a page of the church's own with a picture in its text.

const { sermon, series, newPage, pageText, missingPage, refusedLinks, textPictureLine } = office;

test('a sermon with its recording and transcript, in a new series, its date typed', async ({
  cms,
  uploads,
}) => {
  const { page } = cms;
  await cms.signIn();
  await cms.newEntry('sermon-series', {
    'Web address': series.slug,
    Title: series.title,
    Description: series.description,
  });
  await cms.publish();

  await cms.newEntry('sermons', {
    'Web address': sermon.slug,
    Title: sermon.title,
    Preacher: sermon.preacher,
    'Bible passage': sermon.passage,
  });
  // The date typed with the keyboard, straight through, as Decap's own box got wrong (#7939).
  const date = page.getByLabel('Date preached', { exact: true });
  await typeDate(page, date, office.today);
  await expect(date).toHaveValue(office.today);
  await chooseOption(page, 'series', series.title);
  await fillFields(page, {
    Summary: sermon.summary,
    'Address of the recording': sermon.url,
    Length: sermon.length,
    'Size in bytes': sermon.bytes,
  });
  const chapters = page.locator('[id^="chapters-field-"]');
  await chapters.getByRole('button', { name: 'Add chapter' }).click();
  await retype(chapters.getByLabel('Starts at', { exact: true }), sermon.chapter.start);
  await chapters.getByLabel('Title', { exact: true }).fill(sermon.chapter.title);
  // Its transcript, a WebVTT file with two speakers, uploaded.
  const transcript = page.locator('[id^="transcript-field-"]').first();
  await transcript.locator('button').first().click(); // the group's expand arrow
  await transcript.getByRole('button', { name: 'Choose a file' }).click();
  await uploadInLibrary(page, uploads.transcript);
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await expect(transcript.getByText(`transcripts/${basename(uploads.transcript)}`)).toBeVisible();
  await cms.publish();
  // The transcript is in the content folder, as uploaded.
  await expect
    .poll(() => existsSync(join(cms.contentDir, 'transcripts', basename(uploads.transcript))))
    .toBe(true);
  // The date typed with the keyboard was saved as typed.
  await expect.poll(() => existsSync(join(cms.contentDir, office.sermonFile))).toBe(true);
  const [, frontMatter = ''] = /^---\n([\s\S]*?)\n---/.exec(cms.text(office.sermonFile)) ?? [];
  expect((parse(frontMatter) as { date: string }).date).toBe(office.today);
  cms.keep();
});

test('"View Live" on a sermon opens that sermon’s page', async ({ cms }) => {
  const { page } = cms;
  const [first] = readdirSync(join(cms.contentDir, 'sermons')).sort();
  const [, frontMatter = ''] = /^---\n([\s\S]*?)\n---/.exec(cms.text(join('sermons', first!)))!;
  const { slug, title } = parse(frontMatter) as { slug: string; title: string };
  await cms.signIn();
  await cms.openEntry('Sermons', `sermons/entries/${first!.slice(0, -3)}`);
  await expect(page.getByLabel('Title', { exact: true }).first()).toHaveValue(title);
  const viewLive = page.getByRole('link', { name: 'View Live' });
  await expect(viewLive).toHaveAttribute('href', new RegExp(`/sermons/${slug}$`));
  // It opens in a tab of its own: the page at that address is the sermon's.
  await expect(viewLive).toHaveAttribute('target', '_blank');
  const sermonPage = await page.context().newPage();
  await sermonPage.goto(new URL((await viewLive.getAttribute('href'))!, page.url()).href);
  await expect(sermonPage).toHaveURL(new URL(`/sermons/${slug}`, page.url()).href);
  await expect(sermonPage.getByRole('heading', { level: 1 })).toHaveText(title);
  await sermonPage.close();
});

test("a ChurchSuite group's address pasted into an activity is saved as its code", async ({
  cms,
}) => {
  const { page } = cms;
  const file = readdirSync(join(cms.contentDir, 'activities')).sort()[0]!;
  const activity = cms.readYaml(join('activities', file));
  const account = (cms.readYaml('church.yml').churchSuite as { account: string }).account;
  await cms.signIn();
  await cms.openFromList('Activities', String(activity.name));
  await page
    .getByLabel(/^ChurchSuite group/)
    .fill(`https://${account}.churchsuite.com/groups/${office.groupCode}`);
  await cms.publish();
  await expect
    .poll(() => cms.readYaml(join('activities', file)).churchSuiteGroup)
    .toBe(office.groupCode);
});

test('a page with a heading, a link, a list and a photo, in the footer: bad links refused, a picture put in its text', async ({
  cms,
  uploads,
}) => {
  const { page } = cms;
  await cms.signIn();
  await test.step('write it: links the build refuses are named at once, by their words', async () => {
    await cms.newEntry('church-pages', {
      'Web address': newPage.slug,
      Title: newPage.title,
      Description: newPage.description,
    });
    await chooseOption(page, 'appears', 'In the footer');
    await page.getByLabel(/^Words on the link/).fill(newPage.label);
    await page.getByLabel('Position', { exact: true }).fill('25');
    await uploadPhoto(page, uploads.page);
    await page.getByLabel(/^Description of the picture/).fill(newPage.alt);
    await writeMarkdown(page, [...pageText, '', refusedLinks]);
    await cms.refused([
      /^Text → link “an old page”: A page text has a link to "http:\/\/example\.org", which must start with https:\/\//,
      /^Text → link “bad link”: A page text has a link to "javascript:alert\(1\)", which is not allowed/,
    ]);
    // Put right as a person would: the line with the two links selected, rubbed out and written
    // anew. Selected, not rubbed out a key at a time from a caret at its end: on a busy machine
    // the editor could still be moving the caret where a click fell when the keys arrived.
    const editor = page.locator('[contenteditable="true"]').last();
    await editor
      .locator('[data-slate-node="element"]', { hasText: refusedLinks })
      .last()
      .selectText();
    await expect.poll(() => page.evaluate(() => String(window.getSelection()))).toBe(refusedLinks);
    await page.keyboard.press('Backspace');
    await expect(editor).not.toContainText(refusedLinks);
    // A link to a page that does not exist: only the build sees it (site-rebuilt.spec.ts).
    await page.keyboard.insertText(missingPage);
    await expect(editor).toContainText(missingPage);
    await cms.publish();
  });

  await test.step(`put a picture in its text with the editor's picture button: saved in images/text, written as text/${newPage.textPicture.file}`, async () => {
    const { file: pictureFile, alt } = newPage.textPicture;
    await expect.poll(() => cms.readYaml(office.pageFile).title).toBe(newPage.title);
    const filesBefore = cms.files();
    // Back to the page, as the office would come back to it.
    await cms.openEntry('Your own pages', `church-pages/entries/${newPage.slug}`);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(newPage.title);
    // A saved page opens with its text parts folded: the arrow of "Text" opens them all.
    const parts = page.locator('[id^="body-field-"]');
    await parts.getByRole('button', { name: 'Expand', exact: true }).click();
    await expect(parts.getByRole('button', { name: 'Collapse', exact: true })).toBeVisible();
    // The picture button is the rich-text mode's ("Add Component", then "Image"); in Markdown
    // mode the toolbar is greyed out. The switch beside "Rich Text" and "Markdown" changes it.
    const modes = page.locator('div', { has: page.getByText('Rich Text', { exact: true }) }).last();
    const markdownMode = modes.getByRole('switch');
    await expect(markdownMode).toHaveAttribute('aria-checked', 'true');
    await markdownMode.click();
    const addComponent = page.getByRole('button', { name: 'Add Component', exact: true });
    await expect(addComponent).toBeEnabled();
    // Switching modes puts the cursor at the start of the text (Decap focuses the editor, and
    // Slate starts a new selection at the top), so the picture goes first, above the words.
    const editor = page.locator('[contenteditable="true"]').last();
    await expect(editor.getByRole('heading', { level: 2, name: newPage.heading })).toBeVisible();
    // The editor draws its toolbar afresh on every change in it, which closes a menu opened
    // just before one: open it again then.
    const imageItem = page.getByRole('menuitem', { name: 'Image', exact: true });
    await expect(async () => {
      if (!(await imageItem.isVisible())) await addComponent.click();
      await imageItem.click({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    const pictureButtons = editor.getByRole('button', { name: /^Choose (an|different) image$/ });
    await expect(pictureButtons).toHaveCount(1);
    // Its form, in the text: the picture, its description ("Alt Text") and a title.
    await editor.getByRole('button', { name: 'Choose an image', exact: true }).click();
    await uploadInLibrary(page, uploads.textPicture, pictureFile);
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await expect(editor.getByRole('button', { name: 'Choose different image' })).toBeVisible();
    await editor.getByLabel('Alt Text', { exact: true }).fill(alt);
    await cms.publish();

    // (1) The file is in content/images/text, as uploaded (redrawn, the same size).
    const saved = join(cms.contentDir, 'images', 'text', pictureFile);
    await expect.poll(() => existsSync(saved), { message: saved }).toBe(true);
    expect(await sharp(saved).metadata()).toMatchObject({ width: 1600, height: 900 });
    // (2) The page's text names it as text/<file>, with its description, on the first line;
    // the rest is as typed, the rich-text mode having rewritten none of it.
    await expect
      .poll(() => (cms.readYaml(office.pageFile) as { body: { text: string }[] }).body[0]!.text)
      .toBe([textPictureLine, '', ...pageText, '', missingPage].join('\n'));
    // (3) Nothing else new in the content folder: not in images/people (the site's
    // media_folder), not beside the page's file in church-pages.
    expect(cms.files().filter((name) => !filesBefore.includes(name))).toEqual([
      join('images', 'text', pictureFile),
    ]);
    expect(existsSync(join(cms.contentDir, 'images', 'people', pictureFile))).toBe(false);
    expect(existsSync(join(cms.contentDir, 'church-pages', pictureFile))).toBe(false);
  });
  cms.keep();
});
