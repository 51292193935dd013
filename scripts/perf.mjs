// `npm run perf`: Lighthouse (mobile defaults: Moto G Power screen, simulated slow 4G and 4×
// CPU slowdown) against the production build, 3 runs per page, each figure's median against
// the budgets (issue 5's), TBT against the page's floor (the same page with every script taken
// out, served beside it, the two taking turns); exits non-zero on a miss. Timings follow
// whatever else the machine is doing, so run it on a quiet machine, before a release; `npm
// test` never runs it. The runtime's own output is shown only when something fails.
// `--scores` (what `npm test` runs): one run per page, on the sample feed, of the three
// categories that do not depend on the machine's speed (accessibility, best practices, SEO),
// each gated at 100.
// Uses the preview server if one answers on PORT, else starts scripts/preview.mjs (Cloudflare
// Pages' own runtime) on a free port. Nothing leaves the machine: the ChurchSuite feed is
// answered with the sample feed (test/fixtures/calendar.json), analytics with 202, every other
// outside request fails.
// JSON reports go to .lighthouse/ (gitignored).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runMain } from './cli.mjs';
import { LighthouseRunner } from './lighthouse-runner.mjs';
import {
  blockingFailures,
  failures,
  figures,
  formatRow,
  GATES,
  medianFigures,
  SCORE_CATEGORIES,
} from './perf-gates.mjs';
import {
  feedAnswersOf,
  FEWEST_RUNS,
  inTurn,
  median,
  pagesOf,
  projectRoot,
  runningPreview,
  startPreview,
  writeFloor,
} from './perf-runs.mjs';

/** @typedef {import('./perf-gates.mjs').Figures} Figures */
/** @typedef {{ path: string, feed: string }} Measurement A page, and the feed it gets. */

// PERF_PAGES=/events,/ measures just those pages (for trying a change); without it, pagesOf's.
export const PAGES = process.env.PERF_PAGES?.split(',');

async function defaultPages() {
  const app = await (await import('./app-modules.mjs')).appModules();
  return pagesOf(app.loadContent(), app);
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
// PERF_THROTTLING=devtools: Lighthouse slows the network and CPU for real (applied
// throttling) instead of estimating from an unthrottled load (its default, "simulate"). Slower
// and noisier; reported for comparison, never gated: the gates are for the default.
export const THROTTLING = process.env.PERF_THROTTLING === 'devtools' ? 'devtools' : 'simulate';

async function main() {
  const started = Date.now();
  const root = projectRoot();
  const reportDir = join(root, '.lighthouse');
  // Fresh each time, so no report from an earlier, longer run sits among this run's.
  await rm(reportDir, { recursive: true, force: true });
  await mkdir(reportDir, { recursive: true });

  const build = process.env.BUILD_DIR ?? 'build/client';
  const server = (await runningPreview()) ?? (await startPreview(build));
  // The same pages with every script taken out, for the TBT gate (blockingFailures).
  const floorDir = join(root, 'build-perf-floor/client');
  /** @type {Awaited<ReturnType<typeof startPreview>> | undefined} */
  let floor;
  const runner = new LighthouseRunner();
  /** @type {{ path: string, label: string, runs: Figures[], median: Figures, floorTbt: number[] }[]} */
  const results = [];
  /** @type {string[]} */
  const unfinished = [];
  try {
    if (!SCORES_ONLY) {
      await writeFloor(build, floorDir);
      floor = await startPreview(floorDir);
    }
    await runner.start();
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
      /** @type {number[]} */
      const floorTbt = [];
      const feed = feedAnswers[measured.feed];
      if (!feed) throw new Error(`perf: no feed called ${measured.feed} (PERF_FEEDS)`);
      for (let run = 1; run <= RUNS; run += 1) {
        // The page and its floor take turns going first, as `--against`'s builds do.
        for (const { origin } of inTurn(floor ? [server, floor] : [server], run)) {
          const what = origin === server.origin ? label : `${label} (floor)`;
          const { lhr, problems } = await runner.run(`${origin}${path}`, origin, feed, {
            throttling: THROTTLING,
            onlyCategories: SCORES_ONLY ? SCORE_CATEGORIES : undefined,
          });
          for (const problem of problems) console.error(`perf: ${what}, run ${run}: ${problem}`);
          if (!lhr) unfinished.push(`${what}, run ${run}: ${problems.join('; then ')}`);
          else if (origin !== server.origin) floorTbt.push(figures(lhr).tbtMs);
          else {
            const page = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
            const name = measured.feed === 'sample' ? page : `${page}-${measured.feed}-feed`;
            await writeFile(join(reportDir, `${name}-${run}.json`), JSON.stringify(lhr));
            runs.push(figures(lhr));
          }
        }
      }
      if (runs.length > 0) {
        results.push({ path, label, runs, median: medianFigures(runs), floorTbt });
      }
    }
  } catch (error) {
    // What the runtime said is kept quiet unless something failed.
    console.error(`${server.output()}${floor?.output() ?? ''}`);
    throw error;
  } finally {
    await runner.stop();
    server.stop();
    floor?.stop();
    await rm(join(floorDir, '..'), { recursive: true, force: true });
  }
  const lighthouseVersion = runner.version;
  if (unfinished.length > 0) {
    console.error(
      `\n✖ Lighthouse runs that did not finish, each tried twice:\n  ${unfinished.join('\n  ')}`,
    );
    console.error(`${server.output()}${floor?.output() ?? ''}`);
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
  const header = `${'page'.padEnd(width)}  perf  a11y    BP   SEO       LCP      TBT  floor's     CLS    bytes`;
  console.log(
    `\nLighthouse ${lighthouseVersion}, mobile defaults (slow 4G, 4× CPU, ${THROTTLING === 'devtools' ? 'applied by devtools' : 'simulated'}), median of ${RUNS} runs per page; reports in .lighthouse/`,
  );
  console.log(`\n${header}`);
  for (const { label, median: m, floorTbt } of results) {
    console.log(formatRow(label, m, width, floorTbt.length > 0 ? median(floorTbt) : Number.NaN));
  }
  const tbtGate =
    RUNS < FEWEST_RUNS
      ? `TBT not judged (fewer than ${FEWEST_RUNS} runs)`
      : "TBT no more than its floor's (the page with no script) beyond the runs' spread";
  console.log(
    `\ngates: performance ≥ ${GATES.performance} (aim 100), accessibility/best practices/SEO 100, LCP ≤ ${GATES.lcpMs} ms, ${tbtGate}, CLS 0, home ≤ ${GATES.homeBytes / 1024} KB, a page that does not hydrate ≤ ${GATES.plainBytes / 1000} KB (a sermon ${GATES.sermonBytes / 1000} KB)`,
  );
  const broken = results.flatMap(({ path, label, median: m, runs, floorTbt }) => [
    ...failures(path, m).map((problem) => problem.replace(path, label)),
    ...blockingFailures(
      label,
      runs.map((run) => run.tbtMs),
      floorTbt,
    ),
  ]);
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

const against = process.argv.indexOf('--against');
await runMain(
  import.meta.url,
  async () =>
    against >= 0
      ? (await import('./perf-compare.mjs')).compare(process.argv[against + 1] ?? '')
      : main(),
  { stack: true },
);
