// The build's step for the pages' scripts: a page that does not hydrate may run one inline
// script, a first-paint part of the shared script (app/browser/site-script-plugin's files), and
// loses its route data; a live page (app/lib/paths.ts) boots React Router after its first paint.
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { addressOf } from '../lib/built-files.js';
import { htmlFiles } from './flat-pages.ts';

/** The policy's hash of a script with this text. */
export const scriptHash = (source: string) =>
  `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

/**
 * sha256 hashes of every inline <script> that runs: not data blocks such as JSON-LD
 * (type="application/ld+json"), which a policy does not govern.
 */
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

/**
 * The hash of the one inline script a page that does not hydrate runs: a first-paint part of
 * the shared script for such a page (a plain page's, or a sermon page's that asks for its
 * player too), one of `allowed`, so the hashes of those few parts in the policy they share
 * allow it. Throws, naming the page, on any other inline script.
 */
export function plainPageScriptHash(page: string, html: string, allowed: Set<string>) {
  const hashes = inlineScriptHashes(html);
  const [hash] = hashes;
  if (hashes.length !== 1 || !hash || !allowed.has(hash)) {
    throw new Error(
      `build: ${page} does not hydrate, so the one inline script it may run is a first-paint part of the shared script; it runs ${hashes.length === 1 ? 'another' : hashes.length}`,
    );
  }
  return hash;
}

/**
 * The hashes of the shared script's first-paint parts for pages that do not hydrate, from the
 * files the build writes of them (app/build/site-script-plugin.ts). `assets`: the build's
 * assets folder.
 */
export async function plainFirstPaintHashes(assets: string) {
  const names = (await readdir(assets)).filter((name) =>
    /^site-first-paint-(plain|player)-[\w-]+\.js$/.test(name),
  );
  if (names.length === 0) throw new Error('build: the build wrote no first-paint parts');
  return new Set(
    await Promise.all(
      names.map(async (name) => scriptHash(await readFile(join(assets, name), 'utf8'))),
    ),
  );
}

/**
 * Whether a prerendered page runs React in the browser: only the live pages (app/lib/paths.ts)
 * carry React Router's boot script; every other page is HTML and the shared script.
 */
export const hydrates = (html: string) => html.includes('window.__reactRouterRouteModules');

/**
 * The route data React Router prerenders for a page's client-side navigation (every page: the
 * root route has a loader, and @react-router/dev's prerender writes a .data file for each path
 * whose routes have one), named after the page: `_root.data` for the home page.
 */
export const dataFileOf = (page: string) =>
  page === 'index.html' ? '_root.data' : page.replace(/(?:\/index)?\.html$/, '.data');

/**
 * Every page is complete HTML before any JavaScript runs; the JavaScript only adds menus,
 * the events feed and analytics. So the page is painted first and React Router boots after:
 * its boot module's static imports become dynamic ones that start once the page has loaded and
 * painted, and the `<link rel="modulepreload">` tags go, so nothing competes with the HTML, CSS
 * and hero image on a slow connection, and hydration never holds back the first paint.
 * Throws if the boot script is not of the shape React Router 7 emits, so an upgrade that
 * changes it fails the build rather than the site.
 */
export function deferBoot(html: string) {
  const boot = /<script type="module" async="">([\s\S]*?)<\/script>/;
  const match = html.match(boot);
  if (!match) throw new Error('build: no React Router boot script found');
  const body = match[1] ?? '';
  const sideEffects = [...body.matchAll(/import "([^"]+)";/g)].map((m) => m[1]);
  const modules = [...body.matchAll(/import \* as (\w+) from "([^"]+)";/g)].map((m) => ({
    name: m[1],
    url: m[2],
  }));
  const rest = body.replace(/import "[^"]+";|import \* as \w+ from "[^"]+";/g, '').trim();
  if (
    modules.length === 0 ||
    /\bimport\s*[^(\s]/.test(rest) ||
    !/^window\.__reactRouterRouteModules = /.test(rest)
  ) {
    throw new Error(`build: the React Router boot script has an unexpected shape:\n${body}`);
  }
  const names = modules.map((m) => m.name).join(', ');
  const loads = modules.map((m) => `import(${JSON.stringify(m.url)})`).join(', ');
  const first = sideEffects.map((url) => `await import(${JSON.stringify(url)});`).join('');
  // After the load event and a frame: Lighthouse's model counts every request made before the
  // largest paint (the hero picture) in that paint, and the framework is 110 KB of them.
  const bootScript =
    `const boot=()=>requestAnimationFrame(()=>setTimeout(async()=>{${first}` +
    `const [${names}]=await Promise.all([${loads}]);${rest}}));` +
    `document.readyState==="complete"?boot():addEventListener("load",boot,{once:true})`;
  return html
    .replace(boot, () => `<script type="module" async="">${bootScript}</script>`)
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '');
}

/**
 * Checks each page's inline script, deletes the route data of the pages that do not hydrate
 * and defers the live pages' boot. Before the pages move out of their folders: their .data
 * files are named after the folders. Returns each live page's inline scripts' hashes by
 * address, and the hashes of the plain pages' first-paint parts.
 */
export async function bootLivePagesLater(client: string) {
  const live = new Map<string, string[]>();
  const firstPaintHashes = await plainFirstPaintHashes(join(client, 'assets'));
  for (const file of await htmlFiles(client)) {
    const page = relative(client, file);
    const html = await readFile(file, 'utf8');
    if (!hydrates(html)) {
      plainPageScriptHash(page, html, firstPaintHashes);
      await rm(join(client, dataFileOf(page)), { force: true });
      continue;
    }
    const deferred = deferBoot(html);
    await writeFile(file, deferred);
    live.set(addressOf(page), inlineScriptHashes(deferred));
  }
  return { live, firstPaintHashes };
}
