// `npm test`: everything, in the order a failure is cheapest to find. Stops at the first
// step that fails and names it.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'npm', ['run', 'lint']],
  ['types', 'npm', ['run', 'typecheck']],
  ['unit tests', 'npm', ['run', 'test:unit']],
  ['build', 'npm', ['run', 'build']],
  ['valid HTML and links', 'npm', ['run', 'check:html']],
  ['bundle size', 'npm', ['run', 'size']],
  ['browser tests', 'npm', ['run', 'test:e2e']],
  ['CMS browser test', 'npm', ['run', 'test:admin']],
  ['Lighthouse budgets', 'npm', ['run', 'perf']],
  ['no high or critical vulnerability', 'node', ['scripts/audit.mjs']],
];

const started = Date.now();
for (const [name, cmd, args] of steps) {
  console.log(`\n▶ ${name}`);
  const t0 = Date.now();
  const { status } = spawnSync(cmd, args, { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`\n✖ npm test failed at: ${name}`);
    process.exit(status ?? 1);
  }
  console.log(`✔ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`\n✔ npm test: all steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
