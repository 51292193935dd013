import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { signInPaths } from '../app/worker/paths.ts';
import { refusals } from '../app/worker/sign-in.ts';
import type { BuildFacts } from '../app/admin/shared/build-facts.ts';
import { repositoryWords } from '../app/admin/repository-panel.ts';
import { cmsSiteFrom } from '../app/content/cms/cms-backend.ts';
import { cmsBackend } from '../app/content/cms/cms-config.ts';
import { contentSetFor } from '../scripts/e2e-content-sets.mjs';
import { client, startGitHub, token, type FakeGitHub } from './support/github.ts';
import { startPreview } from './support/preview.ts';
import { expect, test } from './support/test.ts';

// /admin's "Login with GitHub", answered by the site's own Worker on Cloudflare's runtime
// against a GitHub of our own on loopback (support/github.ts): the office signs in and reaches
// the editor, and every refusal is one sentence in the sign-in window. The tests' own server
// has no sign-in settings, as a copy before step 4 of the guide; a second preview of the same
// build has them.

const buildDir = process.env.E2E_BUILD_DIR ?? contentSetFor().buildDir;
const config = parse(readFileSync(join(buildDir, 'admin', 'config.yml'), 'utf8')) as {
  backend: { repo: string };
  collections: { label: string }[];
};

test.describe.configure({ mode: 'serial' });
let github: FakeGitHub;
let site: { url: string; stop: () => void };
test.beforeAll(async () => {
  github = await startGitHub();
  site = await startPreview(buildDir, {
    GITHUB_CLIENT_ID: client.id,
    GITHUB_CLIENT_SECRET: client.secret,
    GITHUB_ORIGIN: github.origin,
  });
});
test.afterAll(async () => {
  site?.stop();
  await github?.close();
});

/** GitHub's API as the editor asks it from the browser: the editor, and write access. */
async function gitHubApi(page: Page) {
  await page.route('https://api.github.com/**', (route) => {
    const { pathname } = new URL(route.request().url());
    const answer =
      pathname === '/user'
        ? { login: 'church-office', id: 1, name: 'The Church Office', avatar_url: '' }
        : pathname === `/repos/${config.backend.repo}`
          ? {
              full_name: config.backend.repo,
              owner: { login: config.backend.repo.split('/')[0] },
              default_branch: 'main',
              permissions: { admin: false, push: true, pull: true },
            }
          : undefined;
    return route.fulfill(
      answer ? { json: answer } : { status: 404, json: { message: 'Not Found' } },
    );
  });
}

/** Opens the sign-in from /admin and chooses `choice` on GitHub; the pop-up, once back. */
async function signIn(page: Page, choice: 'Authorize' | 'Cancel') {
  await page.goto(`${site.url}/admin/`);
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Login with GitHub' }).click();
  const popup = await opened;
  await popup.getByRole('link', { name: choice }).click();
  return popup;
}

test('the office signs in with GitHub and reaches the editor', async ({ page }) => {
  await gitHubApi(page);
  const popup = await signIn(page, 'Authorize');
  await expect(page.getByRole('link', { name: config.collections[0]!.label })).toBeVisible({
    timeout: 30_000,
  });
  // The editor closed the sign-in window once it had the token (it may be gone already).
  await expect.poll(() => popup.isClosed()).toBe(true);
  // GitHub was asked for a public repository's files only, with a PKCE challenge (which the
  // exchange answered, or no token), and gave the token to the editor.
  expect(github.asked?.get('scope')).toBe('public_repo');
  expect(github.asked?.get('code_challenge_method')).toBe('S256');
  expect(github.asked?.get('client_id')).toBe(client.id);
  expect(github.exchanged?.get('code')).toBe('the-code');
  const user = await page.evaluate(() => localStorage.getItem('decap-cms-user'));
  expect(JSON.parse(user ?? '{}')).toMatchObject({ token, backendName: 'github' });
});

test("GitHub is asked for the scope the church's repository needs, whatever the address asks", async ({
  page,
}) => {
  // A public repository: a link asking for every repository is given public_repo. Which scope
  // a private or missing one gets, and how seldom GitHub is asked, is app/worker/sign-in.test.ts's.
  await page.goto(`${site.url}${signInPaths.start}?provider=github&scope=repo`);
  await expect(page.getByRole('link', { name: 'Authorize' })).toBeVisible();
  expect(github.asked?.get('scope')).toBe('public_repo');
  expect(github.askedAbout).toContain(config.backend.repo);
});

test('an editor who chooses Cancel on GitHub is told how to start again', async ({ page }) => {
  const popup = await signIn(page, 'Cancel');
  await expect(popup.getByRole('alert')).toHaveText(refusals.refused);
});

test('a sign-in GitHub cannot finish says what to do', async ({ page }) => {
  for (const [trouble, sentence] of [
    ['down', refusals.gitHubDown],
    ['refuseSecret', refusals.badSecret],
  ] as const) {
    github[trouble] = true;
    try {
      const popup = await signIn(page, 'Authorize');
      await expect(popup.getByRole('alert'), trouble).toHaveText(sentence);
      await popup.close();
    } finally {
      github[trouble] = false;
    }
  }
});

test('an answer from GitHub with a wrong or missing state is refused', async ({ page }) => {
  // A sign-in started here, so its state is in the pop-up's cookie, then answered with another.
  await page.goto(`${site.url}${signInPaths.start}?provider=github&scope=public_repo`);
  await expect(page.getByRole('link', { name: 'Authorize' })).toBeVisible();
  for (const query of ['code=the-code&state=another-windows', 'code=the-code']) {
    await page.goto(`${site.url}${signInPaths.back}?${query}`);
    await expect(page.getByRole('alert')).toHaveText(refusals.badState);
  }
});

test('a site whose sign-in is not set up says what to do', async ({ page }) => {
  // The tests' own server: no GITHUB_CLIENT_ID or GITHUB_CLIENT_SECRET.
  await page.goto(`${signInPaths.start}?provider=github&scope=public_repo`);
  await expect(page.getByRole('alert')).toHaveText(refusals.notSetUp);
});

test('the token is never handed to a window on another site', async ({ page }) => {
  await page.goto(`${github.origin}/stranger`);
  const opened = page.waitForEvent('popup');
  await page.evaluate(
    (address) => window.open(address, 'sign-in'),
    `${site.url}${signInPaths.start}?provider=github&scope=repo`,
  );
  const popup = await opened;
  await popup.getByRole('link', { name: 'Authorize' }).click();
  await expect(popup.getByText('You are signed in')).toBeVisible();
  // The stranger answers the handshake as Decap would; then the pop-up's last word to it, which
  // arrives after anything it said before: nothing the pop-up said reached the stranger.
  await page.evaluate(() => {
    window.open('', 'sign-in')?.postMessage('authorizing:github', '*');
  });
  await popup.evaluate(() => window.opener.postMessage('done', '*'));
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { heard: string[] }).heard))
    .toEqual(['done']);
});

test('a copy that names only the sample repository says how to name its own, with no sign-in', async ({
  page,
}) => {
  // What a Workers build writes when neither the host, the record nor CMS_GITHUB_REPO names one.
  const site = cmsSiteFrom({ WORKERS_CI: '1' }, cmsBackend);
  await page.route('**/admin/build.json', async (route) => {
    const built = (await (await route.fetch()).json()) as BuildFacts;
    const backend = { repo: site.backend.repo, branch: site.backend.branch };
    await route.fulfill({ json: { ...built, backend, repositoryUnknown: site.repositoryUnknown } });
  });
  await page.goto('/admin/');
  const { headline, lines } = repositoryWords(site.backend.repo);
  await expect(page.getByRole('heading', { name: headline })).toBeVisible();
  for (const line of lines) await expect(page.getByText(line)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login with GitHub' })).toHaveCount(0);
});
