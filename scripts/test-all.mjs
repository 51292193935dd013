// `npm test`: everything, in the order a failure is cheapest to find. Stops at the first
// step that fails and names it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const steps = [
  ['lint', 'npm', ['run', 'lint']],
  ['types', 'npm', ['run', 'typecheck']],
  ['unit tests', 'npm', ['run', 'test:unit']],
  ['build', 'npm', ['run', 'build']],
  ['browser tests', 'npm', ['run', 'test:e2e']],
  ['bundle size', 'npm', ['run', 'size'], 'scripts/size.mjs'],
  ['Lighthouse budgets', 'npm', ['run', 'perf'], 'scripts/perf.mjs'],
];

const started = Date.now();
for (const [name, cmd, args, needs] of steps) {
  if (needs && !existsSync(needs)) continue;
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
