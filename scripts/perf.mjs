// `npm run perf`: Lighthouse (mobile defaults: Moto G Power screen, simulated slow 4G and 4×
// CPU slowdown) against the production build, 3 runs per page, each figure's median against
// the budgets (issue 5's); exits non-zero on a miss. Timings follow whatever else the machine
// is doing, so run it on a quiet machine, before a release; `npm test` never runs it.
// `--scores` (what `npm test` runs): one run per page, on the sample feed, of the three
// categories that do not depend on the machine's speed (accessibility, best practices, SEO),
// each gated at 100.
// Uses the preview server if one answers on PORT, else starts scripts/preview.mjs (Cloudflare
// Pages' own runtime) on a free port. Nothing leaves the machine: the ChurchSuite feed is
// answered with the sample feed (test/fixtures/calendar.json), analytics with 202, every other
// outside request fails.
// JSON reports go to .lighthouse/ (gitignored).
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';
import { LighthouseRunner } from './lighthouse-runner.mjs';
import { LIVE_PAGE_CEILINGS_KB } from './size.mjs';

/**
 * @typedef {object} Figures What one page is gated on (scores 0–100, times in ms, bytes).
 * @property {number} performance
 * @property {number} accessibility
 * @property {number} best-practices
 * @property {number} seo
 * @property {number} lcpMs
 * @property {number} tbtMs
 * @property {number} cls
 * @property {number} bytes
 */
/** @typedef {'performance' | 'accessibility' | 'best-practices' | 'seo'} Category */
/** @typedef {{ path: string, feed: string }} Measurement A page, and the feed it gets. */
/** @typedef {{ status: number, contentType: string, body: string }} FeedAnswer */
/**
 * As much of a Lighthouse result (lhr) as the figures are read from.
 * @typedef {object} LighthouseResult
 * @property {string} finalDisplayedUrl
 * @property {Record<string, { score: number | null } | undefined>} categories
 * @property {Record<string, { numericValue?: number } | undefined>} audits
 */

// PERF_PAGES=/events,/ measures just those pages (for trying a change).
// Without it: the home page, events, the groups, the halls, About Us, and one page of each kind the content
// makes (an activity, the news and a notice, the sermons and a sermon, a church page), as the
// content has them.
export const PAGES = process.env.PERF_PAGES?.split(',');

/**
 * The pages measured when PERF_PAGES is not set, from the content's own items.
 * @param {{ activities: object, churchPages: object, news: { slug: string }[], sermons: { slug: string }[], hallsPage: { slug: string } }} content
 */
export function pagesOf({ activities, news, sermons, churchPages, hallsPage }) {
  const [activity] = Object.keys(activities);
  const [page] = Object.keys(churchPages);
  const [notice] = news;
  const [sermon] = sermons;
  return [
    '/',
    '/events',
    '/groups',
    `/${hallsPage.slug}`,
    '/about-us',
    ...(activity ? [`/activities/${activity}`] : []),
    '/news',
    ...(notice ? [`/news/${notice.slug}`] : []),
    '/sermons',
    ...(sermon ? [`/sermons/${sermon.slug}`] : []),
    ...(page ? [`/${page}`] : []),
  ];
}

async function defaultPages() {
  const { appModules } = await import('./app-modules.mjs');
  return pagesOf((await appModules()).loadContent());
}

/**
 * What each page is measured with: the sample feed for every page, and for the two pages that
 * show events, a feed with no events and one that fails too, where a page is likeliest to jump.
 * @param {string[]} pages
 * @param {string[]} [feeds]
 * @returns {Measurement[]}
 */
export function measurements(pages, feeds = ['sample', 'empty', 'failed']) {
  const withEvents = pages.filter((path) => path === '/' || path === '/events');
  return [
    ...pages.map((path) => ({ path, feed: 'sample' })),
    ...feeds
      .filter((feed) => feed !== 'sample')
      .flatMap((feed) => withEvents.map((path) => ({ path, feed }))),
  ];
}

/** "/events", or "/events (empty feed)". @param {Measurement} measurement */
export const labelOf = ({ path, feed }) => (feed === 'sample' ? path : `${path} (${feed} feed)`);
export const SCORES_ONLY = process.argv.includes('--scores');
export const RUNS = SCORES_ONLY ? 1 : Number(process.env.PERF_RUNS ?? 3);
/** @type {Category[]} */
const SCORE_CATEGORIES = ['accessibility', 'best-practices', 'seo'];
// PERF_THROTTLING=devtools: Lighthouse slows the network and CPU for real (applied
// throttling) instead of estimating from an unthrottled load (its default, "simulate"). Slower
// and noisier; reported for comparison, never gated: the gates are for the default.
export const THROTTLING = process.env.PERF_THROTTLING === 'devtools' ? 'devtools' : 'simulate';

/**
 * The gates, on the median of the runs: the budgets themselves (TBT 50 ms, where `npm test` once
 * gated the best of six runs at 200 ms). Performance may dip to 95 for noise; the aim is 100. A busy machine slows every timing, which is
 * why these are measured here, on a quiet machine, and never in `npm test`.
 */
export const GATES = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0,
  homeBytes: 250 * 1024,
  // A page that does not hydrate, and a sermon page, the archive's most numerous (in KB of
  // 1,000 bytes, as e2e/routes.spec.ts gates them on every `npm test`).
  plainBytes: 50 * 1000,
  sermonBytes: 25 * 1000,
};

/** @param {string} path */
const isSermonPage = (path) => /^\/sermons\/(?!series\/|page\/)[^/]+$/.test(path);

// Resolved when run, not on import (the unit tests import this file in jsdom).
const projectRoot = () => fileURLToPath(new URL('..', import.meta.url));

/** @param {number[]} values */
export function median(values) {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const at = (/** @type {number} */ index) => sorted[index] ?? Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/**
 * The figures we gate on, from one Lighthouse result (lhr).
 * @param {LighthouseResult} lhr
 * @returns {Figures}
 */
export function figures(lhr) {
  /** @param {Category} id */
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  /** @param {string} id */
  const numeric = (id) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value === 'number') return value;
    // A run of the score categories only (--scores) measures no timings.
    if (!lhr.categories.performance) return Number.NaN;
    throw new Error(`Lighthouse gave no ${id} for ${lhr.finalDisplayedUrl}`);
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytes: numeric('total-byte-weight'),
  };
}

/**
 * Median of every figure over the runs of one page.
 * @param {Figures[]} runs
 * @returns {Figures}
 */
export function medianFigures(runs) {
  const keys = /** @type {(keyof Figures)[]} */ (Object.keys(runs[0] ?? {}));
  return /** @type {Figures} */ (
    Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]))
  );
}

/**
 * Every gate one page's figures break, as sentences.
 * @param {string} path
 * @param {Figures} result
 * @param {typeof GATES} [gates]
 * @param {{ scoresOnly?: boolean }} [options]
 */
export function failures(path, result, gates = GATES, { scoresOnly = false } = {}) {
  /** @type {string[]} */
  const out = [];
  /** @type {Category[]} */
  const categories = scoresOnly ? SCORE_CATEGORIES : ['performance', ...SCORE_CATEGORIES];
  for (const category of categories) {
    if (result[category] < gates[category]) {
      out.push(`${path}: ${category} ${result[category]} < ${gates[category]}`);
    }
  }
  if (scoresOnly) return out;
  if (result.lcpMs > gates.lcpMs)
    out.push(`${path}: LCP ${Math.round(result.lcpMs)} ms > ${gates.lcpMs} ms`);
  if (result.tbtMs > gates.tbtMs)
    out.push(`${path}: TBT ${Math.round(result.tbtMs)} ms > ${gates.tbtMs} ms`);
  // Lighthouse reports CLS to many decimals; anything that shows as 0.000 is no shift.
  if (Number(result.cls.toFixed(3)) > gates.cls)
    out.push(`${path}: CLS ${result.cls.toFixed(3)} > ${gates.cls}`);
  if (path === '/' && result.bytes > gates.homeBytes) {
    out.push(
      `${path}: ${(result.bytes / 1024).toFixed(0)} KB transferred > ${gates.homeBytes / 1024} KB`,
    );
  }
  if (!(path in LIVE_PAGE_CEILINGS_KB)) {
    const budget = isSermonPage(path) ? gates.sermonBytes : gates.plainBytes;
    if (result.bytes > budget) {
      out.push(`${path}: ${(result.bytes / 1000).toFixed(1)} KB transferred > ${budget / 1000} KB`);
    }
  }
  return out;
}

/**
 * @param {string} path
 * @param {Figures} r
 */
export function formatRow(path, r, width = 30) {
  return [
    path.padEnd(width),
    String(r.performance).padStart(4),
    String(r.accessibility).padStart(4),
    String(r['best-practices']).padStart(4),
    String(r.seo).padStart(4),
    `${Math.round(r.lcpMs)} ms`.padStart(8),
    `${Math.round(r.tbtMs)} ms`.padStart(7),
    r.cls.toFixed(3).padStart(6),
    `${(r.bytes / 1024).toFixed(0)} KB`.padStart(7),
  ].join('  ');
}

/** @param {string} origin */
async function answers(origin) {
  try {
    const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(1000) });
    return response.ok && (response.headers.get('content-security-policy') ?? '') !== '';
  } catch {
    return false;
  }
}

/** A preview server already running on PORT, or one we start (and stop) ourselves. */
async function previewServer() {
  if (process.env.PORT && (await answers(`http://localhost:${process.env.PORT}`))) {
    return { origin: `http://localhost:${process.env.PORT}`, stop: () => {} };
  }
  return startPreview(process.env.BUILD_DIR ?? 'build/client');
}

/**
 * Serves a build with the host's runtime (scripts/preview.mjs) on a free port, once it answers.
 * @param {string} buildDir
 */
export async function startPreview(buildDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(projectRoot(), 'scripts/preview.mjs')], {
    env: { ...process.env, PORT: String(port), BUILD_DIR: buildDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://localhost:${port}`;
  // The runtime takes some seconds to start, more on a busy machine.
  for (let i = 0; i < 1200 && !(await answers(origin)); i += 1) {
    if (child.exitCode !== null)
      throw new Error(`perf: the preview server of ${buildDir} stopped; is there a build there?`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, stop: () => child.kill() };
}

/**
 * What the ChurchSuite feed answers, by name: the sample feed, none, or a failure.
 * @param {string} root
 * @returns {Promise<Record<string, import('./lighthouse-runner.mjs').FeedAnswer>>}
 */
export async function feedAnswersOf(root) {
  const sampleFeed = await readFile(join(root, 'test/fixtures/calendar.json'), 'utf8');
  return {
    sample: { status: 200, contentType: 'application/json', body: sampleFeed },
    empty: { status: 200, contentType: 'application/json', body: '[]' },
    failed: { status: 500, contentType: 'text/plain', body: 'Internal Server Error' },
  };
}

async function main() {
  const started = Date.now();
  const root = projectRoot();
  const reportDir = join(root, '.lighthouse');
  // Fresh each time, so no report from an earlier, longer run sits among this run's.
  await rm(reportDir, { recursive: true, force: true });
  await mkdir(reportDir, { recursive: true });

  const server = await previewServer();
  const runner = new LighthouseRunner();
  await runner.start();
  /** @type {{ path: string, label: string, runs: Figures[], median: Figures }[]} */
  const results = [];
  /** @type {string[]} */
  const unfinished = [];
  try {
    const feedAnswers = await feedAnswersOf(root);
    // PERF_FEEDS=sample measures with the sample feed only, as the scores-only run does: on an
    // empty or failed feed, what these three scores ask is e2e/events.spec.ts's to check (axe
    // with every rule the accessibility score counts, no console error, no CSP violation), and
    // those states add no link, picture or <head> of their own. Their timings stay measured here.
    const feeds = process.env.PERF_FEEDS?.split(',') ?? (SCORES_ONLY ? ['sample'] : undefined);
    for (const measured of measurements(PAGES ?? (await defaultPages()), feeds)) {
      const { path } = measured;
      const label = labelOf(measured);
      /** @type {Figures[]} */
      const runs = [];
      const feed = feedAnswers[measured.feed];
      if (!feed) throw new Error(`perf: no feed called ${measured.feed} (PERF_FEEDS)`);
      for (let run = 1; run <= RUNS; run += 1) {
        const { lhr, problems } = await runner.run(`${server.origin}${path}`, server.origin, feed, {
          throttling: THROTTLING,
          onlyCategories: SCORES_ONLY ? SCORE_CATEGORIES : undefined,
        });
        for (const problem of problems) console.error(`perf: ${label}, run ${run}: ${problem}`);
        if (!lhr) {
          unfinished.push(`${label}, run ${run}: ${problems.join('; then ')}`);
          continue;
        }
        const page = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
        const name = measured.feed === 'sample' ? page : `${page}-${measured.feed}-feed`;
        await writeFile(join(reportDir, `${name}-${run}.json`), JSON.stringify(lhr));
        runs.push(figures(lhr));
      }
      if (runs.length > 0) results.push({ path, label, runs, median: medianFigures(runs) });
    }
  } finally {
    await runner.stop();
    server.stop();
  }
  const lighthouseVersion = runner.version;
  if (unfinished.length > 0) {
    console.error(
      `\n✖ Lighthouse runs that did not finish, each tried twice:\n  ${unfinished.join('\n  ')}`,
    );
    process.exitCode = 1;
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  // The first column fits the longest address (a sermon's can be long).
  const width = Math.max(30, ...results.map(({ label }) => label.length));
  if (SCORES_ONLY) {
    const broken = results.flatMap(({ path, label, median: m }) =>
      failures(path, m, GATES, { scoresOnly: true }).map((p) => p.replace(path, label)),
    );
    console.log(`\nLighthouse ${lighthouseVersion}: accessibility, best practices, SEO`);
    for (const { label, median: m } of results) {
      console.log(`${label.padEnd(width)}  ${SCORE_CATEGORIES.map((c) => m[c]).join('  ')}`);
    }
    console.log(`took ${seconds} s`);
    if (broken.length > 0) {
      console.error(`\n✖ Lighthouse scores below 100:\n  ${broken.join('\n  ')}`);
      process.exit(1);
    }
    console.log('✔ every page scores 100 for accessibility, best practices and SEO');
    return;
  }
  const header = `${'page'.padEnd(width)}  perf  a11y    BP   SEO       LCP      TBT     CLS    bytes`;
  console.log(
    `\nLighthouse ${lighthouseVersion}, mobile defaults (slow 4G, 4× CPU, ${THROTTLING === 'devtools' ? 'applied by devtools' : 'simulated'}), median of ${RUNS} runs per page; reports in .lighthouse/`,
  );
  console.log(`\n${header}`);
  for (const { label, median: m } of results) console.log(formatRow(label, m, width));
  console.log(
    `\ngates: performance ≥ ${GATES.performance} (aim 100), accessibility/best practices/SEO 100, LCP ≤ ${GATES.lcpMs} ms, TBT ≤ ${GATES.tbtMs} ms, CLS 0, home ≤ ${GATES.homeBytes / 1024} KB, a page that does not hydrate ≤ ${GATES.plainBytes / 1000} KB (a sermon ${GATES.sermonBytes / 1000} KB)`,
  );
  const broken = results.flatMap(({ path, label, median: m }) =>
    failures(path, m).map((problem) => problem.replace(path, label)),
  );
  console.log(`took ${seconds} s`);
  if (THROTTLING === 'devtools') {
    console.log('applied throttling: figures for comparison, not gated');
    return;
  }
  if (broken.length > 0) {
    console.error(`\n✖ Lighthouse budgets broken (medians):\n  ${broken.join('\n  ')}`);
    process.exit(1);
  }
  console.log('✔ every page is within its Lighthouse budgets');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Not awaited at the top level: the comparison imports this module back.
  const against = process.argv.indexOf('--against');
  const work =
    against >= 0
      ? import('./perf-compare.mjs').then(({ compare }) => compare(process.argv[against + 1] ?? ''))
      : main();
  work.catch((error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  });
}
