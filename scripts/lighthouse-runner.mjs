// One Lighthouse run at a time in Debian's Chromium, with nothing leaving the machine (the
// ChurchSuite feed answered as asked, page views with 202, anything else outside refused) and a
// time limit on every run: a run past it is stopped (the browser is closed and started
// afresh), tried once more, and reported if it fails again, so `npm run perf` always ends. One
// Lighthouse run once hung for more than eight minutes on a busy machine.
import { findChromium, chromiumArgs } from './chromium.mjs';

/** @typedef {{ status: number, contentType: string, body: string }} FeedAnswer */
/** @typedef {import('lighthouse').RunnerResult} RunnerResult */
/**
 * @typedef {object} RunOptions What Lighthouse is asked for.
 * @property {'simulate' | 'devtools'} throttling
 * @property {string[] | undefined} [onlyCategories]
 */

// Either ChurchSuite feed (the legacy embed feed, or a calendar's current feed), and any
// page-view counter: nothing leaves the machine.
export const FEED =
  /^https:\/\/[a-z0-9-]+\.churchsuite\.com\/(embed\/calendar|-\/calendar\/[^/]+)\/json/;
const ANALYTICS = /^https:\/\/[^/]+\/api\/event\b/;

/** The time limit of one run unless PERF_RUN_TIMEOUT (seconds) says otherwise. */
export const RUN_TIMEOUT_MS = Number(process.env.PERF_RUN_TIMEOUT ?? 120) * 1000;

export class RunTimeout extends Error {}

/**
 * Runs Lighthouse on one address after another, each in a fresh tab of one browser.
 */
export class LighthouseRunner {
  /** @param {{ timeoutMs?: number }} [options] */
  constructor({ timeoutMs = RUN_TIMEOUT_MS } = {}) {
    this.timeoutMs = timeoutMs;
    /** @type {import('chrome-launcher').LaunchedChrome | null} */
    this.chrome = null;
    /** @type {import('puppeteer-core').Browser | null} */
    this.browser = null;
    this.version = '';
  }

  async start() {
    const [chromeLauncher, { default: puppeteer }] = await Promise.all([
      import('chrome-launcher'),
      import('puppeteer-core'),
    ]);
    this.chrome = await chromeLauncher.launch({
      chromePath: findChromium(),
      chromeFlags: ['--headless=new', ...chromiumArgs],
      logLevel: 'error',
    });
    this.browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${this.chrome.port}`,
      defaultViewport: null,
    });
  }

  async stop() {
    await this.browser?.disconnect().catch(() => {});
    this.chrome?.kill();
    this.browser = null;
    this.chrome = null;
  }

  /**
   * One run, tried a second time if the first times out or Chrome aborts it. Returns the
   * result, or null and what went wrong each time.
   * @param {string} url
   * @param {string} origin The site's own origin: its requests go through.
   * @param {FeedAnswer} feed
   * @param {RunOptions} options
   * @returns {Promise<{ lhr: RunnerResult['lhr'] | null, problems: string[] }>}
   */
  async run(url, origin, feed, options) {
    /** @type {string[]} */
    const problems = [];
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      try {
        const { lhr } = await this.#withinLimit(url, origin, feed, options);
        this.version = lhr.lighthouseVersion;
        if (!lhr.runtimeError) return { lhr, problems };
        problems.push(`${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      } catch (error) {
        if (!(error instanceof RunTimeout)) throw error;
        problems.push(error.message);
        // The hung run may still hold the browser: start again with a new one.
        await this.stop();
        await this.start();
      }
    }
    return { lhr: null, problems };
  }

  /**
   * @param {string} url
   * @param {string} origin
   * @param {FeedAnswer} feed
   * @param {RunOptions} options
   * @returns {Promise<RunnerResult>}
   */
  async #withinLimit(url, origin, feed, options) {
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const limit = new Promise((_, fail) => {
      timer = setTimeout(
        () => fail(new RunTimeout(`stopped after ${this.timeoutMs / 1000} s`)),
        this.timeoutMs,
      );
    });
    const run = this.#audit(url, origin, feed, options);
    // A run given up on may still settle later, when its browser is closed under it.
    run.catch(() => {});
    try {
      return /** @type {RunnerResult} */ (await Promise.race([run, limit]));
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * @param {string} url
   * @param {string} origin
   * @param {FeedAnswer} feedAnswer
   * @param {RunOptions} options
   * @returns {Promise<RunnerResult>}
   */
  async #audit(url, origin, feedAnswer, { throttling, onlyCategories }) {
    if (!this.browser) throw new Error('LighthouseRunner: start() it first');
    const { default: lighthouse } = await import('lighthouse');
    const page = await this.browser.newPage();
    try {
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        if (request.isInterceptResolutionHandled()) return;
        const requested = request.url();
        if (FEED.test(requested)) {
          void request.respond({ ...feedAnswer, headers: { 'access-control-allow-origin': '*' } });
        } else if (ANALYTICS.test(requested)) {
          void request.respond({
            status: 202,
            contentType: 'text/plain',
            headers: { 'access-control-allow-origin': '*' },
            body: 'ok',
          });
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
          ...(onlyCategories && { onlyCategories }),
          // Screenshots feed no gate and cost seconds per run on a 2-core CI machine.
          skipAudits: [
            'screenshot-thumbnails',
            'final-screenshot',
            'full-page-screenshot',
            // A failed feed is logged to the console on purpose (the spec's failure state);
            // Best Practices would count that against the page.
            ...(feedAnswer.status >= 400 ? ['errors-in-console'] : []),
          ],
        },
        undefined,
        page,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      return result;
    } finally {
      await page.close().catch(() => {});
    }
  }
}
