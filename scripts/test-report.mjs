// Where `npm test`'s time goes (docs/architecture/tests.md), from the JSON reports the
// runners write into REPORT_DIR.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const REPORT_DIR = '.test-report';
const SLOWEST = 30;

/** @typedef {{ name: string, seconds: number, ok: boolean }} StepTime */
/** @typedef {{ steps: StepTime[], seconds: number }} StageTime */
/** @typedef {{ title: string, seconds: number }} TestTime */

/**
 * A Vitest JSON report's tests (Jest's shape), each with its file and full name.
 * @param {{ testResults?: { name: string, assertionResults?: { fullName?: string, title: string, duration?: number | null }[] }[] }} report
 */
function vitestTimes(report) {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({
      title: `${relative(process.cwd(), file.name)} › ${test.fullName ?? test.title}`,
      seconds: (test.duration ?? 0) / 1000,
    })),
  );
}

/**
 * @typedef {object} PlaywrightSuite
 * @property {string} title
 * @property {PlaywrightSuite[]} [suites]
 * @property {{ title: string, file: string, tests: { projectName: string, results: { duration: number }[] }[] }[]} [specs]
 */

/**
 * A Playwright suite's tests, one per project, each timed over all its tries.
 * @param {PlaywrightSuite} suite @param {string[]} titles
 * @returns {TestTime[]}
 */
function playwrightTimes(suite, titles) {
  // The file's own suite is titled with its path; describe blocks add their titles.
  const path = suite.title ? [...titles, suite.title] : titles;
  return [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({
        title: `[${test.projectName}] ${[...path, spec.title].join(' › ')}`,
        seconds: test.results.reduce((sum, result) => sum + result.duration, 0) / 1000,
      })),
    ),
    ...(suite.suites ?? []).flatMap((child) => playwrightTimes(child, path)),
  ];
}

/** @param {TestTime[]} tests */
export const slowest = (tests, count = SLOWEST) =>
  [...tests].sort((a, b) => b.seconds - a.seconds).slice(0, count);

/** @param {number} seconds */
const s = (seconds) => `${seconds.toFixed(1)} s`;

/** The stages as a Markdown table. @param {StageTime[]} stages */
export function stageTable(stages) {
  const rows = stages.map(
    (stage, i) =>
      `| ${i + 1} | ${stage.steps.map((step) => `${step.ok ? '' : '✖ '}${step.name} ${s(step.seconds)}`).join('; ')} | ${s(stage.seconds)} |`,
  );
  const total = stages.reduce((sum, stage) => sum + stage.seconds, 0);
  return [
    '| stage | steps, side by side | time |',
    '| --- | --- | --- |',
    ...rows,
    `| | in all | ${s(total)} |`,
  ].join('\n');
}

/** The runners' reports in `dir`, by the name `npm test` gives them. */
export function runnerTimes(dir = REPORT_DIR) {
  /** @type {[string, string, 'vitest' | 'playwright'][]} */
  const runners = [
    ['unit tests (Vitest)', 'unit.json', 'vitest'],
    ['browser tests, sample content (Playwright)', 'e2e-sample.json', 'playwright'],
    ['browser tests, second content set (Playwright)', 'e2e-fixture.json', 'playwright'],
    ['CMS browser test (Playwright)', 'admin.json', 'playwright'],
    ['CMS browser test, the office’s tasks (Playwright)', 'admin-office.json', 'playwright'],
    ['CMS browser test, the start form and undo (Playwright)', 'admin-start.json', 'playwright'],
  ];
  return runners.flatMap(([runner, file, kind]) => {
    const path = join(dir, file);
    if (!existsSync(path)) return [];
    try {
      const report = JSON.parse(readFileSync(path, 'utf8'));
      const tests =
        kind === 'vitest'
          ? vitestTimes(report)
          : playwrightTimes({ title: '', suites: report.suites }, []);
      return [{ runner, tests }];
    } catch {
      // A runner that stopped half way may leave no whole report: its tests are left out.
      return [];
    }
  });
}

/**
 * The stages, then each runner's test count, time and slowest tests.
 * @param {StageTime[]} stages
 * @param {{ runner: string, tests: TestTime[] }[]} runners
 */
export function timingsReport(stages, runners) {
  const sections = runners.map(({ runner, tests }) => {
    const total = tests.reduce((sum, test) => sum + test.seconds, 0);
    const lines = slowest(tests).map((test) => `| ${s(test.seconds)} | ${test.title} |`);
    return [
      `## ${runner}: ${tests.length} tests, ${s(total)} of test time`,
      '',
      `The ${Math.min(SLOWEST, tests.length)} slowest:`,
      '',
      '| time | test |',
      '| --- | --- |',
      ...lines,
    ].join('\n');
  });
  return ['# npm test: where the time went', stageTable(stages), ...sections].join('\n\n');
}
