import { defineConfig } from '@playwright/test';
import { chromiumArgs, findTestChromium } from './scripts/chromium.mjs';
import { REPORT_DIR } from './scripts/test-report.mjs';

// The CMS tests (e2e-admin/): one test per task of the church office in /admin, each on a
// fresh copy of content/ with decap-server of its own (office.ts), on a build of the site
// served with its real headers; then the site built again from what they saved, one test per
// task's pages (site-rebuilt.spec.ts). The start form's tests have a dev server each. They
// start and stop their own servers, each on a free port.
// ADMIN_PART=office (its tasks, then the site rebuilt) or start (the start form and undo, each on
// a dev server): npm test runs the two side by side, as two runs, because Playwright runs a
// project that depends on another only once every project of the run before it has ended, so
// the rebuild waited for the start form's tests with a core idle. Unset, one run of all three.
const part = process.env.ADMIN_PART as 'office' | 'start' | undefined;
const name = part ? `admin-${part}` : 'admin';
const office = {
  name: 'office',
  testIgnore: ['site-rebuilt.spec.ts', 'start.spec.ts', 'start-several.spec.ts', 'undo.spec.ts'],
  workers: 2,
};
// Each on a dev server of its own, as `npm run cms` serves /admin. Beside the office's run (npm
// test), one at a time: two, with the office's two, left a dev server without a new church's
// routes past the test's wait. In a run of their own, two at a time: a third dev server beside
// them left undo's page reloading under it.
const start = {
  name: 'start',
  testMatch: ['start.spec.ts', 'start-several.spec.ts', 'undo.spec.ts'],
  workers: part === 'start' ? 1 : 2,
  // A fresh dev server's first page compiles the site: from a clean clone, beside the office's
  // tests, that took over 45 s. A dev server restarting for a change to the content's listing
  // (undo.spec.ts's deleted sermon), beside the office's rebuild, once took over 30 s to answer.
  use: { actionTimeout: 60_000, navigationTimeout: 120_000 },
  expect: { timeout: 90_000 },
};
const rebuilt = { name: 'rebuilt', testMatch: 'site-rebuilt.spec.ts', dependencies: ['office'] };

export default defineConfig({
  testDir: './e2e-admin',
  // The copy the office's tasks save into, and the builds of it: not the start form's.
  globalSetup: part === 'start' ? undefined : './e2e-admin/global-setup.ts',
  outputDir: `test-results-${name}`,
  forbidOnly: true,
  // One retry, as the browser tests have (playwright.config.ts), for the host's runtime only:
  // once in six full runs here, with Lighthouse beside it, it left /admin's 5 MB script
  // unanswered for good and the page blank. Each test starts from its own copy of the content,
  // so a retry starts clean; one that passes so is listed as flaky, and a real failure fails twice.
  retries: 1,
  // The office's tasks two files at a time, each test on its own content and decap-server, and
  // the site built from what they saved after them all; the start form's tests two at a time,
  // sharing nothing with them. One task at a time left the two cores a third idle (the CMS
  // waits on its own timers).
  workers: part ? 2 : 3,
  projects:
    part === 'office' ? [office, rebuilt] : part === 'start' ? [start] : [office, start, rebuilt],
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    ['json', { outputFile: `${REPORT_DIR}/${name}.json` }],
  ],
  // Hang guards, not speed checks: a 5 MB CMS on two shared cores (the builds are the
  // fixtures', office.ts).
  timeout: 5 * 60_000,
  expect: { timeout: 30_000 },
  use: {
    viewport: { width: 1280, height: 800 },
    // Now and then the host's local runtime leaves one of /admin's files unanswered for good (as
    // in workers-sdk#3397, a large file's answer stalling; once our own scripts, after its 5 MB
    // Decap had come and run): a page of the built site waits 20 s, not 45, before its test is
    // tried again. /admin loaded in 5 s at most, 27 loads with both cores busy (measurements.md).
    actionTimeout: 45_000,
    navigationTimeout: 20_000,
    // A failure keeps its trace: every action and where it failed, the console and the
    // network, with the screenshot below. Not a copy of the page at every action: the CMS's
    // page is large, and copying it made the whole test 111 s long instead of 66-68 s alone.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findTestChromium(), args: chromiumArgs },
  },
});
