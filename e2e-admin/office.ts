import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { makeUploads, type Uploads } from './forms';
import {
  freePort,
  offlineWithDecap,
  run,
  start,
  stop,
  waitForUrl,
  type Started,
} from './processes';

// What every CMS test stands on. The site's build, served as the host serves it (its real
// headers), is shared by all; each test then has a content folder of its own, fresh from
// content/, with decap-server on it and a browser of its own, so it can fail alone. What a
// test saved is kept in one more copy (editedContent(), made by global-setup.ts), which
// rebuilt.spec.ts builds once and checks page by page.

const require = createRequire(import.meta.url);
export const sourceContent = process.env.CONTENT_DIR ?? 'content';
/** The CMS page of a build that already exists (npm test's, ADMIN_SITE_BUILD), else one made here. */
export const siteBuild = process.env.ADMIN_SITE_BUILD ?? 'build-admin/client';
export const rebuiltBuild = 'build-admin2/client';
/** The content with every test's saved changes (global-setup.ts). */
export const editedContent = () => join(process.env.CMS_EDITED_REPO!, 'content');

export const url = (port: number, path = '/') => `http://localhost:${port}${path}`;

const npm = process.env.npm_execpath
  ? { command: process.execPath, args: [process.env.npm_execpath] }
  : { command: 'npm', args: [] };
/** Hermetic, and no wait on the network: the builds read no ChurchSuite feed (the CMS edits
 *  neither events nor groups). */
export const build = (env: NodeJS.ProcessEnv) =>
  run('npm run build', npm.command, [...npm.args, 'run', 'build'], {
    EVENTS_SNAPSHOT_URL: 'none',
    VITE_GROUPS_FEED_URL: 'none',
    ...env,
  });

/** Serves a build (made first if it is not there) as the host would, for the worker's tests. */
async function served(buildDir: string, make: () => Promise<unknown>) {
  if (!existsSync(join(buildDir, 'index.html'))) await make();
  const port = await freePort();
  const server = start(`The preview server on ${port}`, process.execPath, ['scripts/preview.mjs'], {
    BUILD_DIR: buildDir,
    PORT: String(port),
  });
  await waitForUrl(url(port), server);
  return { port, stop: () => stop(server) };
}

type Yaml = Record<string, unknown>;

/** One test's CMS: its content folder, decap-server on it, and what the browser reported. */
export class Office {
  constructor(
    readonly page: Page,
    readonly repo: string,
    readonly sitePort: number,
    private readonly decap: { outstanding: number; lastSeen: number },
    readonly pageErrors: string[],
  ) {}

  get contentDir() {
    return join(this.repo, 'content');
  }
  admin(path = '') {
    return url(this.sitePort, `/admin/${path}`);
  }
  text(file: string) {
    return readFileSync(join(this.contentDir, file), 'utf8');
  }
  readYaml(file: string) {
    return parse(this.text(file)) as Yaml;
  }
  /** Every file and folder in the content copy, as paths inside it ("images/text/hall.jpg"). */
  files() {
    return (readdirSync(this.contentDir, { recursive: true }) as string[]).sort();
  }

  /** Keeps what this test saved, every file new or changed, for the rebuild (rebuilt.spec.ts). */
  keep() {
    for (const file of this.files()) {
      const [from, to, source] = [this.contentDir, editedContent(), sourceContent].map((dir) =>
        join(dir, file),
      );
      if (statSync(from!).isDirectory()) continue;
      if (existsSync(source!) && readFileSync(source!).equals(readFileSync(from!))) continue;
      mkdirSync(dirname(to!), { recursive: true });
      cpSync(from!, to!);
    }
  }

  /** "Login" (not "Login with GitHub"): Decap found the local backend. */
  async signIn() {
    const { page } = this;
    if (!page.url().startsWith(this.admin())) await page.goto(this.admin());
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Church and site' })).toBeVisible();
  }

  /** Opens a form from its collection's list, and waits for the CMS to finish reading it: the
   *  form shows before the CMS's last answers from decap-server (the entry's pictures among
   *  them) have come, and a person added before then is lost (seen on a busy machine). */
  async openFromList(collection: string, entry: string) {
    await this.page.getByRole('link', { name: collection, exact: true }).click();
    await this.page.getByText(entry, { exact: true }).click();
    await expect
      .poll(() => this.decap.outstanding === 0 && Date.now() - this.decap.lastSeen >= 500, {
        intervals: [100],
      })
      .toBe(true);
  }

  /** Opens an empty form of a collection, from the CMS's start (a form left open otherwise
   *  stays on screen when only the address changes). */
  async newEntry(collection: string) {
    await this.page.goto(this.admin('#/'));
    await this.page.getByRole('link', { name: 'Church and site' }).click();
    await this.page.goto(this.admin(`#/collections/${collection}/new`));
    await expect(this.page.getByLabel('Web address', { exact: true })).toHaveValue('');
  }

  /** Opens an entry by its address, from its collection's list. */
  async openEntry(collectionLink: string, path: string) {
    await this.page.goto(this.admin('#/'));
    await this.page.getByRole('link', { name: collectionLink, exact: true }).click();
    await this.page.goto(this.admin(`#/collections/${path}`));
  }

  /** Decap's "Publish → Publish now", then its "Changes saved"; if not, what the browser said. */
  async publish() {
    const { page } = this;
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Publish now' }).click();
    try {
      await expect(page.getByText('Changes saved', { exact: true })).toBeVisible();
      // A new entry's form then moves to the entry's own address; going elsewhere before that
      // (on a busy machine, it can come seconds later) would be undone by it.
      await expect(page).not.toHaveURL(/\/new$/);
    } catch (error) {
      if (this.pageErrors.length === 0) throw error;
      throw new Error(`The CMS did not save. The browser reported:\n${this.pageErrors.join('\n')}`);
    }
  }

  /**
   * Publish, refused: the message at the top says "Not published yet" and names each box with
   * what is wrong, exactly these (each "Names → of its box: the build's sentence", in part).
   */
  async refused(problems: RegExp[]) {
    const { page } = this;
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Publish now' }).click();
    const message = page.getByRole('alert').filter({ hasText: 'Not published yet' });
    await expect(message).toBeVisible();
    await expect(message.getByRole('listitem')).toHaveCount(problems.length);
    for (const problem of problems)
      await expect(message.getByRole('button', { name: problem })).toBeVisible();
    await expect(page.getByText('Changes saved', { exact: true })).toHaveCount(0);
    await this.refusalSeen();
    return message;
  }

  /**
   * Decap refuses by rejecting a promise nobody waits for: with nothing when its own checks
   * fail ("undefined", persistEntry's Promise.reject()), with its failure action when the
   * build's checks do ("Object"). Expected, once per refusal.
   */
  refusalSeen() {
    const refusal = () =>
      this.pageErrors.findIndex((error) => error === 'undefined' || error === 'Object');
    return expect
      .poll(refusal)
      .toBeGreaterThanOrEqual(0)
      .then(() => void this.pageErrors.splice(refusal(), 1));
  }
}

export const test = base.extend<
  { cms: Office },
  {
    site: { port: number };
    rebuilt: { port: number };
    uploads: Uploads;
    leftRunning: Started[];
  }
>({
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
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this
    async ({}, use) => {
      const server = await served(siteBuild, () => build({ BUILD_DIR: siteBuild }));
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
  cms: async ({ page, context, site, leftRunning }, use) => {
    const repo = mkdtempSync(join(process.env.CMS_EDITED_REPO!, 'test-'));
    cpSync(sourceContent, join(repo, 'content'), { recursive: true });
    const decapPort = await freePort();
    // decap-server's settings (its source: PORT, GIT_REPO_DIRECTORY, MODE, BIND_HOST).
    const decap = start(
      'decap-server',
      process.execPath,
      [require.resolve('decap-server/dist/index.js')],
      { PORT: String(decapPort), GIT_REPO_DIRECTORY: repo, MODE: 'fs', BIND_HOST: '127.0.0.1' },
    );
    leftRunning.push(decap);
    const requests = await offlineWithDecap(context, decapPort);
    const cspViolations: string[] = [];
    const pageErrors: string[] = [];
    // Decap's own setting: its text boxes open in Markdown mode, where the words go in as
    // typed (an office that prefers the rich-text mode can switch back with the box's toggle).
    await page.addInitScript(() => localStorage.setItem('cms.md-mode', 'raw'));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    page.on('console', (message) => {
      if (/CSP violation|Content Security Policy/.test(message.text())) {
        cspViolations.push(message.text());
      }
    });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await waitForUrl(`http://127.0.0.1:${decapPort}/api/v1`, decap);
    await use(new Office(page, repo, site.port, requests, pageErrors));
    // No Content-Security-Policy violation and no error in the CMS, in any task.
    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
  },
});

/** The lines of `after` that are not in `before` at the same place. */
export function changedLines(before: string, after: string) {
  const old = before.split('\n');
  return after.split('\n').filter((line, index) => line !== old[index]);
}
