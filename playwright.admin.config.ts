import { defineConfig } from '@playwright/test';
import { chromiumArgs, findTestChromium } from './scripts/chromium.mjs';
import { REPORT_DIR } from './scripts/test-report.mjs';

// The CMS tests (e2e-admin/): one test per task of the church office in /admin, each on a
// fresh copy of content/ with decap-server of its own (office.ts), on a build of the site
// served with its real headers; then the site built again from what they saved, one test per
// task's pages (site-rebuilt.spec.ts). The start form's test has a dev server of its own. They start and stop their own servers, each on a free port.
export default defineConfig({
  testDir: './e2e-admin',
  globalSetup: './e2e-admin/global-setup.ts',
  outputDir: 'test-results-admin',
  forbidOnly: true,
  // One retry, as the browser tests have (playwright.config.ts), for the host's runtime only:
  // once in six full runs here, with Lighthouse beside it, it left /admin's 5 MB script
  // unanswered for good and the page blank. Each test starts from its own copy of the content,
  // so a retry starts clean; one that passes so is listed as flaky, and a real failure fails twice.
  retries: 1,
  // The office's tasks two files at a time, each test on its own content and decap-server, and
  // the site built from what they saved after them all; beside them, the start form's test on
  // its own dev server, which shares nothing with them. One task at a time left the two cores a
  // third idle (the CMS waits on its own timers): 260 s beside Lighthouse, 211 s so.
  workers: 3,
  projects: [
    {
      name: 'office',
      testIgnore: [
        'site-rebuilt.spec.ts',
        'start.spec.ts',
        'start-several.spec.ts',
        'undo.spec.ts',
        'church-added.spec.ts',
      ],
      workers: 2,
    },
    // Each on a dev server of its own, as `npm run cms` serves /admin.
    // Two at a time: a third dev server beside them left undo's page reloading under it.
    {
      name: 'start',
      testMatch: ['start.spec.ts', 'start-several.spec.ts', 'undo.spec.ts', 'church-added.spec.ts'],
      workers: 2,
    },
    { name: 'rebuilt', testMatch: 'site-rebuilt.spec.ts', dependencies: ['office'] },
  ],
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    ['json', { outputFile: `${REPORT_DIR}/admin.json` }],
  ],
  // Hang guards, not speed checks: a 5 MB CMS on two shared cores (the builds are the
  // fixtures', office.ts).
  timeout: 5 * 60_000,
  expect: { timeout: 30_000 },
  use: {
    viewport: { width: 1280, height: 800 },
    actionTimeout: 60_000,
    navigationTimeout: 120_000,
    // A failure keeps its trace: every action and where it failed, the console and the
    // network, with the screenshot below. Not a copy of the page at every action: the CMS's
    // page is large, and copying it made the whole test 111 s long instead of 66-68 s alone.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findTestChromium(), args: chromiumArgs },
  },
});
