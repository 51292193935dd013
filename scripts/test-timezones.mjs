// Re-runs the events feature's unit tests (dates, times, calendar files) in time zones far
// from London, so a visitor's zone can never leak into what the site shows.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const zones = ['America/New_York', 'Pacific/Auckland', 'UTC'];
// The pure logic (.test.ts); component tests (.test.tsx) render the same dates through it.
const folder = 'app/features/events';
const tests = readdirSync(folder)
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => `${folder}/${name}`);

for (const zone of zones) {
  const check = spawnSync(
    process.execPath,
    ['-p', 'Intl.DateTimeFormat().resolvedOptions().timeZone'],
    { env: { ...process.env, TZ: zone }, encoding: 'utf8' },
  );
  const actual = check.stdout.trim();
  if (actual !== zone) {
    console.error(`TZ=${zone} did not take effect (the process is in ${actual || 'no zone'}).`);
    process.exit(1);
  }
}

// The three zones run side by side; each one's report is printed whole when it ends.
const runs = zones.map(
  (zone) =>
    new Promise((resolve) => {
      const child = spawn('npx', ['vitest', 'run', ...tests], {
        env: { ...process.env, TZ: zone, FORCE_COLOR: '0' },
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (status) => {
        console.log(`\nEvents tests in TZ=${zone}\n${output.trim()}`);
        resolve(status ?? 1);
      });
    }),
);
const statuses = await Promise.all(runs);
process.exit(statuses.every((status) => status === 0) ? 0 : 1);
