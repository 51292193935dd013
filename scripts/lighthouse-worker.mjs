// Lighthouse runs in a thread of their own (lighthouse-runner.mjs starts it), against its
// browser: a run given up on dies with the thread, so what it had in flight cannot reject later
// in the runner's process, where a test runner would count it as an unhandled error.
import { parentPort, workerData } from 'node:worker_threads';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

// Either ChurchSuite feed (the legacy embed one, or a calendar's), and any page-view counter:
// answered here, so nothing leaves the machine.
const FEED = /^https:\/\/[a-z0-9-]+\.churchsuite\.com\/(embed\/calendar|-\/calendar\/[^/]+)\/json/;
const ANALYTICS = /^https:\/\/[^/]+\/api\/event\b/;

/** @typedef {import('./lighthouse-runner.mjs').FeedAnswer} FeedAnswer */
/** @typedef {import('./lighthouse-runner.mjs').RunOptions} RunOptions */

if (!parentPort) throw new Error('lighthouse-worker.mjs runs as a worker thread');
const port = parentPort;

const browser = await puppeteer.connect({
  browserURL: `http://127.0.0.1:${/** @type {{ port: number }} */ (workerData).port}`,
  defaultViewport: null,
});

/** @param {string} url @param {string} origin @param {FeedAnswer} feedAnswer @param {RunOptions} options */
async function audit(url, origin, feedAnswer, { throttling, onlyCategories }) {
  const page = await browser.newPage();
  try {
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.isInterceptResolutionHandled()) return;
      const requested = request.url();
      const headers = { 'access-control-allow-origin': '*' };
      if (FEED.test(requested)) {
        void request.respond({ ...feedAnswer, headers });
      } else if (ANALYTICS.test(requested)) {
        void request.respond({ status: 202, contentType: 'text/plain', headers, body: 'ok' });
      } else if (requested.startsWith(origin) || requested.startsWith('data:')) {
        void request.continue();
      } else {
        void request.abort('blockedbyclient');
      }
    });
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        throttlingMethod: throttling,
        ...(onlyCategories && {
          onlyCategories,
          // Scores need the page as it ends up, not the timings' settling: half a second of quiet
          // is plenty on localhost (the default is a second).
          pauseAfterFcpMs: 0,
          pauseAfterLoadMs: 0,
          networkQuietThresholdMs: 500,
          cpuQuietThresholdMs: 500,
        }),
        // Screenshots feed no gate and cost seconds a run; the full-page one needs its own switch.
        disableFullPageScreenshot: true,
        skipAudits: [
          'screenshot-thumbnails',
          'final-screenshot',
          // Fetched mid-run, it fails on a slow preview; app/pipeline/sitemap.test.ts checks it.
          'robots-txt',
          // A failed feed's console error is the spec's failure state, not a fault.
          ...(feedAnswer.status >= 400 ? ['errors-in-console'] : []),
        ],
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await page.close().catch(() => {});
  }
}

port.on(
  'message',
  /** @param {{ url: string, origin: string, feed: FeedAnswer, options: RunOptions }} ask */
  ({ url, origin, feed, options }) => {
    audit(url, origin, feed, options).then(
      (lhr) => port.postMessage({ lhr }),
      (/** @type {unknown} */ error) =>
        port.postMessage({
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        }),
    );
  },
);
