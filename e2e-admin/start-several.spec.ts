import { expect, test } from '@playwright/test';
import { londonToday, monthOf } from '../app/admin/start/month-preview.ts';
import { beneficeOfTwo as facts } from '../test/start-facts.ts';
import { startDevCms, type DevCms } from './dev-cms.ts';
import { sourceContent } from './office-page.ts';
import { offlineWithDecap } from './processes.ts';
import { fields, fill, publish } from './start-form.ts';

// A benefice of two churches starts its site with /admin's start form, as `npm run cms` serves
// it: "Several churches", each church's facts, the services as the patterns the office says
// ("1st and 3rd"), the month they make shown before Publish; then one Publish, and the site
// beside the editor shows both churches and the month's services across them.

let cms: DevCms;
test.beforeAll(async () => {
  cms = await startDevCms('several', sourceContent);
});
test.afterAll(() => cms?.stop());
test.beforeEach(({ context }) => offlineWithDecap(context, cms.decapPort));

const churchNames = facts.churches?.of === 'several' ? facts.churches.list.map((c) => c.name) : [];

test('a benefice of two churches starts with one form and one Publish', async ({
  page,
  context,
}) => {
  // The site beside the editor, open before the Publish as the office has it.
  const beside = await context.newPage();
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
    const expected = monthOf(facts, londonToday());
    expect(expected.length).toBeGreaterThan(3);
    await expect(month.getByRole('heading', { level: 3 })).toHaveText(
      expected.map(({ day }) => day),
    );
    await expect(
      month.getByRole('listitem').filter({ hasNot: page.getByRole('heading') }),
    ).toHaveText(expected.flatMap(({ services }) => services));
    for (const name of churchNames) await expect(month).toContainText(name);
  });

  await test.step('one Publish', async () => {
    await publish(page, form, facts.name);
  });

  await test.step('the site beside the editor shows both churches and this month’s services', async () => {
    await expect
      .poll(async () => {
        // The dev server may drop a connection while it takes in the new routes: asked again.
        const shown = await beside.goto(`${cms.site}/churches`).catch(() => null);
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
});
