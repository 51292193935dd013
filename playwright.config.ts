import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4174);

// Browser tests run against the production build (`npm run build`) served like a static host.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // Browser tests spend much of their time waiting, so three share two cores well.
  workers: process.env.CI ? 3 : undefined,
  reporter: process.env.CI ? 'line' : 'list',
  // Hang guards, not speed checks (Lighthouse measures speed): generous, as CI shares two cores.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [
    // A test tagged @desktop runs only at 1280 px, one tagged @phone only at 375 px.
    {
      name: 'phone',
      grepInvert: /@desktop/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 } },
    },
    {
      name: 'desktop',
      grepInvert: /@phone/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
  ],
  webServer: {
    command: 'node scripts/serve.mjs',
    env: { PORT: String(port) },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
