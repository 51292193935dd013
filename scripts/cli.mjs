// What the scripts share as commands: run `main` only when the file is the one Node was asked
// to run (the tests import the same files), and list a folder's files.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
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
