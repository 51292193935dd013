// What the scripts share as commands.
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

/** app/build-modules.ts, through Vite: Node 20 runs no TypeScript, nor the app's JSON imports. */
export async function appModules() {
  const { runnerImport } = await import('vite');
  const { module } = /** @type {{ module: typeof import('../app/build-modules.ts') }} */ (
    await runnerImport('/app/build-modules.ts', { configFile: false })
  );
  return module;
}

/** A port free on this machine, for a server started next. @returns {Promise<number>} */
export const freePort = () =>
  new Promise((done, fail) => {
    const server = createServer().once('error', fail);
    server.unref();
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => done(port));
    });
  });

/**
 * Runs `main` if `url` (the caller's import.meta.url) is the script Node was started with.
 * @param {string} url @param {() => Promise<unknown>} main @param {{ stack?: boolean }} [options]
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

/** Every file below `dir` whose name ends with `ending`. @param {string} dir */
export async function filesUnder(dir, ending = '') {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(ending))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A file's path inside a build folder, with forward slashes. @type {(dir: string, path: string) => string} */
export const pathIn = (dir, path) => relative(dir, path).split(sep).join('/');

/**
 * A child process whose output is kept (its last `keep` characters; `tee`: shown too; `inherit`:
 * left to the terminal); `done` gives its exit code.
 * @param {string} command @param {string[]} args
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
 * A child process whose output is shown only if it fails: `done` rejects with its last 64 KB
 * (the runtime's "Broken pipe" traces and Vite's deprecations stay quiet).
 * @param {string} command @param {string[]} args
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
