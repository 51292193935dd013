import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { saveChanges } from '../app/admin/shared/commit.ts';
import { counted } from '../app/admin/shared/words.ts';
import { londonToday, monthOf } from '../app/admin/start/month-preview.ts';
import { checkedContent } from '../app/content/loading/load.server.ts';
import { datesSchema } from '../app/content/schemas/site-text.ts';
import { dateWordsOf } from '../app/lib/format-date.ts';
import { parse } from 'yaml';
import { speakEnglish } from '../test/admin-words.ts';
import { beneficeOfTwo } from '../test/start-facts.ts';
import { openWhileRestarting, sitePage, startDevCms, type DevCms } from './dev-cms.ts';
import { sourceContent } from './office-page.ts';
import { offlineWithDecap } from './processes.ts';
import { fields, fill, publish, startCommitWords } from './start-form.ts';

// A benefice of two churches starts its site with /admin's start form, as `npm run cms` serves
// it: "Several churches", each church's facts, the services as the patterns the office says
// ("1st and 3rd"), the month they make shown before Publish; then one Publish, and the site
// beside the editor shows both churches and the month's services across them. Its name is 70
// letters, as a linked charge's is (issue 88: the safeguarding page's words then broke the site).
// Then a third church is published and served by the dev server at once, with no page of it
// opened first (its route takes a slug, and the folder's listing is read afresh: decision 0050);
// two events are added at its churches, and the start form's Publish is put back from
// Publishes: the events, which name churches that would no longer exist, are offered with it.

const { publishes: putBackWords, setProblems: setWords } = speakEnglish();
const facts = {
  ...beneficeOfTwo,
  name: 'The Benefice of Ashwell and Kelby with Fulbeck, Caythorpe and Carleton',
};

let cms: DevCms;
test.beforeAll(async () => {
  cms = await startDevCms('several', sourceContent, undefined, { history: true });
});
test.afterAll(() => cms?.stop());
test.beforeEach(({ context }) => offlineWithDecap(context, cms.decapPort));

const churchNames = facts.churches?.of === 'several' ? facts.churches.list.map((c) => c.name) : [];

test('a benefice of two churches starts with one form and one Publish', async ({
  page,
  browser,
}) => {
  // The site beside the editor, open before the Publish as the office has it.
  const beside = await sitePage(browser);
  await beside.goto(`${cms.site}/`);
  await expect(beside.getByRole('heading', { level: 1 })).toBeVisible();

  const form = page.getByRole('region', { name: 'Start with your church’s own facts' });
  await page.goto(cms.admin);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(form).toBeVisible();
  await fill(page, form, fields, facts);

  await test.step('before Publish, the month the patterns make, each service at its church', async () => {
    const month = form.getByRole('region', {
      name: 'Your services this month, as the site will list them',
    });
    // The form's words (app/admin/start/words/en), read here: Playwright has no virtual modules.
    const { dates } = parse(
      readFileSync('app/admin/start/words/en/site-text-dates.yml', 'utf8'),
    ) as {
      dates: unknown;
    };
    const words = dateWordsOf(datesSchema.parse(dates), { language: 'en', dateStyle: 'british' });
    const expected = monthOf(facts, londonToday(), words);
    expect(expected.length).toBeGreaterThan(3);
    await expect(month.getByRole('heading', { level: 3 })).toHaveText(
      expected.map(({ day }) => day),
    );
    await expect(
      month.getByRole('listitem').filter({ hasNot: page.getByRole('heading') }),
    ).toHaveText(expected.flatMap(({ services }) => services));
    for (const name of churchNames) await expect(month).toContainText(name);
  });

  await test.step('one Publish, of a name of 70 letters', async () => {
    expect(facts.name).toHaveLength(70);
    await publish(page, form, facts.name);
    expect(() => checkedContent(cms.contentDir)).not.toThrow();
  });

  await test.step('the site beside the editor shows both churches and this month’s services', async () => {
    await expect
      .poll(async () => {
        const shown = await openWhileRestarting(beside, `${cms.site}/churches`);
        return shown ? beside.getByRole('main').innerText() : '';
      })
      .toMatch(new RegExp(churchNames.map((name) => `(?=[\\s\\S]*${name})`).join('')));
    await beside.getByRole('link', { name: churchNames[0], exact: true }).first().click();
    await expect(beside.getByRole('heading', { level: 1 })).toHaveText(churchNames[0]!);
    await beside.goto(`${cms.site}/`);
    const services = beside.getByRole('region', { name: 'This month’s services' });
    for (const name of churchNames) await expect(services).toContainText(name);
    await expect(beside.getByText('Unexpected Application Error')).toHaveCount(0);
  });

  // Where the editor's Publish saves on this computer (decap-server).
  const target = {
    kind: 'local' as const,
    url: `http://127.0.0.1:${cms.decapPort}/api/v1`,
    branch: 'main',
  };
  const save = (write: Record<string, string>, remove: string[], message: string) =>
    saveChanges(target, { paths: remove }, { write, remove, message }, startCommitWords);

  await test.step('a third church, published, is served at once', async () => {
    const file = 'content/churches/st-helens-carleton.yml';
    await save(
      {
        [file]: [
          'slug: st-helens-carleton',
          'name: St Helen’s, Carleton',
          'address:',
          '  street: Church Lane',
          '  town: Carleton',
          '  postcode: NG32 9ZZ',
          'about: St Helen’s stands at the end of Church Lane, beside the green.',
          '',
        ].join('\n'),
      },
      [],
      'Create Churches “st-helens-carleton”',
    );
    // No page of it asked for before, and no restart: a connection the dev server dropped to
    // start again would fail the poll (its route takes a slug, so the table stays as it was).
    await expect
      .poll(async () => (await beside.goto(`${cms.site}/churches/st-helens-carleton`))?.status())
      .toBe(200);
    await expect(beside.getByRole('heading', { level: 1 })).toHaveText('St Helen’s, Carleton');
    await beside.goto(`${cms.site}/churches`);
    await expect(beside.getByRole('main')).toContainText('St Helen’s, Carleton');
    // Deleted again in the editor, so the put-back below leaves the sample as it was.
    await save({}, [file], 'Delete Churches “st-helens-carleton”');
    await expect
      .poll(async () => (await beside.goto(`${cms.site}/churches/st-helens-carleton`))?.status())
      .toBe(404);
  });

  const events = ['2027-01-10-bring-and-share', '2027-02-07-ceilidh'];
  await test.step('two events at its churches, each published as the editor does', async () => {
    for (const [index, event] of events.entries()) {
      const file = `content/events/${event}.yml`;
      const church = ['st-marys-ashwell', 'st-andrews-kelby'][index];
      const text = `title: Event ${index + 1}\nstart: ${event.slice(0, 10)}T12:00\nchurch: ${church}\n`;
      await save({ [file]: text }, [], `Create typed-events “${event}”`);
    }
    expect(() => checkedContent(cms.contentDir)).not.toThrow();
  });

  await test.step('putting the start form back offers the events that name its churches', async () => {
    // The editor opened again from the form's last screen, as the office does.
    await page.getByRole('button', { name: 'Open the editor' }).click();
    const panel = page.getByRole('region', { name: 'Publishing' });
    await panel.locator('summary').click();
    await panel.getByRole('button', { name: putBackWords.open }).click();
    const list = page.getByRole('dialog', { name: 'Publishes' });
    const item = list
      .getByRole('listitem')
      .filter({ hasText: `Start the website for ${facts.name}` });
    await item.getByRole('button', { name: putBackWords.putBack }).click();
    const offered = item.getByRole('alert');
    await expect(offered).toContainText(counted(2, setWords.dependents));
    for (const event of [1, 2])
      await expect(offered).toContainText(`“Event ${event}” → Church: there is no church`);
    await expect(offered.getByRole('link', { name: setWords.open })).toHaveCount(2);
    await offered.getByRole('button', { name: new RegExp(`^${setWords.withDependents}`) }).click();
    await expect(list.getByRole('status')).toContainText('Put back as it was before');
    for (const event of events)
      expect(existsSync(join(cms.contentDir, 'events', `${event}.yml`))).toBe(false);
    expect(() => checkedContent(cms.contentDir)).not.toThrow();
  });
});
