import { expect, test } from '@playwright/test';
import { startDevCms, type DevCms } from './dev-cms.ts';

// A church added to a site of several in /admin is served by `npm run cms`'s dev server at once,
// with no page opened first: its route takes a slug, so the route table stays as it was, and
// the list of pages is read afresh (docs/decisions/0050).

let cms: DevCms;
test.beforeEach(async () => {
  cms = await startDevCms('church-added', 'test/fixtures/content');
});
test.afterEach(() => cms?.stop());

const logie = [
  'slug: logie',
  'name: Logie Kirk',
  'address:',
  '  street: 1 Kirk Road',
  '  town: Logie',
  '  postcode: CA97 3LK',
  'about: Logie Kirk stands on the hill above the village.',
  '',
].join('\n');

test('a Publish that adds a church is served at once', async ({ request }) => {
  // As /admin's Publish saves it, through decap-server.
  const saved = await request.post(`http://127.0.0.1:${cms.decapPort}/api/v1`, {
    data: {
      action: 'persistEntry',
      params: {
        branch: 'main',
        dataFiles: [{ slug: 'logie', path: 'content/churches/logie.yml', raw: logie }],
        assets: [],
        options: {
          commitMessage: 'Create Churches “logie”',
          useWorkflow: false,
          status: 'published',
        },
      },
    },
  });
  expect(saved.ok()).toBe(true);
  // At once, with no restart: the commit is taken in once its files have landed (200 ms); the
  // first page a dev server renders, beside its pictures being made, takes most of the time.
  await expect
    .poll(async () => (await request.get(`${cms.site}/churches/logie`)).status(), {
      timeout: 30_000,
    })
    .toBe(200);
  expect(await (await request.get(`${cms.site}/churches/logie`)).text()).toContain('Logie Kirk');
  expect(await (await request.get(`${cms.site}/churches`)).text()).toContain('Logie Kirk');
});
