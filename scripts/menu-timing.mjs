// `npm run menu-timing`: how soon a phone visitor's tap on the menu button opens the menu, on
// a throttled phone (Lighthouse's slow 4G with its devtools throttling: 562.5 ms round trips,
// 1.47 Mbit/s down; 4× CPU slowdown; 412 × 823 touch screen). The button is tapped every
// 150 ms from the moment it is on screen until the menu shows; the figure is the time from
// navigation start to the menu showing, median of RUNS (5) fresh loads of the home page.
// Serves the build with `npm run preview` (BUILD_DIR picks it) on a free port. A measurement
// for docs/measurements.md and the issue notes, not a test: nothing here passes or fails on a time.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { appModules } from './app-modules.mjs';
import { chromiumArgs, findChromium } from './chromium.mjs';
import { freePort } from './free-port.mjs';

const runs = Number(process.env.RUNS ?? 5);
const { siteText } = (await appModules()).loadContent();

const port = await freePort();
const preview = spawn(process.execPath, ['scripts/preview.mjs'], {
  env: { ...process.env, PORT: String(port) },
  stdio: ['ignore', 'ignore', 'ignore'],
  detached: true,
});
const origin = `http://localhost:${port}`;
for (let i = 0; ; i += 1) {
  try {
    if ((await fetch(origin)).ok) break;
  } catch {
    if (i > 600) throw new Error('menu-timing: the preview server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const sampleFeed = await readFile('test/fixtures/calendar.json', 'utf8');
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const results = [];
try {
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.route(/churchsuite\.com/, (route) =>
      route.fulfill({ body: sampleFeed, contentType: 'application/json' }),
    );
    await page.route(/^https:\/\/(?!localhost)/, (route) => route.abort());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1474.56 * 1024) / 8,
      uploadThroughput: (675 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    await page.goto(origin, { waitUntil: 'commit' });
    const button = page.getByRole('button', { name: siteText.openMenu });
    const menu = page.getByRole('dialog', { name: siteText.menuTitle });
    await button.waitFor({ state: 'visible', timeout: 60_000 });
    let taps = 0;
    let openedAt = null;
    while (openedAt === null && taps < 400) {
      await button.tap({ force: true, timeout: 5_000 }).catch(() => {});
      taps += 1;
      for (let wait = 0; wait < 3 && openedAt === null; wait += 1) {
        if (await menu.isVisible()) openedAt = await page.evaluate(() => performance.now());
        else await page.waitForTimeout(50);
      }
    }
    if (openedAt === null) throw new Error('menu-timing: the menu never opened');
    const paint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    );
    results.push({ openedAt, taps, paint });
    console.log(
      `run ${run + 1}: menu open at ${Math.round(openedAt)} ms after ${taps} tap(s); first contentful paint ${paint === null ? '?' : Math.round(paint)} ms`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  if (preview.pid) process.kill(-preview.pid, 'SIGTERM');
}
/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
console.log(
  `\nmedian of ${runs}: menu working at ${Math.round(median(results.map((r) => r.openedAt)))} ms; first contentful paint ${Math.round(median(results.map((r) => r.paint ?? 0)))} ms`,
);
