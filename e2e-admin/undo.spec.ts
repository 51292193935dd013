import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { twoEditorsWords } from '../app/admin/before-publish/entry-changes.ts';
import { speakEnglish } from '../test/admin-words.ts';
import { openWhileRestarting, sitePage, startDevCms, type DevCms } from './dev-cms.ts';
import { sourceContent } from './office-page.ts';
import { offlineWithDecap } from './processes.ts';

// A deleted sermon put back from /admin's list of publishes, as `npm run cms` serves it (each
// save a commit in its history): the site beside the editor shows it again, its file byte for
// byte as before; and a put-back whose file a later publish changed asks first.

const putBackWords = speakEnglish().publishes;
let cms: DevCms;
test.beforeAll(async () => {
  cms = await startDevCms('undo', sourceContent, undefined, { history: true });
});
test.afterAll(() => cms?.stop());
test.beforeEach(({ context }) => offlineWithDecap(context, cms.decapPort));

/** The first sermon of the content, with its title and its file's bytes. */
function aSermon() {
  const file = readdirSync(join(sourceContent, 'sermons')).find((name) => name.endsWith('.md'))!;
  const bytes = readFileSync(join(sourceContent, 'sermons', file));
  const front = bytes.toString('utf8').split(/^---$/m)[1]!;
  const { slug, title } = parse(front) as { slug: string; title: string };
  return { file: `sermons/${file}`, slug, title, bytes };
}

/** The dev server restarts as a change changes its routes: asked until it answers again. */
async function devServerAnswers(page: Page) {
  await expect
    .poll(async () =>
      (await page.request.get(`${cms.admin}build.json`).catch(() => null))?.status(),
    )
    .toBe(200);
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByText('Changes saved', { exact: true })).toBeVisible();
}

/** Opens the list of publishes from the "Published" panel at the foot. */
async function publishes(page: Page) {
  await page.goto(`${cms.admin}#/`);
  const panel = page.getByRole('region', { name: 'Publishing' });
  await panel.locator('summary').click();
  await panel.getByRole('button', { name: putBackWords.open }).click();
  const list = page.getByRole('dialog', { name: 'Publishes' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  // Within the screen, nothing to scroll sideways to.
  const box = (await list.boundingBox())!;
  expect(box.x >= 0 && box.x + box.width <= 390).toBe(true);
  expect(await list.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  return list;
}

test('a deleted sermon put back from the list of publishes', async ({ page, context, browser }) => {
  const sermon = aSermon();
  const inContent = join(cms.contentDir, sermon.file);
  const beside = await sitePage(browser);
  // The dev server takes a change in once its files settle (content-plugin.ts): asked until then.
  const sermonStatus = async () =>
    (await openWhileRestarting(beside, `${cms.site}/sermons/${sermon.slug}`))?.status();

  // On a phone's screen, as the office may undo a mistake.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(cms.admin);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page
    .getByRole('region', { name: 'Start with your church’s own facts' })
    .getByRole('button', { name: 'Not now' })
    .click();

  await test.step('the office deletes a sermon', async () => {
    await page.goto(`${cms.admin}#/collections/sermons/entries/${sermon.slug}`);
    await expect(page.getByLabel('Title', { exact: true }).first()).toHaveValue(sermon.title);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete entry' }).click();
    await expect.poll(() => existsSync(inContent)).toBe(false);
    await devServerAnswers(page);
    await expect.poll(sermonStatus).toBe(404);
  });

  const deleted = `Sermon deleted: ${sermon.slug.charAt(0).toUpperCase()}`;
  await test.step('and puts it back from the list of publishes', async () => {
    const list = await publishes(page);
    const item = list.getByRole('listitem').filter({ hasText: deleted }).first();
    await expect(item).toContainText('by this computer');
    await item.getByRole('button', { name: putBackWords.putBack }).click();
    await expect(list.getByRole('status')).toContainText('Put back as it was before');
    expect(readFileSync(inContent).equals(sermon.bytes)).toBe(true);
    await expect.poll(sermonStatus).toBe(200);
    await expect(beside.getByRole('heading', { level: 1 })).toHaveText(sermon.title);
  });

  await test.step('a put-back whose file a later publish changed asks first', async () => {
    await page.goto(`${cms.admin}#/collections/sermons/entries/${sermon.slug}`);
    await page.reload();
    await page.getByLabel('Title', { exact: true }).first().fill(`${sermon.title} (again)`);
    await publish(page);
    const changed = readFileSync(inContent);
    const list = await publishes(page);
    // The deletion again: the sermon's file was since put back and changed.
    const item = list.getByRole('listitem').filter({ hasText: deleted }).last();
    await item.getByRole('button', { name: putBackWords.putBack }).click();
    const asked = item.getByRole('alert');
    await expect(asked).toContainText('A later publish changed the same file');
    await expect(asked).toBeFocused();
    await asked.getByRole('button', { name: putBackWords.keep }).click();
    expect(readFileSync(inContent).equals(changed)).toBe(true);
  });

  await test.step('two editors of one sermon: the second is shown the first’s words first', async () => {
    const entry = `${cms.admin}#/collections/sermons/entries/${sermon.slug}`;
    const first = page;
    const second = await context.newPage();
    await second.setViewportSize({ width: 390, height: 844 });
    await devServerAnswers(first);
    await first.goto(entry);
    await first.reload();
    await second.goto(entry);
    // Signed in already (the same browser): its own tab offers the start form once.
    await second
      .getByRole('region', { name: 'Start with your church’s own facts' })
      .getByRole('button', { name: 'Not now' })
      .click();
    for (const each of [first, second])
      await expect(each.getByLabel('Title', { exact: true }).first()).toHaveValue(/\(again\)$/);
    await first.getByLabel('Title', { exact: true }).first().fill(`${sermon.title} (first)`);
    await publish(first);
    const firstSaved = readFileSync(inContent, 'utf8');
    expect(firstSaved).toContain(`${sermon.title} (first)`);

    await second.getByLabel('Title', { exact: true }).first().fill(`${sermon.title} (second)`);
    await second.getByRole('button', { name: 'Publish', exact: true }).click();
    await second.getByRole('menuitem', { name: 'Publish now' }).click();
    const both = second.getByRole('alert').filter({ hasText: twoEditorsWords.heading });
    await expect(both).toBeFocused();
    await expect(both).toContainText(`${twoEditorsWords.theirs}: ${sermon.title} (first)`);
    await expect(both).toContainText(`${twoEditorsWords.mine}: ${sermon.title} (second)`);
    expect(readFileSync(inContent, 'utf8')).toBe(firstSaved);

    await both.getByRole('button', { name: twoEditorsWords.keepMine }).click();
    // Nothing saved yet, and said so by the Publish button.
    await expect(
      second.getByRole('status').filter({ hasText: twoEditorsWords.keepMineSaid }),
    ).toBeVisible();
    expect(readFileSync(inContent, 'utf8')).toBe(firstSaved);
    await publish(second);
    expect(readFileSync(inContent, 'utf8')).toContain(`${sermon.title} (second)`);
    // Its own save is not someone else's: a second Publish goes straight through.
    const secondTitle = second.getByLabel('Title', { exact: true }).first();
    await secondTitle.fill(`${sermon.title} (second twice)`);
    // As the box holds it (after a Publish, Decap's box may keep its old words before these).
    const twice = await secondTitle.inputValue();
    await publish(second);
    await expect(
      second.getByRole('alert').filter({ hasText: twoEditorsWords.heading }),
    ).toHaveCount(0);
    await expect.poll(() => readFileSync(inContent, 'utf8')).toContain(twice);
    const secondSaved = readFileSync(inContent, 'utf8');
    await second.close();

    // The first, still open on their own words, is told in turn, and takes the second's.
    await first.getByLabel('Title', { exact: true }).first().fill(`${sermon.title} (first again)`);
    await first.getByRole('button', { name: 'Publish', exact: true }).click();
    await first.getByRole('menuitem', { name: 'Publish now' }).click();
    const told = first.getByRole('alert').filter({ hasText: twoEditorsWords.heading });
    await expect(told).toContainText(`${twoEditorsWords.theirs}: ${twice}`);
    await told.getByRole('button', { name: twoEditorsWords.takeTheirs }).click();
    await expect(first.getByLabel('Title', { exact: true }).first()).toHaveValue(twice);
    expect(readFileSync(inContent, 'utf8')).toBe(secondSaved);
  });

  await test.step('while the site here refuses a change, the status says not live, in its words', async () => {
    // A deleted series its sermons still name: no entry's own check can see that.
    const series = 'sermon-series/lost-and-found.yml';
    await devServerAnswers(page);
    await page.goto(`${cms.admin}#/collections/sermon-series/entries/lost-and-found`);
    await page.reload();
    await expect(page.getByLabel('Title', { exact: true }).first()).toHaveValue(/Lost and Found/);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete entry' }).click();
    await expect.poll(() => existsSync(join(cms.contentDir, series))).toBe(false);
    const panel = page.getByRole('region', { name: 'Publishing' });
    await expect(panel.locator('summary')).toHaveText(
      'Not live: the site on this computer cannot be built from the files as they are',
    );
    await expect(panel).toContainText('there is no series "lost-and-found"');
    await expect(panel.getByRole('link', { name: /^Open Sermons → “/ }).first()).toBeVisible();

    // Put back from Publishes, the status says live again.
    await panel.getByRole('button', { name: putBackWords.open }).click();
    const list = page.getByRole('dialog', { name: 'Publishes' });
    const item = list.getByRole('listitem').filter({ hasText: 'deleted: Lost and Found' }).first();
    await item.getByRole('button', { name: putBackWords.putBack }).click();
    await expect(list.getByRole('status')).toContainText('Put back as it was before');
    await devServerAnswers(page);
    await page.reload();
    await expect(panel.locator('summary')).toHaveText('Live on this computer');
  });
});
