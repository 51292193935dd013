// Finds a Chromium for the browser tests and Lighthouse, never downloading one
// (docs/architecture/tests.md, "Tests").
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { runMain } from './cli.mjs';

const require = createRequire(import.meta.url);
const DEBIAN_PATH = '/usr/bin/chromium';
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
const canAptInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

/** @param {string} name */
function aptInstall(name) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', name], { stdio: 'inherit', env });
}

function playwrightBrowser() {
  try {
    const path = require('@playwright/test').chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

export function findChromium({ install = true } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but there is no file there.`);
  }
  if (existsSync(DEBIAN_PATH)) return DEBIAN_PATH;
  const bundled = playwrightBrowser();
  if (bundled) return bundled;

  if (install && canAptInstall) {
    console.log("No Chromium found: installing Debian's chromium package (apt-get)…");
    aptInstall('chromium');
    if (existsSync(DEBIAN_PATH)) return DEBIAN_PATH;
  }
  throw new Error(
    [
      'The browser tests need Chromium, and none was found.',
      '  Debian/Ubuntu: sudo apt-get install -y chromium',
      '  macOS: brew install --cask chromium, then export CHROMIUM_PATH=/Applications/Chromium.app/Contents/MacOS/Chromium',
      '  Anywhere: set CHROMIUM_PATH to the full path of a Chromium or Chrome executable.',
    ].join('\n'),
  );
}

/** The browser tests': CHROMIUM_PATH, else Debian's headless shell (quicker), else findChromium. */
export function findTestChromium() {
  if (process.env.CHROMIUM_PATH) return findChromium();
  if (existsSync(HEADLESS_SHELL_PATH)) return HEADLESS_SHELL_PATH;
  if (canAptInstall) {
    console.log("Installing Debian's chromium-headless-shell package for the browser tests…");
    try {
      aptInstall('chromium-headless-shell');
      if (existsSync(HEADLESS_SHELL_PATH)) return HEADLESS_SHELL_PATH;
    } catch {
      console.log('Could not install it: the browser tests use the full Chromium.');
    }
  }
  return findChromium();
}

/** Flags for a headless Chromium in a locked-down container with no outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// --all: both, installing what is missing (npm test's first stage, for every later step).
await runMain(import.meta.url, async () =>
  console.log(
    process.argv.includes('--all') ? `${findChromium()}\n${findTestChromium()}` : findChromium(),
  ),
);
