// Where the build keeps its picture copies between builds, a folder per content folder with the
// hashes each copy was made by beside it (content/pictures/image-build.server.ts). JavaScript
// checked by tsc, as scripts/build-set.mjs, which gives a copy of content its copies, runs in
// plain Node.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCacheIn } from './built-files.js';

// This file is app/lib/image-cache.server.js: the project is two folders up.
const root = fileURLToPath(new URL('../..', import.meta.url));

/** Where a content folder's copies are kept between builds: a folder each, as a set. */
export function imageCacheFor(/** @type {string} */ contentDir) {
  return join(
    buildCacheIn(root),
    'church-images',
    createHash('sha256').update(resolve(contentDir)).digest('hex').slice(0, 12),
  );
}

/** Each copy's hash, beside the folder of copies (never copied into the site with it). */
export const hashesFileOf = (/** @type {string} */ outputDir) => `${outputDir}.json`;

/**
 * Gives `toContentDir` the copies kept for `fromContentDir` (a copy of the same content, as the
 * tests make), with their hashes: without them every copy would be made again.
 * @param {string} fromContentDir @param {string} toContentDir
 */
export function seedImageCache(fromContentDir, toContentDir) {
  copyImageCache(imageCacheFor(fromContentDir), imageCacheFor(toContentDir));
}

/**
 * The copies in `from` and the hashes they were made by, into `to`; nothing if none, or if no
 * build has finished them yet. The hashes are written last (image-build.server.ts): read first,
 * they name only copies already whole, even while a build beside this one is cutting more.
 * @param {string} from @param {string} to
 */
export function copyImageCache(from, to) {
  if (!existsSync(hashesFileOf(from))) return;
  const hashes = readFileSync(hashesFileOf(from));
  cpSync(from, to, { recursive: true });
  writeFileSync(hashesFileOf(to), hashes);
}

/** Removes the copies kept for `contentDir` (a copy of content, now gone) and their hashes. */
export function dropImageCache(/** @type {string} */ contentDir) {
  const cache = imageCacheFor(contentDir);
  rmSync(cache, { recursive: true, force: true });
  rmSync(hashesFileOf(cache), { force: true });
}
