// What the scripts share as commands: run `main` only when the file is the one Node was asked
// to run (the tests import the same files), list a folder's files, and run child processes.
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Runs `main` if `url` (the caller's import.meta.url) is the script Node was started with; a
 * failure prints its message (with `stack`, its stack) and exits with code 1.
 * @param {string} url
 * @param {() => Promise<unknown>} main
 * @param {{ stack?: boolean }} [options]
 */
export async function runMain(url, main, { stack = false } = {}) {
  if (url !== pathToFileURL(process.argv[1] ?? '').href) return;
  try {
    await main();
  } catch (error) {
    console.error(error instanceof Error ? (stack ? error.stack : error.message) : error);
    process.exit(1);
  }
}

/**
 * Every file below `dir` whose name ends with `ending`.
 * @param {string} dir
 * @param {string} [ending]
 */
export async function filesUnder(dir, ending = '') {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(ending))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A file's path inside a build folder, with forward slashes. @type {(dir: string, path: string) => string} */
export const pathIn = (dir, path) => relative(dir, path).split(sep).join('/');

/**
 * A child process whose output is kept (the last `keep` characters); `tee` shows it as it comes
 * too, `inherit` leaves the terminal to the child and keeps nothing. `done` gives its exit code.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, shell?: boolean, tee?: boolean, inherit?: boolean, keep?: number }} [options]
 */
export function spawned(command, args, { cwd, env, shell, tee, inherit, keep = Infinity } = {}) {
  const child = spawn(command, args, {
    cwd,
    shell,
    env: { ...process.env, ...env },
    stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const [from, to] of /** @type {const} */ ([
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ])) {
    from?.on('data', (chunk) => {
      output = (output + chunk).slice(-keep);
      if (tee) to.write(chunk);
    });
  }
  /** @type {Promise<{ code: number, output: string }>} */
  const done = new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
  return { child, done, output: () => output };
}

/**
 * A child process whose output is shown only if it fails: `done` rejects with the last 64 KB of
 * it, enough to see why (the runtime's "Broken pipe" traces and Vite's deprecations otherwise
 * stay quiet).
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 */
export function quietly(command, args, { cwd, env } = {}) {
  const run = spawned(command, args, { cwd, env, keep: 65_536 });
  const done = run.done.then(({ code, output }) => {
    if (code !== 0)
      throw new Error(`"${command} ${args.join(' ')}" failed in ${cwd ?? '.'}:\n${output}`);
  });
  return { ...run, done };
}
