import { writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { sidewaysPhoto } from '../test/sideways-photo.ts';
import { member, newPage, notice, transcript, transcriptFile } from './office-data.ts';

// How a person fills Decap's boxes, for the CMS tests: by each box's label, typing as they
// would; and the files they upload.

/** The files a test uploads: photos drawn here, and a transcript. */
export interface Uploads {
  member: string;
  memberBytes: Buffer;
  notice: string;
  page: string;
  textPicture: string;
  transcript: string;
}

export async function makeUploads(dir: string): Promise<Uploads> {
  const file = (name: string, bytes: Buffer | string) => {
    writeFileSync(join(dir, name), bytes);
    return join(dir, name);
  };
  const colour = (width: number, height: number, background: string) =>
    sharp({ create: { width, height, channels: 3, background } })
      .jpeg()
      .toBuffer();
  // A phone photo made here: 4000 × 3000 as stored, marked to be turned upright (EXIF
  // orientation 6), with a GPS position; upright, a red band runs along its top.
  const memberBytes = await sidewaysPhoto(4000, 3000);
  const pagePhoto = await colour(1600, 1200, '#b45309');
  return {
    member: file(member.photo, memberBytes),
    memberBytes,
    notice: file(notice.photo, pagePhoto),
    page: file(newPage.photo, pagePhoto),
    textPicture: file(newPage.textPicture.file, await colour(1600, 900, '#1d4ed8')),
    transcript: file(transcriptFile, transcript),
  };
}

/** Fills a form's text boxes, each found by its exact label, in the order given. */
export async function fillFields(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
}

/**
 * Types over what a box holds, as a person would: into the box, then everything in it replaced.
 * (Decap's text box puts the caret back where the last typing left it when it draws itself again,
 * as it does when it gains the keyboard: selecting first and then focusing, as `fill` alone
 * does, would add to the old words.)
 */
export async function retype(box: Locator, value: string) {
  await box.click();
  await box.fill(value);
}

/** Chooses a file in the media library's "Upload", and waits until the library shows it. */
export async function uploadInLibrary(page: Page, path: string, shownAs = basename(path)) {
  const fileChooser = page.waitForEvent('filechooser');
  await page.getByText('Upload', { exact: true }).click();
  await (await fileChooser).setFiles(path);
  await expect(page.getByText(shownAs, { exact: true })).toBeVisible();
}

/** Opens the form's (collapsed) Photo box and uploads a picture into it. */
export async function uploadPhoto(page: Page, path: string) {
  const photoField = page.locator('[id^="photo-field-"]').first();
  await photoField.locator('button').first().click(); // the object's expand arrow
  await photoField.getByRole('button', { name: 'Choose an image' }).click();
  await uploadInLibrary(page, path);
  await page.getByRole('button', { name: 'Choose selected' }).click();
}

/** Chooses an option of a select box (react-select in Decap) by the field's name. */
export async function chooseOption(page: Page, field: string, option: string) {
  await page.locator(`[id^="${field}-field-"]`).first().click({ force: true });
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Types Markdown into the Text box (a notice's, or a church page's first text part, added if
 * there is none), replacing what was there. The editor is in its Markdown mode (office.ts), so
 * the words go in as typed.
 */
export async function writeMarkdown(page: Page, lines: string[]) {
  // The form's one Markdown box (notices and church pages have no other).
  const editors = page.locator('[contenteditable="true"]');
  if ((await editors.count()) === 0) {
    await page.getByRole('button', { name: 'Add part' }).click();
    await page.getByRole('menuitem', { name: 'Text', exact: true }).click();
  }
  await editors.last().click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  for (const [index, line] of lines.entries()) {
    if (index > 0) await page.keyboard.press('Enter');
    if (line) await page.keyboard.insertText(line);
  }
}

/**
 * Types a date ("2026-11-22") or a date and time ("2026-11-22T18:45") into a date box with the
 * keyboard, straight through as a person would: its parts in the order the browser's language
 * shows them (11/22/2026 in American English, 22/11/2026 in British), the hour on its clock,
 * AM or PM, and no key to move between them (the box moves on after a year of four figures).
 */
export async function typeDate(page: Page, box: Locator, value: string) {
  const [date, time] = value.split('T') as [string, string | undefined];
  const [year, month, day] = date.split('-') as [string, string, string];
  const { order, twelveHours } = await page.evaluate(() => ({
    order: new Intl.DateTimeFormat(navigator.language)
      .formatToParts(new Date(2026, 10, 22))
      .map((part) => part.type)
      .filter((type) => type === 'day' || type === 'month' || type === 'year'),
    twelveHours: /h1[12]/.test(
      new Intl.DateTimeFormat(navigator.language, { hour: 'numeric' }).resolvedOptions()
        .hourCycle ?? '',
    ),
  }));
  const parts = { day, month, year };
  await box.focus();
  for (const part of order) await page.keyboard.type(parts[part]);
  if (!time) return;
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const hour = twelveHours ? hours % 12 || 12 : hours;
  await page.keyboard.type(String(hour).padStart(2, '0'));
  await page.keyboard.type(String(minutes).padStart(2, '0'));
  if (twelveHours) await page.keyboard.type(hours < 12 ? 'A' : 'P');
}

/** The sections' list in the form, and each section's own box by the heading it shows. */
export function sectionsOf(page: Page) {
  const items = page.locator('[id^="sections-field-"] > div > [class*="-ListItem"]');
  const item = (heading: string) =>
    items.filter({
      has: page.locator(':scope > [class*="-NestedObjectLabel"]', { hasText: heading }),
    });
  // Each list item's bar: its fold arrow, its drag handle, and last its remove cross.
  const remove = (box: Locator) => box.locator(':scope > div[class*="-TopBar"] > button').last();
  return { items, item, remove };
}

/** Opens a list item folded to its bar (Decap folds them as the list changes). */
export async function unfold(box: Locator) {
  const field = box.locator('[id]').first();
  if (!(await field.isVisible())) {
    await box.locator(':scope > div[class*="-TopBar"] > button').first().click();
  }
  await expect(field).toBeVisible();
}

/** The direct person items of a section's People list. */
export const peopleIn = (section: Locator) =>
  section.locator('[id^="people-field-"] > div > [class*="-ListItem"]');
