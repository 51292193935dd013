// The build's step for the pages' scripts: no page runs React Router in the browser (the live
// parts are islands), so each runs one inline script, a first-paint part (site-script-plugin.ts),
// and loses its route data.
import { createHash } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { addressOf } from '../lib/built-files.js';
import { htmlFiles } from './flat-pages.ts';

export const scriptHash = (source: string) =>
  `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

/** The hashes of every inline <script> that runs: not data (JSON-LD), which no policy governs. */
export function inlineScriptHashes(html: string) {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const type = match[1]?.match(/\btype="([^"]*)"/)?.[1] ?? '';
    const source = match[2] ?? '';
    if (!source || !['', 'module', 'text/javascript'].includes(type)) continue;
    hashes.push(scriptHash(source));
  }
  return [...new Set(hashes)].sort();
}

/** Throws, naming the page, unless its one inline script is in `allowed` (first-paint parts). */
export function plainPageScriptHash(page: string, html: string, allowed: Set<string>) {
  const hashes = inlineScriptHashes(html);
  const [hash] = hashes;
  if (hashes.length !== 1 || !hash || !allowed.has(hash)) {
    throw new Error(
      `build: the one inline script ${page} may run is a first-paint part of the shared script; it runs ${hashes.length === 1 ? 'another' : hashes.length}`,
    );
  }
  return hash;
}

/** The hashes of the first-paint parts, from their files in `assets` (site-script-plugin.ts). */
export async function plainFirstPaintHashes(assets: string) {
  const names = (await readdir(assets)).filter((name) =>
    /^site-first-paint-(plain|player|islands)-[\w-]+\.js$/.test(name),
  );
  if (names.length === 0) throw new Error('build: the build wrote no first-paint parts');
  return new Set(
    await Promise.all(
      names.map(async (name) => scriptHash(await readFile(join(assets, name), 'utf8'))),
    ),
  );
}

/** The route data React Router prerenders beside each page (`_root.data` for /): none reads it. */
export const dataFileOf = (page: string) =>
  page === 'index.html' ? '_root.data' : page.replace(/(?:\/index)?\.html$/, '.data');

/**
 * Checks each page's inline script and deletes its route data (before the pages leave their
 * folders, which name the .data files). Returns the pages with islands and the parts' hashes.
 */
export async function checkPageScripts(client: string) {
  const islandAddresses: string[] = [];
  const firstPaintHashes = await plainFirstPaintHashes(join(client, 'assets'));
  for (const file of await htmlFiles(client)) {
    const page = relative(client, file);
    const html = await readFile(file, 'utf8');
    plainPageScriptHash(page, html, firstPaintHashes);
    await rm(join(client, dataFileOf(page)), { force: true });
    if (html.includes(' data-island=')) islandAddresses.push(addressOf(page));
  }
  return { islandAddresses, firstPaintHashes };
}
