import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { expect } from '@playwright/test';
import { splitFrontMatter } from '../app/content/schemas/collection.ts';
import { notYetIn } from '../app/admin/before-publish/second-language.ts';
import { contentSets } from '../scripts/e2e-content-sets.mjs';
import { typeDate } from './forms.ts';
import { test } from './office.ts';

// A site of two languages (Welsh first, English second), its build served as the host serves
// it: the office opens a notice, sees its Welsh and its English side by side, changes a word in
// each, and one Publish saves both files, the facts the same in each (docs/decisions/0052).
// With the office's tasks, on a worker of its own: the chapels' build (npm test's), a copy of
// their content for each test.

const chapels = contentSets.find(({ name }) => name === 'bilingual')!;
const bilingual = chapels.contentDir;
const notice = 'bonfire-night-thanks';
test.use({ siteSet: { content: bilingual, build: chapels.buildDir, language: 'cy' } });

/** A notice's front matter and text, as its file holds them. */
function noticeIn(dir: string, language: 'cy' | 'en', slug = notice): Record<string, unknown> {
  const parts = splitFrontMatter(
    readFileSync(join(dir, 'news', `${slug}.${language}.md`), 'utf8'),
  )!;
  return { ...(parse(parts.frontMatter) as Record<string, unknown>), body: parts.body };
}

test('a notice edited in Welsh and English side by side, saved as both files', async ({ cms }) => {
  const { page } = cms;
  const before = { cy: noticeIn(bilingual, 'cy'), en: noticeIn(bilingual, 'en') };
  // The set keeps some of the sample's values, so /admin offers the start form first, in Welsh.
  await cms.signIn();
  await page.goto(cms.admin(`#/collections/news/entries/${notice}`));

  // Side by side: the Welsh title, then the English.
  const titles = page.getByLabel('Title', { exact: true });
  await expect(titles).toHaveCount(2);
  await expect(titles.nth(0)).toHaveValue(before.cy.title as string);
  await expect(titles.nth(1)).toHaveValue(before.en.title as string);
  await titles.nth(0).fill(`${before.cy.title as string} eto`);
  await titles.nth(1).fill(`${before.en.title as string} again`);

  await cms.publish();

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
  cms,
}) => {
  const { page } = cms;
  const welshOnly = 'tuesday-fellowship-outing';
  const file = (language: string) => join(cms.contentDir, 'news', `${welshOnly}.${language}.md`);
  await cms.signIn();
  await page.goto(cms.admin(`#/collections/news/entries/${welshOnly}`));
  const titles = page.getByLabel('Title', { exact: true });
  await expect(titles.nth(0)).toHaveValue(noticeIn(bilingual, 'cy', welshOnly).title as string);
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
