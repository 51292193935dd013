import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { makeOwnChurch } from '../test/own-church.ts';
import { fillFields, typeDate } from './forms.ts';
import * as office from './office-data.ts';
import { startDevCms, type DevCms } from './dev-cms.ts';
import { offlineWithDecap } from './processes.ts';

// A church in England in /admin, as `npm run cms` serves it: the second content set (a church
// in Cumbria, with a charity number of England and Wales and no Instagram) with its own web
// addresses and recordings, so nothing of the sample church is left in it. Its details save,
// an English postcode among them, the foot of /admin lists no sample content, and a sample
// value put back (ChurchSuite's demo account) is listed there at once.

let cms: DevCms;
const contentDir = () => cms.contentDir;
const site = () => cms.site;
const adminOf = () => cms.admin;

test.beforeAll(async () => {
  cms = await startDevCms('uk-church', 'test/fixtures/content', makeOwnChurch);
});
test.afterAll(() => cms?.stop());

test.beforeEach(({ context }) => offlineWithDecap(context, cms.decapPort));

test('a church in England saves its details in /admin, and no sample content is listed', async ({
  page,
}) => {
  const admin = adminOf();
  const church = () =>
    parse(readFileSync(join(contentDir(), 'church.yml'), 'utf8')) as Record<string, unknown>;
  const samples = page.getByRole('region', { name: 'Sample content' });

  await test.step('the foot of /admin lists no sample content', async () => {
    await page.goto(admin);
    // The publishing line is there, so the foot's scripts have run.
    await expect(page.getByRole('region', { name: 'Publishing' })).toBeVisible();
    const facts = (await (await page.request.get(`${admin}build.json`)).json()) as {
      samples: string[];
    };
    expect(facts.samples).toEqual([]);
    await expect(samples).toHaveCount(0);
  });

  await test.step('its details save: an English postcode, no Instagram', async () => {
    expect(church().social).not.toHaveProperty('instagram');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('link', { name: 'Church and site', exact: true }).click();
    await page.getByText('Church details', { exact: true }).click();
    const postcode = page.getByLabel('Postcode', { exact: true });
    await expect(postcode).toHaveValue(
      String((church().address as Record<string, unknown>).postcode),
    );
    await postcode.fill('LA9 4DL');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Publish now' }).click();
    await expect(page.getByText('Changes saved', { exact: true })).toBeVisible();
    await expect.poll(() => (church().address as Record<string, unknown>).postcode).toBe('LA9 4DL');
    expect(church().social).not.toHaveProperty('instagram');
  });

  await test.step('a sample value put back is listed at once', async () => {
    const file = join(contentDir(), 'church.yml');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, original.replace(/^( {2}account: ).*$/m, '$1demo'));
    await page.goto(admin);
    await expect(samples.locator('summary')).toHaveText('Sample content left: one kind');
    await samples.locator('summary').click();
    await expect(samples).toContainText("ChurchSuite's demo account");
    // The church's own account again, for the next task.
    writeFileSync(file, original);
  });
});

test('a new sermon, published, opens from "View Live" on the site beside the editor', async ({
  page,
  context,
}) => {
  const admin = adminOf();
  const { sermon } = office;
  // The site beside the editor open first, as the office has it: its sermons' list.
  expect((await page.request.get(`${site()}/sermons`)).status()).toBe(200);
  await page.goto(admin);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('link', { name: 'Church and site', exact: true }).click();
  await page.goto(`${admin}#/collections/sermons/new`);
  await fillFields(page, {
    'Web address': sermon.slug,
    Title: sermon.title,
    Preacher: sermon.preacher,
    'Bible passage': sermon.passage,
  });
  await typeDate(page, page.getByLabel('Date preached', { exact: true }), office.today);
  await fillFields(page, {
    Summary: sermon.summary,
    'Address of the MP3': sermon.url,
    Length: sermon.length,
    'Size in bytes': sermon.bytes,
  });
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByText('Changes saved', { exact: true })).toBeVisible();
  // "View Live" at once, without the sermon opened again. The page the content now makes is
  // one the dev server prerenders, at once.
  await expect(page).toHaveURL(new RegExp(`/entries/${sermon.slug}$`));
  const viewLive = page.getByRole('link', { name: 'View Live' });
  await expect(viewLive).toHaveAttribute('href', new RegExp(`/sermons/${sermon.slug}$`));
  const opened = context.waitForEvent('page');
  await viewLive.click();
  const sermonPage = await opened;
  await expect(sermonPage.getByRole('heading', { level: 1 })).toHaveText(sermon.title);
  await expect(sermonPage.getByText('Unexpected Application Error')).toHaveCount(0);
  await sermonPage.close();
});
