// Re-runs the events feature's unit tests (dates, times, calendar files) in time zones far
// from London, so a visitor's zone can never leak into what the site shows.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const zones = ['America/New_York', 'Pacific/Auckland', 'UTC'];
// The pure logic (.test.ts); component tests (.test.tsx) render the same dates through it.
const folder = 'app/features/events';
const tests = readdirSync(folder)
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => `${folder}/${name}`);

for (const zone of zones) {
  const env = { ...process.env, TZ: zone };
  const check = spawnSync(
    process.execPath,
    ['-p', 'Intl.DateTimeFormat().resolvedOptions().timeZone'],
    { env, encoding: 'utf8' },
  );
  const actual = check.stdout.trim();
  if (actual !== zone) {
    console.error(`TZ=${zone} did not take effect (the process is in ${actual || 'no zone'}).`);
    process.exit(1);
  }
  console.log(`\nEvents tests in TZ=${zone}`);
  const run = spawnSync('npx', ['vitest', 'run', ...tests], { env, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
