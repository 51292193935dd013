// Runs the Playwright browser tests against the production build: finds (or installs)
// Chromium first so a missing browser is a clear message, builds when there is no build.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

try {
  process.env.CHROMIUM_PATH = findChromium();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', shell: false }).status ?? 1;

if (!existsSync('build/client/_headers')) {
  const status = run('npm', ['run', 'build']);
  if (status !== 0) process.exit(status);
}
process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)]));
