// `npm run bench:publish -- [--runs 3] [--keep-cache] <before> <after>`: how long a host takes
// from a clean clone to a site ready to deploy, two versions side by side, taking turns so both
// share whatever else the machine is doing. Each is a git ref of this repository or a clone's
// folder, cloned each time into the same folder, as a host does.
// The host's install is `npm ci` with the environment the version's netlify.toml gives hosts
// (the one Cloudflare is given too, docs/setting-up.md); npm's own download cache is the
// machine's, as a host's build cache keeps it (docs/decisions/0040).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runMain } from './cli.mjs';
import { median } from './perf-runs.mjs';

/** netlify.toml's `[build.environment]`, but the Node version (this machine's is used). */
export function hostEnvironment(/** @type {string} */ toml) {
  const table = /^\[build\.environment\]\n([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(toml)?.[1] ?? '';
  const pairs = [...table.matchAll(/^\s*([A-Z_]+)\s*=\s*"([^"]*)"/gm)].map((m) => [m[1], m[2]]);
  return Object.fromEntries(pairs.filter(([name]) => name !== 'NODE_VERSION'));
}

const steps = /** @type {const} */ ({
  install: ['npm', 'ci', '--no-audit', '--no-fund'],
  build: ['npm', 'run', 'build'],
  deploy: ['npx', 'wrangler', 'deploy', '--dry-run'],
});
/** @typedef {Record<keyof typeof steps, number>} Timings seconds */

/**
 * One publish from a clean clone of `version` in `place`/repo. With `keep`, the build's own
 * cache (node_modules/.cache) is put back from `place`/kept after the install and kept there
 * after the build, as Netlify's build cache does (netlify/plugins/build-cache); not timed.
 * @param {string} version @param {string} place @param {boolean} [keep]
 */
function publish(version, place, keep) {
  const dir = join(place, 'repo');
  const kept = keep ? join(place, 'kept') : undefined;
  const run = (/** @type {string[]} */ [command, ...args], env = {}) => {
    const started = performance.now();
    const result = spawnSync(command ?? '', args, {
      cwd: dir,
      env: { ...process.env, ...env },
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    });
    if (result.status !== 0) {
      throw new Error(`${version}: ${[command, ...args].join(' ')} failed:\n${result.stderr}`);
    }
    return (performance.now() - started) / 1000;
  };
  try {
    const folder = existsSync(version) ? resolve(version) : process.cwd();
    mkdirSync(dir, { recursive: true });
    run(['git', 'clone', '--quiet', folder, dir]);
    if (!existsSync(version)) run(['git', 'checkout', '--quiet', version]);
    const env = hostEnvironment(readFileSync(join(dir, 'netlify.toml'), 'utf8'));
    const cache = join(dir, 'node_modules/.cache');
    const times = /** @type {Timings} */ ({});
    for (const [name, command] of Object.entries(steps)) {
      if (name === 'build' && kept && existsSync(kept)) cpSync(kept, cache, { recursive: true });
      times[/** @type {keyof Timings} */ (name)] = run([...command], env);
      if (name === 'build' && kept && existsSync(cache)) cpSync(cache, kept, { recursive: true });
    }
    return { times, env };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const seconds = (/** @type {number} */ s) => `${s.toFixed(1)} s`.padStart(8);

/** A line of the table: each step, then install + build (`both`, given for a median's line). */
export function row(
  /** @type {string} */ name,
  /** @type {Timings} */ t,
  both = t.install + t.build,
) {
  const parts = [t.install, t.build, t.deploy, both].map(seconds);
  return `${name.padEnd(14)}${parts.join('')}`;
}

async function main() {
  const { values, positionals } = parseArgs({
    options: { runs: { type: 'string', default: '3' }, 'keep-cache': { type: 'boolean' } },
    allowPositionals: true,
  });
  const [before = 'main', after = 'HEAD'] = positionals;
  /** @type {Record<string, Timings[]>} */
  const runs = { [before]: [], [after]: [] };
  const places = mkdtempSync(join(tmpdir(), 'bench-publish-'));
  const place = (/** @type {string} */ version) =>
    join(places, String(Object.keys(runs).indexOf(version)));
  const heads = ['install', 'build', 'deploy', 'both'].map((head) => head.padStart(8));
  console.log(`${''.padEnd(14)}${heads.join('')}   ("both": install + build)`);
  for (let i = 0; i < Number(values.runs); i += 1) {
    // Turn about, so neither always runs first.
    for (const version of i % 2 ? [after, before] : [before, after]) {
      const { times, env } = publish(version, place(version), values['keep-cache']);
      runs[version]?.push(times);
      const omitted = Object.entries(env).map(([k, v]) => `${k}=${v}`);
      console.log(`${row(version.slice(0, 13), times)}   ${omitted.join(' ')}`);
    }
  }
  rmSync(places, { recursive: true, force: true });
  console.log('\nmedians:');
  const boths = Object.entries(runs).map(([version, list]) => {
    const of = (/** @type {keyof Timings} */ name) => median(list.map((t) => t[name]));
    const both = median(list.map((t) => t.install + t.build));
    const medians = { install: of('install'), build: of('build'), deploy: of('deploy') };
    console.log(row(version.slice(0, 13), medians, both));
    return both;
  });
  const [was = 1, now = 0] = boths;
  console.log(`\n${after}'s install + build: ${Math.round((100 * now) / was)}% of ${before}'s`);
}

await runMain(import.meta.url, main);
