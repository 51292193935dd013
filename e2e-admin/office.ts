import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test as base, type BrowserContext } from '@playwright/test';
import { client, startGitHub, type FakeGitHub } from '../e2e/support/github.ts';
import { withoutChurchSuite as churchOfItsOwn } from '../test/without-churchsuite.ts';
import type { Language } from '../app/lib/languages.ts';
import { makeUploads, type Uploads } from './forms.ts';
import {
  editedContent,
  Office,
  rebuiltBuild,
  siteBuild,
  sourceContent,
  url,
} from './office-page.ts';
import {
  freePort,
  offline,
  offlineWithDecap,
  run,
  start,
  stop,
  waitForUrl,
  type Started,
} from './processes.ts';

// What every CMS test stands on. The site's build, served as the host serves it (its real
// headers), is shared by all; each test then has a content folder of its own, fresh from
// content/, with decap-server on it, and a page of its own in the worker's browser, signed
// out and with no drafts, so it can fail alone. What a test saved is kept in one more copy (editedContent(), made by global-setup.ts), which
// site-rebuilt.spec.ts builds once and checks page by page.

const require = createRequire(import.meta.url);

const npm = process.env.npm_execpath
  ? { command: process.execPath, args: [process.env.npm_execpath] }
  : { command: 'npm', args: [] };
/** Hermetic, and no wait on the network: the builds read no ChurchSuite feed (the CMS edits
 *  neither events nor groups). */
export const build = (env: NodeJS.ProcessEnv) =>
  run('npm run build', npm.command, [...npm.args, 'run', 'build'], {
    // A build, whatever the worker's own NODE_ENV: a spec's runnerImport (Vite) sets it to
    // development for the rest of its worker, and a build under it reads no feeds.
    NODE_ENV: 'production',
    EVENTS_SNAPSHOT_URL: 'none',
    VITE_GROUPS_FEED_URL: 'none',
    ...env,
  });

/** Serves a build (made first if it is not there) as the host would, for the worker's tests. */
export async function served(
  buildDir: string,
  make: () => Promise<unknown>,
  env: NodeJS.ProcessEnv = {},
) {
  if (!existsSync(join(buildDir, 'index.html'))) await make();
  const port = await freePort();
  const server = start(`The preview server on ${port}`, process.execPath, ['scripts/preview.mjs'], {
    BUILD_DIR: buildDir,
    PORT: String(port),
    ...env,
  });
  await waitForUrl(url(port), server);
  return { port, stop: () => stop(server) };
}

export const test = base.extend<
  {
    cms: Office;
    /** The test's copy of the content made a church's without ChurchSuite, before /admin opens it. */
    withoutChurchSuite: boolean;
  },
  {
    /** The content each test's copy is made from, and the build of it the worker serves. */
    siteSet: { content: string; build: string; language?: Language };
    /** The GitHub the site's Worker asks who may upload a recording (e2e/support/github.ts). */
    gitHub: FakeGitHub;
    site: { port: number };
    rebuilt: { port: number };
    uploads: Uploads;
    leftRunning: Started[];
    cmsContext: BrowserContext;
  }
>({
  // One browser for the worker's CMS tests, so Decap's 5 MB are fetched and compiled once
  // (checked again, not sent again: /admin's files are no-cache); each test has a page of its
  // own, signed out and with no drafts (cms below).
  cmsContext: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await offline(context);
      // Decap's own setting: its text boxes open in Markdown mode, where the words go in as
      // typed (an office that prefers the rich-text mode can switch back with the box's toggle).
      await context.addInitScript(() => localStorage.setItem('cms.md-mode', 'raw'));
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  // The tests' decap-servers, stopped once the worker is done: a test's browser, closed after
  // the test's own fixtures, may still be asking one.
  leftRunning: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this
    async ({}, use) => {
      const started: Started[] = [];
      await use(started);
      await Promise.all(started.map(stop));
    },
    { scope: 'worker' },
  ],
  gitHub: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this
    async ({}, use) => {
      const gitHub = await startGitHub();
      await use(gitHub);
      await gitHub.close();
    },
    { scope: 'worker' },
  ],
  // The sample's by default; a spec of another set's (two-languages.spec.ts) has a worker of its own.
  siteSet: [
    { content: sourceContent, build: siteBuild },
    { scope: 'worker', option: true },
  ],
  site: [
    async ({ gitHub, siteSet }, use) => {
      // The local backend holds no GitHub token: the Worker asks the tests' own GitHub, which
      // knows the tokens a test gives it as its OAuth App's.
      const make = () => build({ CONTENT_DIR: siteSet.content, BUILD_DIR: siteSet.build });
      const server = await served(siteSet.build, make, {
        GITHUB_ORIGIN: gitHub.origin,
        GITHUB_CLIENT_ID: client.id,
        GITHUB_CLIENT_SECRET: client.secret,
        // Workers AI cannot run here: the Worker gets a fake Whisper (test/fake-whisper.ts).
        PREVIEW_FAKE_WHISPER: '1',
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 600_000 },
  ],
  rebuilt: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this
    async ({}, use) => {
      const server = await served(rebuiltBuild, () =>
        build({ CONTENT_DIR: editedContent(), BUILD_DIR: rebuiltBuild }),
      );
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 600_000 },
  ],
  uploads: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this
    async ({}, use) => {
      const dir = mkdtempSync(join(tmpdir(), 'cms-uploads-'));
      await use(await makeUploads(dir));
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  withoutChurchSuite: [false, { option: true }],
  cms: async ({ cmsContext, site, siteSet, leftRunning, withoutChurchSuite }, use, testInfo) => {
    const repo = mkdtempSync(join(process.env.CMS_EDITED_REPO!, 'test-'));
    cpSync(siteSet.content, join(repo, 'content'), { recursive: true });
    if (withoutChurchSuite) churchOfItsOwn(join(repo, 'content'));
    const decapPort = await freePort();
    // decap-server's settings (its source: PORT, GIT_REPO_DIRECTORY, MODE, BIND_HOST).
    const decap = start(
      'decap-server',
      process.execPath,
      [require.resolve('decap-server/dist/index.js')],
      { PORT: String(decapPort), GIT_REPO_DIRECTORY: repo, MODE: 'fs', BIND_HOST: '127.0.0.1' },
    );
    leftRunning.push(decap);
    const page = await cmsContext.newPage();
    // A fresh start: nothing of an earlier test's sign-in, settings or drafts (Decap keeps
    // unsaved entries in IndexedDB).
    await page.goto(url(site.port, '/admin/build.json'));
    await page.evaluate(async () => {
      localStorage.clear();
      sessionStorage.clear();
      for (const { name } of await indexedDB.databases()) {
        if (!name) continue;
        await new Promise((resolve) => {
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = request.onerror = request.onblocked = resolve;
        });
      }
    });
    const requests = await offlineWithDecap(page, decapPort);
    const cspViolations: string[] = [];
    const pageErrors: string[] = [];
    page.on('console', (message) => {
      if (/CSP violation|Content Security Policy/.test(message.text())) {
        cspViolations.push(message.text());
      }
    });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await waitForUrl(`http://127.0.0.1:${decapPort}/api/v1`, decap);
    await use(new Office(page, repo, site.port, requests, pageErrors, siteSet.language));
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('screenshot', {
        body: await page.screenshot(),
        contentType: 'image/png',
      });
    }
    await page.close();
    // No Content-Security-Policy violation and no error in the CMS, in any task.
    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
  },
});
