import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { splitFrontMatter } from '../app/content/schemas/collection.ts';
import { notYetIn } from '../app/admin/before-publish/second-language.ts';
import { startDevCms, type DevCms } from './dev-cms.ts';
import { typeDate } from './forms.ts';
import { offlineWithDecap } from './processes.ts';

// A site of two languages (Welsh first, English second), as `npm run cms` serves it: the office
// opens a notice, sees its Welsh and its English side by side, changes a word in each, and one
// Publish saves both files, the facts the same in each (docs/decisions/0052).

const bilingual = 'test/fixtures/content-bilingual';
const notice = 'bonfire-night-thanks';

// With the office's tasks (a worker of their two), on a dev server of its own, which adds no
// church and so never restarts: its two tests one after the other on it. A fresh dev server's
// first page compiles the site, beside the office's tests, in up to a minute from a clean clone.
test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 60_000, navigationTimeout: 120_000 });

let cms: DevCms;
test.beforeAll(async () => {
  cms = await startDevCms('two-languages', bilingual);
});
test.afterAll(() => cms?.stop());
test.beforeEach(({ context }) => offlineWithDecap(context, cms.decapPort));

/** A notice's front matter and text, as its file holds them. */
function noticeIn(dir: string, language: 'cy' | 'en'): Record<string, unknown> {
  const parts = splitFrontMatter(
    readFileSync(join(dir, 'news', `${notice}.${language}.md`), 'utf8'),
  )!;
  return { ...(parse(parts.frontMatter) as Record<string, unknown>), body: parts.body };
}

test('a notice edited in Welsh and English side by side, saved as both files', async ({ page }) => {
  const before = { cy: noticeIn(bilingual, 'cy'), en: noticeIn(bilingual, 'en') };
  await page.goto(cms.admin);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Church and site' })).toBeVisible();
  // The set keeps some of the sample's values, so /admin offers the start form first.
  await page
    .getByRole('region', { name: 'Start with your church’s own facts' })
    .getByRole('button', { name: 'Not now' })
    .click();
  await page.goto(`${cms.admin}#/collections/news/entries/${notice}`);

  // Side by side: the Welsh title, then the English.
  const titles = page.getByLabel('Title', { exact: true });
  await expect(titles).toHaveCount(2);
  await expect(titles.nth(0)).toHaveValue(before.cy.title as string);
  await expect(titles.nth(1)).toHaveValue(before.en.title as string);
  await titles.nth(0).fill(`${before.cy.title as string} eto`);
  await titles.nth(1).fill(`${before.en.title as string} again`);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByText('Changes saved', { exact: true })).toBeVisible();

  await expect
    .poll(() => noticeIn(cms.contentDir, 'en').title)
    .toBe(`${before.en.title as string} again`);
  const after = { cy: noticeIn(cms.contentDir, 'cy'), en: noticeIn(cms.contentDir, 'en') };
  expect(after.cy).toEqual({ ...before.cy, title: `${before.cy.title as string} eto` });
  expect(after.en).toEqual({ ...before.en, title: `${before.en.title as string} again` });
  // The facts are one: the same in both files.
  for (const fact of ['slug', 'date'] as const) expect(after.en[fact]).toEqual(after.cy[fact]);
  expect((after.en.photo as { src: string }).src).toBe((after.cy.photo as { src: string }).src);
});

test('a notice in Welsh alone is published with a note, not refused, and no English file', async ({
  page,
}) => {
  const welshOnly = 'tuesday-fellowship-outing';
  const file = (language: string) => join(cms.contentDir, 'news', `${welshOnly}.${language}.md`);
  await page.goto(cms.admin);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page
    .getByRole('region', { name: 'Start with your church’s own facts' })
    .getByRole('button', { name: 'Not now' })
    .click();
  await page.goto(`${cms.admin}#/collections/news/entries/${welshOnly}`);
  const titles = page.getByLabel('Title', { exact: true });
  await expect(titles.nth(0)).toHaveValue('Trip Cyfeillach Dydd Mawrth');
  await expect(titles.nth(1)).toHaveValue('');
  await titles.nth(0).fill('Trip y Gyfeillach');
  // A fact changed too: Decap copies it into the English, which then holds facts alone.
  await typeDate(page, page.getByLabel('Date', { exact: true }).first(), '2026-10-04');

  await page.getByRole('button', { name: 'Publish', exact: true }).first().click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByText('Changes saved', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: notYetIn('cy', 'en') })).toBeVisible();
  await expect.poll(() => readFileSync(file('cy'), 'utf8')).toContain('title: Trip y Gyfeillach');
  expect(readFileSync(file('cy'), 'utf8')).toContain('date: 2026-10-04');
  expect(existsSync(file('en'))).toBe(false);
});
