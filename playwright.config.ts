import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findTestChromium } from './scripts/chromium.mjs';
import { contentSetFor } from './scripts/e2e-content-sets.mjs';
import { REPORT_DIR } from './scripts/test-report.mjs';

// Browser tests run against a production build served by Cloudflare's own local runtime, from
// the repository's wrangler.jsonc (npm run preview), so URL mapping, 404s, `_headers` and the
// site's Worker are the host's. Which build, and
// which content the specs read their expectations from, follow CONTENT_DIR: the church's
// content/ by default, or a second content set (scripts/e2e-content-sets.mjs). `npm run
// test:e2e` runs every set, one Playwright run each.
const set = contentSetFor();
const port = Number(process.env.E2E_PORT ?? set.port);
// E2E_BUILD_DIR tries the specs on another build of the same content (one being worked on).
const buildDir = process.env.E2E_BUILD_DIR ?? set.buildDir;
const baseURL = `http://localhost:${port}`;
const metadata = { contentSet: set.name, contentDir: set.contentDir, buildDir };
const atDesktop = /@desktop|@both-widths/;
/** A title that matches both expressions (Playwright ORs the entries of a grep array). */
const both = (a: RegExp, b: RegExp) =>
  new RegExp(`^(?=[\\s\\S]*(?:${a.source}))(?=[\\s\\S]*(?:${b.source}))`);

export default defineConfig({
  testDir: './e2e',
  ...(set.ignore && { testIgnore: set.ignore }),
  ...(set.specs && { testMatch: set.specs }),
  // A second set keeps its traces beside its build (build-fixture/test-results), where a run
  // of the first set, which empties test-results/, cannot delete them.
  outputDir: set.projectPrefix ? join(dirname(buildDir), 'test-results') : 'test-results',
  fullyParallel: true,
  forbidOnly: true,
  // One retry, for the host's runtime only: under load, wrangler's `pages dev` now and then
  // leaves a request for a script or style sheet unanswered for good (the trace shows it
  // pending at the timeout, in two tests at once). A test that passes on its retry is listed
  // as flaky in the report, so the stall stays visible; a real failure fails twice.
  retries: 1,
  // One worker per core: each page load keeps a core busy (layout, paint, React's hydration).
  // E2E_WORKERS: fewer, for a set run beside another (scripts/e2e.mjs).
  workers: Number(process.env.E2E_WORKERS) || availableParallelism(),
  // The JSON is for npm test's report of where the time went (scripts/test-report.mjs).
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    ['json', { outputFile: `${REPORT_DIR}/e2e-${set.name}.json` }],
  ],
  // Hang guards, not speed checks (Lighthouse measures speed): generous, as CI shares two cores.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  metadata,
  use: {
    baseURL,
    // A page load or action waits 20 s at most: a request the runtime leaves unanswered (above)
    // then fails its test in a third of the test's minute, and the retry starts sooner. Loads
    // and actions take a second or two here, with both cores busy too.
    navigationTimeout: 20_000,
    actionTimeout: 20_000,
    // A trace of the retry only: recording one for every test (to keep the failures') made
    // every test a fifth slower. A real failure fails again on its retry, with its trace.
    trace: 'on-first-retry',
    launchOptions: { executablePath: findTestChromium(), args: chromiumArgs },
  },
  projects: [
    // Most of what a page says and does is the same at every width, so a test runs once, on a
    // phone (375 px), unless it says otherwise: @desktop runs it at 1280 px instead, and
    // @both-widths at both, for what the width changes (menus, layout, the carousel, the
    // header over the page). A second content set runs only the tests tagged @content
    // (scripts/e2e-content-sets.mjs): those that would catch a word, person, link or count of
    // the sample church pinned in code or tests.
    {
      name: `${set.projectPrefix}phone`,
      ...(set.only && { grep: set.only }),
      grepInvert: /@desktop/,
      metadata,
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, baseURL },
    },
    {
      name: `${set.projectPrefix}desktop`,
      grep: set.only ? both(set.only, atDesktop) : atDesktop,
      metadata,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, baseURL },
    },
  ],
  webServer: {
    command: 'node scripts/preview.mjs',
    env: { PORT: String(port), BUILD_DIR: buildDir },
    url: `${baseURL}/`,
    reuseExistingServer: false,
    // The runtime (workerd) takes some seconds to start, more on two busy cores.
    timeout: 120_000,
    stdout: 'ignore',
  },
});
