// Lighthouse runs one at a time (in lighthouse-worker.mjs), each with a time limit: a run past it
// (one once hung for eight minutes) is stopped, the worker and browser started afresh, and tried
// once more, so `npm run perf` always ends.
import { Worker } from 'node:worker_threads';
import { findChromium, chromiumArgs } from './chromium.mjs';

/** @typedef {{ status: number, contentType: string, body: string }} FeedAnswer */
/** @typedef {import('lighthouse').RunnerResult} RunnerResult */
/** @typedef {{ throttling: 'simulate' | 'devtools', onlyCategories?: string[] }} RunOptions */

/** A run past its time limit, or whose worker thread died under it. */
class RunStopped extends Error {}

/** Runs Lighthouse on one address after another, each in a fresh tab of one browser. */
export class LighthouseRunner {
  /** @param {{ timeoutMs?: number }} [options] */
  constructor({ timeoutMs = Number(process.env.PERF_RUN_TIMEOUT ?? 120) * 1000 } = {}) {
    this.timeoutMs = timeoutMs;
    /** @type {import('chrome-launcher').LaunchedChrome | null} */
    this.chrome = null;
    /** @type {Worker | null} */
    this.worker = null;
    this.version = '';
  }

  async start() {
    const chromeLauncher = await import('chrome-launcher');
    this.chrome = await chromeLauncher.launch({
      chromePath: findChromium(),
      chromeFlags: ['--headless=new', ...chromiumArgs],
      logLevel: 'error',
    });
    this.worker = new Worker(new URL('./lighthouse-worker.mjs', import.meta.url), {
      workerData: { port: this.chrome.port },
    });
    // A run given up on may still fail in its thread, with no run waiting: unheard, it would throw.
    this.worker.on('error', () => {});
  }

  async stop() {
    await this.worker?.terminate().catch(() => {});
    this.chrome?.kill();
    this.worker = null;
    this.chrome = null;
  }

  /**
   * One run, tried again if it times out or Chrome aborts it: its result or null, and each problem.
   * @param {string} url
   * @param {string} origin The site's own origin: its requests go through.
   * @param {FeedAnswer} feed @param {RunOptions} options
   * @returns {Promise<{ lhr: RunnerResult['lhr'] | null, problems: string[] }>}
   */
  async run(url, origin, feed, options) {
    /** @type {string[]} */
    const problems = [];
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      try {
        const lhr = await this.#withinLimit(url, origin, feed, options);
        this.version = lhr.lighthouseVersion;
        // No score: a gatherer failed, as when a live page changed a node under it; the page
        // itself is not judged.
        const unscored = Object.values(lhr.categories).filter(
          (category) => category.score === null,
        );
        if (!lhr.runtimeError && unscored.length === 0) return { lhr, problems };
        problems.push(
          lhr.runtimeError
            ? `${lhr.runtimeError.code} ${lhr.runtimeError.message}`
            : `no score for ${unscored.map((category) => category.id).join(', ')}`,
        );
      } catch (error) {
        if (!(error instanceof RunStopped)) throw error;
        problems.push(error.message);
        // The hung run may still hold the browser: start again with a new one.
        await this.stop();
        await this.start();
      }
    }
    return { lhr: null, problems };
  }

  /**
   * Asks the worker for one run, and waits for its answer or the time limit.
   * @param {string} url @param {string} origin @param {FeedAnswer} feed @param {RunOptions} options
   * @returns {Promise<RunnerResult['lhr']>}
   */
  #withinLimit(url, origin, feed, options) {
    const worker = this.worker;
    if (!worker) return Promise.reject(new Error('LighthouseRunner: start() it first'));
    return new Promise((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      };
      /** @param {string} why */
      const stopped = (why) => {
        done();
        reject(new RunStopped(why));
      };
      /** @param {{ lhr?: RunnerResult['lhr'], error?: string }} answer */
      const onMessage = ({ lhr, error }) => {
        done();
        if (lhr) resolve(lhr);
        else reject(new Error(`Lighthouse failed on ${url}: ${error}`));
      };
      /** @param {Error} error */
      const onError = (error) => stopped(`its worker died: ${error.message}`);
      /** @param {number} code */
      const onExit = (code) => stopped(`its worker stopped (exit code ${code})`);
      const limit = this.timeoutMs;
      const timer = setTimeout(() => stopped(`stopped after ${limit / 1000} s`), limit);
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      worker.postMessage({ url, origin, feed, options });
    });
  }
}
