// `npm test`: everything, in the order a failure is cheapest to find. Each content set is built
// once and shared by the HTML check, the size check, the browser tests, the CMS test and
// Lighthouse. Every step prints its name and time; the first that fails stops the run and
// says how to run it alone. Nothing here measures time: the timings are `npm run perf`'s.
import { spawn } from 'node:child_process';
import { contentSets } from './e2e-content-sets.mjs';

const [sample, fixture] = contentSets;
const builds = { E2E_BUILT: '1' };

/** A step: its name, and one or more commands run side by side (each `[command, env]`). */
const steps = [
  ['lint and types', ['npm run lint', 'npm run typecheck']],
  ['unit tests', ['npm run test:unit']],
  ['build', ['npm run build']],
  [
    'build of the second content set',
    [['npm run build', { CONTENT_DIR: fixture.contentDir, BUILD_DIR: fixture.buildDir }]],
  ],
  ['valid HTML and links', ['npm run check:html']],
  ['first-load JavaScript per page', ['npm run size']],
  ['browser tests', [['npm run test:e2e', builds]]],
  ['CMS browser test', [['npm run test:admin', { ADMIN_SITE_BUILD: sample.buildDir }]]],
  ['Lighthouse: accessibility, best practices, SEO', ['npm run perf -- --scores']],
  ['no high or critical vulnerability', ['npm run audit']],
];

/** Runs one command; output is streamed when it runs alone, else kept and printed whole. */
function run(command, env, alone) {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      env: { ...process.env, ...env },
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      if (!alone) console.log(`\n$ ${command}\n${output.trim()}`);
      resolve(status ?? 1);
    });
  });
}

const asShell = ([command, env]) =>
  `${Object.entries(env)
    .map(([key, value]) => `${key}=${value} `)
    .join('')}${command}`;

const started = Date.now();
for (const [name, commands] of steps) {
  console.log(`\n▶ ${name}`);
  const t0 = Date.now();
  const parts = commands.map((c) => (typeof c === 'string' ? [c, {}] : c));
  const statuses = await Promise.all(
    parts.map(([command, env]) => run(command, env, parts.length === 1)),
  );
  const failed = parts.filter((_, i) => statuses[i] !== 0);
  if (failed.length > 0) {
    console.error(`\n✖ npm test failed at: ${name}`);
    console.error(`  Run this step alone with: ${failed.map(asShell).join(' && ')}`);
    process.exit(1);
  }
  console.log(`✔ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`\n✔ npm test: all steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
