// Runs the browser tests on production builds, a run per content set (e2e-content-sets.mjs),
// building those missing or marked `rebuild` (not with E2E_BUILT=1: `npm test` has built them).
// Arguments go to Playwright; `--project=fixture-phone` runs only that set.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findChromium, findTestChromium } from './chromium.mjs';
import { spawned } from './cli.mjs';
import { contentSets } from './e2e-content-sets.mjs';

try {
  // The full browser too, for the back/forward cache and form autofill the headless shell lacks.
  process.env.FULL_CHROMIUM_PATH = findChromium();
  process.env.CHROMIUM_PATH = findTestChromium();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

// --project=x or --project x picks sets; the rest (files, --grep, ...) goes to every run.
const args = process.argv.slice(2);
/** @type {string[]} */
const named = [];
/** @type {string[]} */
const rest = [];
for (let i = 0; i < args.length; i++) {
  const arg = args[i] ?? '';
  if (arg.startsWith('--project=')) named.push(arg.slice('--project='.length));
  else if (arg === '--project' && i + 1 < args.length) named.push(args[++i] ?? '');
  else rest.push(arg);
}
/** @param {import('./e2e-content-sets.mjs').ContentSet} set */
const projectsOf = (set) => [`${set.projectPrefix}phone`, `${set.projectPrefix}desktop`];
const sets = contentSets.filter(
  (set) => named.length === 0 || named.some((name) => projectsOf(set).includes(name)),
);
if (sets.length === 0) {
  console.error(
    `No content set has the project ${named.join(', ')}; the projects are ${contentSets.flatMap(projectsOf).join(', ')}`,
  );
  process.exit(1);
}

/** @type {string[]} */
const failed = [];
const built = sets.filter((set) => {
  const isBuilt = existsSync(join(set.buildDir, '_headers'));
  if (process.env.E2E_BUILT === '1' ? isBuilt : isBuilt && !set.rebuild) return true;
  console.log(`\nBuilding the ${set.name} site from ${set.contentDir} into ${set.buildDir}`);
  if (spawnSync('node', ['scripts/build-set.mjs', set.name], { stdio: 'inherit' }).status === 0)
    return true;
  failed.push(`${set.name} (build)`);
  return false;
});

// The sets run side by side, each with its own server (18 s less on two cores); the others are
// much smaller than the first, and have one worker each.
/** @param {(typeof sets)[number]} set @param {boolean} first */
const runSet = async (set, first) => {
  const projects = named.filter((name) => projectsOf(set).includes(name));
  // Without a filter, no tests fails: a renamed spec must not quietly drop out of a set.
  const passWithNoTests = rest.length > 0 && sets.length > 1 ? ['--pass-with-no-tests'] : [];
  const playwrightArgs = [...projects.map((p) => `--project=${p}`), ...passWithNoTests, ...rest];
  const heading = `\nBrowser tests on the ${set.name} content (${set.contentDir})`;
  if (first) console.log(heading);
  const result = await spawned('npx', ['playwright', 'test', ...playwrightArgs], {
    tee: first,
    env: {
      CONTENT_DIR: set.contentDir,
      BUILD_DIR: set.buildDir,
      ...(!first && { E2E_WORKERS: '1' }),
      ...(first && process.stdout.isTTY && { FORCE_COLOR: '1' }),
    },
  }).done;
  if (!first) console.log(`${heading}, run beside:\n${result.output}`);
  return result;
};
const runs = built.map(async (set, index) => {
  let { code, output } = await runSet(set, index === 0);
  // A server that never started (seen once, no cause logged) gets one more try; a failed test not.
  if (code !== 0 && output.includes('Process from config.webServer was not able to start')) {
    console.log(`\nThe ${set.name} content's server did not start: its tests once more.`);
    ({ code } = await runSet(set, index === 0));
  }
  if (code !== 0) failed.push(set.name);
});
await Promise.all(runs);
if (failed.length > 0) {
  console.error(`\nBrowser tests failed on: ${failed.join(', ')}`);
  process.exit(1);
}
