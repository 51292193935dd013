import { defineConfig } from '@playwright/test';
import { chromiumArgs, findTestChromium } from './scripts/chromium.mjs';
import { REPORT_DIR } from './scripts/test-report.mjs';

// The CMS test (e2e-admin/): one long test that builds the site twice, starts decap-server on
// a copy of content/, edits it through /admin as the church office would, and checks the
// rebuilt pages. It starts and stops its own servers, each on a free port.
export default defineConfig({
  testDir: './e2e-admin',
  outputDir: 'test-results-admin',
  forbidOnly: true,
  retries: 0,
  workers: 1,
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    ['json', { outputFile: `${REPORT_DIR}/admin.json` }],
  ],
  // Hang guards, not speed checks: two builds and a 5 MB CMS on two shared cores.
  timeout: 15 * 60_000,
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
