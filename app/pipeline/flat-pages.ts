// The build's steps for the pages' files: the prerendered /404 becomes the host's 404.html,
// and every other page gets the address the host serves without a redirect (about-us.html).
import { readdir, rename, rm, rmdir } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { adminFolder } from '../lib/built-files.js';

/** The built pages, outside the CMS's folder. */
export async function htmlFiles(client: string) {
  const entries = await readdir(client, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.startsWith(join(client, adminFolder, sep)));
}

/** /404 as the static host's 404.html; React Router's SPA fallback goes, as every route is prerendered. */
export async function notFoundPage(client: string) {
  await rename(join(client, '404/index.html'), join(client, '404.html'));
  await rm(join(client, '404'), { recursive: true });
  await rm(join(client, '__spa-fallback.html'), { force: true });
  return '404.html';
}

/** `x/index.html` as `x.html`, which Cloudflare serves at `/x` with no redirect hop. */
export function flatName(file: string) {
  const parts = file.split('/');
  if (parts.length < 2 || parts.at(-1) !== 'index.html') return file;
  return `${parts.slice(0, -1).join('/')}.html`;
}

/** Moves every `x/index.html` to `x.html` (flatName); returns the pages' new paths. */
export async function flattenPages(client: string) {
  const moved = [];
  for (const file of await htmlFiles(client)) {
    const target = join(client, flatName(relative(client, file)));
    if (target !== file) {
      await rename(file, target);
      // The folder held only the page unless it has pages below it (activities/).
      await rmdir(dirname(file)).catch(() => {});
    }
    moved.push(target);
  }
  return moved;
}
