// `npm run perf`: Lighthouse on the production build against the budgets; `--scores` (what
// `npm test` runs), `--live` and `--against <ref>` as docs/architecture/tests.md ("Timings") says.
// Reports go to .lighthouse/; the runtime's output shows only on a failure.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { appModules, runMain } from './cli.mjs';
import { contentSets } from './e2e-content-sets.mjs';
import { LighthouseRunner } from './lighthouse-runner.mjs';
import { BUILD_NAMES, buildBoth, comparisonTable } from './perf-compare.mjs';
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
/** @typedef {import('./perf-compare.mjs').BuildName} BuildName */
/** @typedef {{ path: string, feed: string }} Measurement A page, and the feed it gets. */
/** @typedef {{ path: string, label: string, runs: Record<BuildName, Figures[]> }} Result */

// PERF_PAGES=/events,/ measures just those pages (for trying a change); without it, pagesOf's.
const PAGES = process.env.PERF_PAGES?.split(',');

/** The pages measured without PERF_PAGES: pagesOf's, and for `--against`, /search too. */
async function defaultPages(against = false) {
  const app = await appModules();
  return [...pagesOf(app.loadContent(), app), ...(against ? [app.paths.search] : [])];
}

/**
 * `npm test`'s scores: a page of each kind of script (none, the carousel, the events' list, the
 * player). Axe (whose rules the accessibility score counts), valid HTML, titles, descriptions,
 * canonical addresses, console errors and the CSP are checked on every template by the browser
 * tests; these are for what Lighthouse alone audits of a page's running (decision 0051).
 */
async function scorePages() {
  const app = await appModules();
  const [sermon] = app.loadContent().sermons;
  return [
    app.paths.aboutUs,
    app.paths.home,
    app.paths.events,
    ...(sermon ? [app.paths.sermon(sermon.slug)] : []),
  ];
}

/**
 * Every page with the sample feed; `/` and `/events` with the others too, where a page may jump.
 * @param {string[]} pages
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
const SCORES_ONLY = process.argv.includes('--scores');
const LIVE = process.argv.includes('--live');
const RUNS = SCORES_ONLY
  ? 1
  : Number(process.env.PERF_RUNS ?? (process.argv.includes('--against') || LIVE ? 5 : 3));
// PERF_THROTTLING=devtools slows the network and CPU for real instead of simulating (Lighthouse's
// default): slower and noisier, so reported for comparison and never gated.
const THROTTLING = LIVE || process.env.PERF_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
// `--live`: how far past its floor's (the page with no script) a live page's TBT and LCP may be.
const LIVE_GATE_MS = 50;
/** The timings `--against` and `--live` print run by run. */
const TIMINGS = /** @type {const} */ ([
  ['LCP', 'lcpMs'],
  ['TBT', 'tbtMs'],
]);

/** Which pages, with which feeds. @param {string | undefined} against The other build's origin */
async function chosenMeasurements(against) {
  if (LIVE) {
    const app = await appModules();
    return measurements(PAGES ?? [app.paths.home, app.paths.events], ['sample']);
  }
  if (!against) {
    // Scores on the sample feed only: the other feeds' are e2e/events.spec.ts's to check.
    const feeds = process.env.PERF_FEEDS?.split(',') ?? (SCORES_ONLY ? ['sample'] : undefined);
    return measurements(PAGES ?? (SCORES_ONLY ? await scorePages() : await defaultPages()), feeds);
  }
  /** @type {Measurement[]} */
  const chosen = [];
  for (const path of PAGES ?? (await defaultPages(true))) {
    // A page the other build does not have (a new one) cannot be compared.
    const { status } = await fetch(`${against}${path}`, { redirect: 'manual' });
    if (status === 200) chosen.push({ path, feed: 'sample' });
    else console.log(`perf: ${path} is not in the other build (${status}): left out`);
  }
  return chosen;
}

async function main() {
  const started = Date.now();
  const root = projectRoot();
  const reportDir = join(root, '.lighthouse');
  // Fresh each time, so no report from an earlier, longer run sits among this run's.
  await rm(reportDir, { recursive: true, force: true });
  await mkdir(reportDir, { recursive: true });

  const againstAt = process.argv.indexOf('--against');
  const other = againstAt >= 0 ? await buildBoth(process.argv[againstAt + 1] ?? '') : undefined;
  const build =
    other?.after ?? process.env.BUILD_DIR ?? (LIVE ? contentSets[1].buildDir : 'build/client');
  // The same pages with every script taken out, for the TBT gate (blockingFailures).
  const floorDir = join(root, 'build-perf-floor/client');
  /** @type {Partial<Record<BuildName, { origin: string, stop: () => void, output: () => string }>>} */
  const servers = {};
  const output = () =>
    Object.values(servers)
      .map((server) => server.output())
      .join('');
  const runner = new LighthouseRunner();
  /** @type {Result[]} */
  const results = [];
  /** @type {string[]} */
  const unfinished = [];
  try {
    servers.after = (other ? undefined : await runningPreview()) ?? (await startPreview(build));
    if (other) servers.before = await startPreview(other.before);
    if (!SCORES_ONLY) {
      await writeFloor(build, floorDir);
      servers.floor = await startPreview(floorDir);
    }
    const names = BUILD_NAMES.filter((name) => servers[name]);
    await runner.start();
    const feedAnswers = await feedAnswersOf(root);
    for (const measured of await chosenMeasurements(servers.before?.origin)) {
      const label = labelOf(measured);
      const feed = feedAnswers[measured.feed];
      if (!feed) throw new Error(`perf: no feed called ${measured.feed} (PERF_FEEDS)`);
      /** @type {Record<BuildName, Figures[]>} */
      const runs = { after: [], before: [], floor: [] };
      for (let run = 1; run <= RUNS; run += 1) {
        // The builds take turns going first.
        for (const name of inTurn(names, run)) {
          const { origin } = /** @type {{ origin: string }} */ (servers[name]);
          const what = name === 'after' ? label : `${label} (${name})`;
          const { lhr, problems } = await runner.run(`${origin}${measured.path}`, origin, feed, {
            throttling: THROTTLING,
            onlyCategories: SCORES_ONLY ? SCORE_CATEGORIES : other ? ['performance'] : undefined,
          });
          for (const problem of problems) console.error(`perf: ${what}, run ${run}: ${problem}`);
          if (!lhr) {
            unfinished.push(`${what}, run ${run}: ${problems.join('; then ')}`);
            continue;
          }
          runs[name].push(figures(lhr));
          if (name === 'after' && !other) {
            const page =
              measured.path === '/' ? 'home' : measured.path.slice(1).replaceAll('/', '-');
            const file = measured.feed === 'sample' ? page : `${page}-${measured.feed}-feed`;
            await writeFile(join(reportDir, `${file}-${run}.json`), JSON.stringify(lhr));
          }
        }
      }
      if (other) {
        for (const [measure, key] of TIMINGS)
          console.log(
            `perf: ${label}: ${measure} ${names.map((name) => `${name} ${runs[name].map((run) => Math.round(run[key])).join(' ')}`).join('; ')}`,
          );
      }
      if (names.every((name) => runs[name].length > 0)) {
        results.push({ path: measured.path, label, runs });
      }
    }
  } catch (error) {
    // What the runtime said is kept quiet unless something failed.
    console.error(output());
    throw error;
  } finally {
    await runner.stop();
    for (const server of Object.values(servers)) server.stop();
    await rm(join(floorDir, '..'), { recursive: true, force: true });
    await other?.remove();
  }
  if (unfinished.length > 0) {
    console.error(
      `\n✖ Lighthouse runs that did not finish, each tried twice:\n  ${unfinished.join('\n  ')}`,
    );
    console.error(output());
    process.exitCode = 1;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (other) {
    console.log(`\nLighthouse ${runner.version}, mobile (simulated slow 4G, 4× CPU)\n`);
    console.log(comparisonTable(results, other.name));
  } else report(results, runner.version, seconds);
}

/**
 * Fails the run on a broken gate.
 * @param {string[]} broken @param {string} failed @param {string} passed
 */
function verdict(broken, failed, passed) {
  if (broken.length > 0) {
    console.error(`\n✖ ${failed}:\n  ${broken.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`✔ ${passed}`);
}

/**
 * `npm run perf`'s table and verdict.
 * @param {Result[]} results @param {string} lighthouseVersion @param {string} seconds
 */
function report(results, lighthouseVersion, seconds) {
  // The first column fits the longest address (a sermon's can be long).
  const width = Math.max(30, ...results.map(({ label }) => label.length));
  if (SCORES_ONLY) {
    const broken = results.flatMap(({ path, label, runs }) =>
      failures(path, medianFigures(runs.after), GATES, { scoresOnly: true }).map((p) =>
        p.replace(path, label),
      ),
    );
    console.log(`\nLighthouse ${lighthouseVersion}: accessibility, best practices, SEO`);
    for (const { label, runs } of results) {
      const m = medianFigures(runs.after);
      console.log(`${label.padEnd(width)}  ${SCORE_CATEGORIES.map((c) => m[c]).join('  ')}`);
    }
    console.log(`took ${seconds} s`);
    return verdict(
      broken,
      'Lighthouse scores below 100',
      'every page scores 100 for accessibility, best practices and SEO',
    );
  }
  const header = `${'page'.padEnd(width)}  perf  a11y    BP   SEO       LCP      TBT  floor's     CLS    bytes`;
  console.log(
    `\nLighthouse ${lighthouseVersion}, mobile defaults (slow 4G, 4× CPU, ${THROTTLING === 'devtools' ? 'applied by devtools' : 'simulated'}), median of ${RUNS} runs per page; reports in .lighthouse/`,
  );
  console.log(`\n${header}`);
  const floorTbt = (/** @type {Figures[]} */ floor) => median(floor.map((run) => run.tbtMs));
  for (const { label, runs } of results) {
    console.log(formatRow(label, medianFigures(runs.after), width, floorTbt(runs.floor)));
  }
  const tbtGate =
    RUNS < FEWEST_RUNS
      ? `TBT not judged (fewer than ${FEWEST_RUNS} runs)`
      : "TBT no more than its floor's (the page with no script) beyond the runs' spread";
  console.log(
    `\ngates: performance ≥ ${GATES.performance} (aim 100), accessibility/best practices/SEO 100, LCP ≤ ${GATES.lcpMs} ms, ${tbtGate}, CLS 0, home ≤ ${GATES.homeBytes / 1024} KB, a page that does not hydrate ≤ ${GATES.plainBytes / 1000} KB (a sermon ${GATES.sermonBytes / 1000} KB)`,
  );
  console.log(`took ${seconds} s`);
  if (LIVE) return liveReport(results);
  if (THROTTLING === 'devtools') {
    console.log('applied throttling: figures for comparison, not gated');
    return;
  }
  const broken = results.flatMap(({ path, label, runs }) => [
    ...failures(path, medianFigures(runs.after)).map((problem) => problem.replace(path, label)),
    ...blockingFailures(
      label,
      runs.after.map((run) => run.tbtMs),
      runs.floor.map((run) => run.tbtMs),
    ),
  ]);
  verdict(
    broken,
    'Lighthouse budgets broken (medians)',
    'every page is within its Lighthouse budgets',
  );
}

/** `--live`'s verdict: each page's LCP and TBT against its floor's. @param {Result[]} results */
function liveReport(results) {
  const broken = results.flatMap(({ label, runs }) =>
    TIMINGS.flatMap(([measure, key]) => {
      const page = median(runs.after.map((run) => run[key]));
      const floor = median(runs.floor.map((run) => run[key]));
      const line = `${label}: ${measure} ${Math.round(page)} ms, its floor's ${Math.round(floor)} ms (${page - floor >= 0 ? '+' : ''}${Math.round(page - floor)})`;
      console.log(line);
      return page > floor + LIVE_GATE_MS ? [line] : [];
    }),
  );
  verdict(
    broken,
    `more than ${LIVE_GATE_MS} ms above the floor (medians)`,
    `the live pages are within ${LIVE_GATE_MS} ms of their floors`,
  );
}

await runMain(import.meta.url, main, { stack: true });
