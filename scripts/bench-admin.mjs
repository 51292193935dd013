// `npm run bench:admin [sermons]` (not part of `npm test`): how long the church office waits
// for the Sermons list in /admin with that many sermons (1,000 by default) on Decap's local
// backend. Copies content/ to a temporary folder, adds the sermons (the scale benchmark's
// generator: two a week, back from today), starts decap-server on it and the build's /admin
// with the host's runtime (scripts/preview.mjs), opens the Sermons list in Chromium three times
// and prints, for each, the time until the first sermon shows and until the list is grouped
// by year, and the requests the CMS made to the backend. Needs a build (`npm run build`).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { adminFolder } from '../app/lib/built-files.js';
import { appModules } from './app-modules.mjs';
import { generateContent, londonToday, writeContent } from './bench-scale-content.mjs';
import { chromiumArgs, findChromium } from './chromium.mjs';
import { freePort } from './free-port.mjs';

const require = createRequire(import.meta.url);
const wanted = Number(process.argv[2] ?? 1000);
const build = resolve(process.env.BUILD_DIR ?? 'build/client');
// Where config.yml's local_backend makes the CMS look for decap-server; the browser's requests
// there go on to the one started here, on a free port.
const decapOrigin = 'http://localhost:8081';

if (!(wanted > 0))
  throw new Error(`The number of sermons must be more than 0, not ${process.argv[2]}`);
if (!existsSync(join(build, adminFolder, 'index.html'))) {
  console.error(`There is no build with /admin in ${build}: run "npm run build" first.`);
  process.exit(1);
}

/** @type {import('node:child_process').ChildProcess[]} */
const started = [];
/**
 * @param {string[]} args
 * @param {Record<string, string>} env
 */
function start(args, env) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    detached: true,
    stdio: 'ignore',
  });
  started.push(child);
  return child;
}
function stopAll() {
  for (const child of started) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // gone already
    }
  }
}

/**
 * @param {string} url
 * @param {RequestInit} [init]
 */
async function waitFor(url, init) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url, init)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const repo = mkdtempSync(join(tmpdir(), 'bench-admin-'));
try {
  cpSync('content', join(repo, 'content'), { recursive: true });
  const before = readdirSync(join(repo, 'content', 'sermons')).length;
  // Half a year's notices ride along; only the sermons are counted and opened.
  const years = Math.max(1, Math.ceil(wanted / 104));
  const { files } = generateContent({ years, today: londonToday() }, await appModules());
  const sermons = files.filter((file) => file.path.startsWith('sermons/')).slice(-wanted);
  writeContent(join(repo, 'content'), [
    ...files.filter((file) => file.path.startsWith('sermon-series/')),
    ...sermons,
  ]);
  const total = readdirSync(join(repo, 'content', 'sermons')).length;

  const [decapPort, sitePort] = await Promise.all([freePort(), freePort()]);
  start([require.resolve('decap-server/dist/index.js')], {
    PORT: String(decapPort),
    BIND_HOST: '127.0.0.1',
    GIT_REPO_DIRECTORY: repo,
    MODE: 'fs',
    LOG_LEVEL: 'error',
  });
  start(['scripts/preview.mjs'], { BUILD_DIR: build, PORT: String(sitePort) });
  await waitFor(`http://127.0.0.1:${decapPort}/api/v1`, { method: 'POST' });
  await waitFor(`http://localhost:${sitePort}/admin/`);

  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const runs = [];
  for (let run = 0; run < 3; run++) {
    // A new profile each time: nothing cached from the run before.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    /** @type {string[]} */
    const requests = [];
    await context.route(`${decapOrigin}/**`, async (route) => {
      const body = route.request().postDataJSON?.();
      requests.push(body?.action ?? route.request().method());
      const to = route.request().url().replace(decapOrigin, `http://127.0.0.1:${decapPort}`);
      try {
        await route.fulfill({ response: await route.fetch({ url: to }) });
      } catch {
        // The run ended with this request still on its way.
      }
    });
    const page = await context.newPage();
    await page.goto(`http://localhost:${sitePort}/admin/`);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('link', { name: 'Sermons', exact: true }).first().waitFor();
    requests.length = 0;
    const opened = performance.now();
    await page.goto(`http://localhost:${sitePort}/admin/#/collections/sermons`);
    // The list's entries are links to each sermon's editor.
    const entries = page.locator('a[href*="#/collections/sermons/entries/"]');
    await entries.first().waitFor({ timeout: 120_000 });
    const firstShown = performance.now() - opened;
    const newest = (await entries.first().textContent())?.trim() ?? '';
    // Grouped by year: the office's way through ten years.
    await page.getByRole('button', { name: 'Group by' }).click();
    await page.getByRole('menuitem', { name: 'Year' }).click();
    // The group's heading is "Year 2026" (config.yml's label and the year).
    await page
      .getByRole('heading', { name: /^Year \d{4}$/ })
      .first()
      .waitFor({ timeout: 120_000 });
    const grouped = performance.now() - opened;
    runs.push({
      firstShown,
      grouped,
      requests: requests.length,
      actions: [...new Set(requests)],
      newest,
    });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  }
  await browser.close();

  console.log(
    `/admin, Sermons, ${total.toLocaleString('en-GB')} sermons (${before} already there), local backend, 3 runs, a new profile each`,
  );
  for (const [i, r] of runs.entries()) {
    console.log(
      `  run ${i + 1}: first sermon shown ${Math.round(r.firstShown)} ms, grouped by year ${Math.round(r.grouped)} ms, ${r.requests} requests to the backend (${r.actions.join(', ')}); newest first: ${r.newest.slice(0, 60)}`,
    );
  }
  console.log(
    `  median: first sermon shown ${Math.round(median(runs.map((r) => r.firstShown)))} ms, grouped by year ${Math.round(median(runs.map((r) => r.grouped)))} ms`,
  );
} finally {
  stopAll();
  rmSync(repo, { recursive: true, force: true });
}
