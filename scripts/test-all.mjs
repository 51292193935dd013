// `npm test`: everything, in the order a failure is cheapest to find, each content set built
// once (docs/architecture/tests.md). A stage's steps run side by side: each alone would leave
// a core half idle.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawned } from './cli.mjs';
import { contentSets } from './e2e-content-sets.mjs';
import { REPORT_DIR, runnerTimes, stageTable, timingsReport } from './test-report.mjs';

const [sample, fixture, calendar, bilingual] = contentSets;

/** Playwright's projects of `sets` (scripts/e2e.mjs runs each set's). @param {...import('./e2e-content-sets.mjs').ContentSet} sets */
const projectsOf = (...sets) =>
  sets
    .flatMap(({ projectPrefix }) => [
      `--project=${projectPrefix}phone`,
      `--project=${projectPrefix}desktop`,
    ])
    .join(' ');

/** @type {[name: string, command: string, env?: Record<string, string>][][]} */
const stages = [
  [
    ['lint', 'npm run lint'],
    ['types', 'npm run typecheck'],
    // Found, or installed as root on Debian, before anything needs it; never downloaded.
    ['Chromium', 'node scripts/chromium.mjs --all'],
    // Beside lint and types, not after them: each leaves a core idle at its end (lint's last
    // seconds, the unit tests' files that wait on a timer), which the others take up.
    ['unit tests', 'npm run test:unit'],
  ],
  [
    // Each from the feed files its tests expect (build-set.mjs), not the network's. The set in
    // two languages is small: after the sample, it ends with the other side.
    [
      'build, and of the chapels in Welsh and English',
      `node scripts/build-set.mjs ${sample.name} && node scripts/build-set.mjs ${bilingual.name}`,
    ],
    // The church without ChurchSuite is the second set's Welsh twin: built after it, it takes
    // the pictures that build cut (build-set.mjs).
    [
      'builds of the second content set, and of its Welsh twin without ChurchSuite',
      `node scripts/build-set.mjs ${fixture.name} && node scripts/build-set.mjs ${calendar.name}`,
    ],
  ],
  [
    ['valid HTML and links', 'npm run check:html'],
    // Built with an events snapshot: the events' own HTML, the calendar and its links.
    [
      'valid HTML and links of the second content set',
      'npm run check:html',
      { CONTENT_DIR: fixture.contentDir, BUILD_DIR: fixture.buildDir },
    ],
    [
      'valid HTML and links in two languages, and no English word of the site’s on a Welsh page',
      `npm run check:html && node scripts/one-language.mjs ${bilingual.buildDir} ${bilingual.eventsFeed}`,
      { CONTENT_DIR: bilingual.contentDir, BUILD_DIR: bilingual.buildDir },
    ],
    [
      'no English word of the site’s on any page in Welsh alone',
      `node scripts/one-language.mjs ${calendar.buildDir} ${calendar.calendarFeed}`,
    ],
    ['first-load JavaScript per page', 'npm run size'],
    ['no high or critical vulnerability', 'npm run audit'],
  ],
  [
    [
      'browser tests',
      `npm run test:e2e -- ${projectsOf(sample, fixture, calendar)}`,
      { E2E_BUILT: '1' },
    ],
  ],
  [
    // Two runs (playwright.admin.config.ts): the office's tasks and the site rebuilt from them,
    // and beside them the start form's and undo's tests on dev servers of their own.
    [
      'CMS browser test: the office’s tasks',
      'npm run test:admin',
      { ADMIN_PART: 'office', ADMIN_SITE_BUILD: sample.buildDir },
    ],
    ['CMS browser test: the start form and undo', 'npm run test:admin', { ADMIN_PART: 'start' }],
    ['Lighthouse: accessibility, best practices, SEO', 'npm run perf -- --scores'],
    // Small, and beside the CMS's runs, which leave a core waiting on Decap and the dev servers
    // more than the browser tests' two workers do.
    [
      'browser tests in two languages',
      `npm run test:e2e -- ${projectsOf(bilingual)}`,
      { E2E_BUILT: '1' },
    ],
  ],
];

/** @type {(command: string, env?: Record<string, string>) => string} */
const asShell = (command, env = {}) =>
  [...Object.entries(env).map(([key, value]) => `${key}=${value}`), command].join(' ');

/** @param {number} since */
const elapsed = (since) => (Date.now() - since) / 1000;
/** @param {number} since */
const seconds = (since) => `${elapsed(since).toFixed(1)} s`;

/** @type {import('./test-report.mjs').StageTime[]} */
const times = [];
/** Prints the stages' times; writes (with --report, prints) where the time went. */
function report() {
  const whole = timingsReport(times, runnerTimes());
  writeFileSync(join(REPORT_DIR, 'timings.md'), `${whole}\n`);
  if (process.argv.includes('--report')) console.log(`\n${whole}`);
  else
    console.log(
      `\n${stageTable(times)}\n\nThe slowest tests of each runner: ${REPORT_DIR}/timings.md`,
    );
}

// Each run's reports only: a report left from an earlier run must not pass for this one's.
rmSync(REPORT_DIR, { recursive: true, force: true });
mkdirSync(REPORT_DIR, { recursive: true });
const started = Date.now();
for (const stage of stages) {
  const alone = stage.length === 1;
  const t0 = Date.now();
  const steps = await Promise.all(
    stage.map(async ([name, command, env = {}]) => {
      console.log(`\n▶ ${name}`);
      const t1 = Date.now();
      // Alone, its output streams; beside another step, it is kept and printed whole.
      const { code, output } = await spawned(command, [], { shell: true, env, inherit: alone })
        .done;
      if (!alone) console.log(`\n$ ${command}\n${output.trim()}`);
      console.log(`${code === 0 ? '✔' : '✖'} ${name} (${seconds(t1)})`);
      return { name, seconds: elapsed(t1), ok: code === 0 };
    }),
  );
  times.push({ steps, seconds: elapsed(t0) });
  const failed = stage.filter((_, i) => !steps[i]?.ok);
  if (failed.length > 0) {
    report();
    console.error(`\n✖ npm test failed at: ${failed.map(([name]) => name).join(', ')}`);
    for (const [name, command, env] of failed) {
      console.error(`  Run "${name}" alone with: ${asShell(command, env)}`);
    }
    process.exit(1);
  }
}
report();
console.log(`\n✔ npm test: all steps passed in ${seconds(started)}`);
