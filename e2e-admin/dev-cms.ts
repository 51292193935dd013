import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { dropImageCache, seedImageCache } from '../app/lib/image-cache.server.js';
import { startDecap, startHistory } from '../scripts/cms-history.mjs';
import type { Browser, Page } from '@playwright/test';
import { freePort, offline, start, stop, waitForUrl } from './processes.ts';

// /admin as `npm run cms` serves it, on a copy of a content folder of the test's own: the dev
// server (the site beside the editor, and /admin) and decap-server writing into that copy.

const require = createRequire(import.meta.url);

/** The command a package's bin runs, so the dev server starts as `npm run cms` starts it. */
function binary(pkg: string, name: string) {
  const manifest = require.resolve(`${pkg}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    bin: string | Record<string, string>;
  };
  return join(dirname(manifest), typeof bin === 'string' ? bin : bin[name]!);
}

/**
 * Starts both on a fresh copy of `from`, made ready by `prepare`, with `npm run cms`'s history
 * of saves in front of decap-server if `history`; stop() ends them.
 */
export async function startDevCms(
  name: string,
  from: string,
  prepare = (_dir: string) => {},
  { history = false } = {},
) {
  const [sitePort, decapPort] = await Promise.all([freePort(), freePort()]);
  const repo = mkdtempSync(join(tmpdir(), `cms-${name}-`));
  const contentDir = join(repo, 'content');
  cpSync(from, contentDir, { recursive: true });
  // The picture copies a build of `from` made (npm test's builds), as a host's build cache keeps
  // them: the dev server makes none of them again (the sample's 153 take 17 s of both cores).
  seedImageCache(from, contentDir);
  prepare(contentDir);
  const decap = start(
    'decap-server',
    process.execPath,
    [require.resolve('decap-server/dist/index.js')],
    { PORT: String(decapPort), GIT_REPO_DIRECTORY: repo, MODE: 'fs', BIND_HOST: '127.0.0.1' },
  );
  const site = start(
    'The dev server',
    process.execPath,
    [
      binary('@react-router/dev', 'react-router'),
      'dev',
      '--port',
      String(sitePort),
      '--strictPort',
    ],
    { CONTENT_DIR: contentDir },
  );
  const origin = `http://localhost:${sitePort}`;
  await waitForUrl(`http://127.0.0.1:${decapPort}/api/v1`, decap);
  await waitForUrl(`${origin}/admin/build.json`, site);
  const historyPort = history ? await freePort() : decapPort;
  // As `npm run cms` runs it: decap-server's handlers answering only the history server.
  const own = history ? await startDecap(repo) : undefined;
  const saves =
    own &&
    (await startHistory({
      root: repo,
      decap: own.origin,
      secret: own.secret,
      port: historyPort,
      origins: [origin, `http://127.0.0.1:${sitePort}`],
    }));
  return {
    contentDir,
    /** Where the CMS's requests to decap-server go (offlineWithDecap). */
    decapPort: historyPort,
    /** The dev server's address. */
    site: origin,
    admin: `${origin}/admin/`,
    async stop() {
      await Promise.all([...[decap, site].map(stop), saves && saves.close(), own?.close()]);
      // The dev server's copies of the pictures, kept for a content folder now gone.
      dropImageCache(contentDir);
      rmSync(repo, { recursive: true, force: true });
    },
  };
}

export type DevCms = Awaited<ReturnType<typeof startDevCms>>;

/**
 * Opens `url` as a visitor would, again and again in a poll: null while the dev server drops the
 * connection, as it does restarting for a change to the content's listing (decision 0050).
 */
export const openWhileRestarting = (page: Page, url: string) => page.goto(url).catch(() => null);

/**
 * The site beside the editor, as the dev server renders it: its HTML, with the browser's
 * JavaScript off, which is all these tests read of it.
 */
export async function sitePage(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await offline(context);
  return context.newPage();
}
