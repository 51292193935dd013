// `npm run size`: the JavaScript each built page loads before it is interactive (page-scripts.mjs
// finds it), in brotli q11 as the host sends it, framework (the islands' entry and its imports)
// and our code apart, against the gates below (docs/architecture/tests.md, "Budgets").
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { addressOf, adminFolder } from '../app/lib/built-files.js';
import { filesUnder, pathIn, runMain } from './cli.mjs';
import * as scan from './page-scripts.mjs';

/** The most a page that does not hydrate may load: the shared script (app/browser). */
export const PLAIN_PAGE_GATE_KB = 2;
/** What a sermon's page may load more: its player (app/browser/sermon-player.ts). */
export const SERMON_PLAYER_GATE_KB = 1.2;
/** The player's file, as app/pipeline/site-script-plugin.ts names it. */
export const isSermonPlayer = (/** @type {string} */ url) =>
  /\/sermon-player-[\w-]+\.js$/.test(url);
/**
 * The pages with islands, each at most what it loads when they hydrate, React counted, with a
 * little to spare: two builds of one commit can differ by a few bytes (docs/measurements.md).
 * Another page that loads the framework fails.
 * @type {Record<string, number>}
 */
export const LIVE_PAGE_CEILINGS_KB = { '/': 68.9, '/events': 67.0, '/search': 68.6 };
/** React, React DOM, clsx and the code that hydrates each island: find what grew before raising it. */
export const FRAMEWORK_FLOOR_KB = 61.2;

const client = process.env.BUILD_DIR ?? 'build/client';

/** @param {number} bytes */
const kb = (bytes) => bytes / 1000;
/** @param {number} bytes */
const formatKb = (bytes) => `${kb(bytes).toFixed(1)} KB`;

/**
 * Each route's figures and verdict.
 * @param {{ route: string, scripts: string[] }[]} routes
 * @param {Map<string, number>} sizes Each script's brotli size, by URL.
 * @param {Set<string>} framework The framework's URLs.
 * @param {{ ceilings?: Record<string, number>, plainGateKb?: number, playerGateKb?: number }} [gates]
 */
export function summarise(routes, sizes, framework, gates = {}) {
  const {
    ceilings = LIVE_PAGE_CEILINGS_KB,
    plainGateKb = PLAIN_PAGE_GATE_KB,
    playerGateKb = SERMON_PLAYER_GATE_KB,
  } = gates;
  const rows = routes.map(({ route, scripts }) => {
    let frameworkBytes = 0;
    let ourBytes = 0;
    for (const url of scripts) {
      const size = sizes.get(url);
      if (size === undefined) throw new Error(`size: ${route} loads ${url}, which is not built`);
      if (framework.has(url)) frameworkBytes += size;
      else ourBytes += size;
    }
    const total = frameworkBytes + ourBytes;
    const live = frameworkBytes > 0;
    const player = scripts.some(isSermonPlayer) ? playerGateKb : 0;
    const gateKb = live ? ceilings[route] : plainGateKb + player;
    let problem = null;
    if (gateKb === undefined) problem = 'loads the framework but is not a page with islands';
    else if (kb(total) > gateKb)
      problem = `${total.toLocaleString('en-GB')} bytes, over its ${gateKb} KB`;
    return {
      route,
      files: scripts.length,
      frameworkBytes,
      ourBytes,
      total,
      live,
      gateKb,
      problem,
      over: problem !== null,
    };
  });
  return { rows, failed: rows.filter((row) => row.over) };
}

/** Sorts `/` first and 404.html last. @param {string} route */
export const routeOrder = (route) => (route === '/' ? 0 : route === '404.html' ? 2 : 1);

async function main() {
  /** @type {Map<string, Buffer>} */
  const sources = new Map();
  /** Each of `urls` and what it imports statically, in turn, once each. @param {string[]} urls */
  const withImports = async (urls) => {
    const all = new Set(urls);
    for (const url of all) {
      const source = sources.get(url) ?? (await readFile(join(client, url)));
      sources.set(url, source);
      for (const specifier of scan.staticImports(source.toString('utf8'))) {
        const resolved = scan.resolveUrl(specifier, url);
        if (resolved?.endsWith('.js')) all.add(resolved);
      }
    }
    return [...all];
  };

  // /admin is the CMS for the church office (Decap, a plain script of its own), not a page.
  const htmlPaths = (await filesUnder(client, '.html'))
    .filter((path) => !path.startsWith(`${join(client, adminFolder)}/`))
    .sort();
  if (htmlPaths.length === 0) throw new Error(`size: no HTML in ${client}; run "npm run build"`);
  // The build's scripts by their code: an inline script counts as the file it copies.
  /** @type {Map<string, string>} */
  const byCode = new Map();
  for (const path of await filesUnder(join(client, 'assets'), '.js')) {
    byCode.set(await readFile(path, 'utf8'), `/${pathIn(client, path)}`);
  }
  const [entryCode, entryUrl] =
    [...byCode].find(([, url]) => /\/islands-[\w-]+\.js$/.test(url)) ?? [];
  if (!entryCode || !entryUrl) throw new Error('size: the build wrote no islands entry');
  const chunks = scan.islandChunks(entryCode, entryUrl);
  // React and the hydrating code load with the first island (app/browser/hydrate-island.tsx).
  const hydrating = scan
    .staticImports(entryCode, { includeDynamic: true })
    .flatMap((specifier) => scan.resolveUrl(specifier, entryUrl) ?? [])
    .filter((url) => /\/island-hydrate-island-[\w-]+\.js$/.test(url));
  if (hydrating.length !== 1) throw new Error('size: the islands entry loads no hydrate-island');
  /** @type {{ route: string, scripts: string[] }[]} */
  const routes = [];
  for (const htmlPath of htmlPaths) {
    const html = await readFile(htmlPath, 'utf8');
    // With what it imports as it runs: a plain page's first-paint part imports the rest after.
    const inline = scan.inlineClassicScripts(html);
    const scripts = await withImports([
      ...inline.flatMap((code) => byCode.get(code) ?? []),
      ...inline.flatMap((code) =>
        scan
          .staticImports(code, { includeDynamic: true })
          .flatMap((url) => scan.resolveUrl(url, '/') ?? []),
      ),
      ...(scan.islandNames(html).length > 0 ? hydrating : []),
      ...scan.islandNames(html).map((name) => {
        const chunk = chunks.get(name);
        if (!chunk) throw new Error(`size: ${htmlPath} has an island "${name}" the entry lacks`);
        return chunk;
      }),
    ]);
    const address = addressOf(pathIn(client, htmlPath));
    routes.push({ route: address === '/404' ? '404.html' : address, scripts });
  }
  routes.sort(
    (a, b) => routeOrder(a.route) - routeOrder(b.route) || a.route.localeCompare(b.route),
  );
  // The framework: the islands' entry and what it loads to hydrate, before any island's chunk.
  const framework = new Set(await withImports([entryUrl, ...hydrating]));
  const brotli = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
  const sizes = new Map(
    [...sources].map(([url, source]) => [url, brotliCompressSync(source, brotli).length]),
  );

  const { rows, failed } = summarise(routes, sizes, framework);
  const width = Math.max(...rows.map((row) => row.route.length), 5);
  console.log(
    `First-load JavaScript per page, brotli q11 (a page without islands: no framework, at most ${PLAIN_PAGE_GATE_KB} KB, a sermon's page with its player ${PLAIN_PAGE_GATE_KB + SERMON_PLAYER_GATE_KB} KB; a page with islands: at most its ceiling)\n`,
  );
  console.log(`${'route'.padEnd(width)}  files  framework       ours      total       gate`);
  for (const row of rows) {
    const gate = row.gateKb === undefined ? '—' : `${row.gateKb.toFixed(1)} KB`;
    console.log(
      `${row.route.padEnd(width)}  ${String(row.files).padStart(5)}  ${formatKb(row.frameworkBytes).padStart(9)}  ${formatKb(row.ourBytes).padStart(9)}  ${formatKb(row.total).padStart(9)}  ${gate.padStart(9)}${row.problem ? `  ✖ ${row.problem}` : ''}`,
    );
  }
  const floor = Math.max(...rows.map((row) => row.frameworkBytes));
  const plain = rows.filter((row) => !row.live).length;
  console.log(
    `\n${plain} of ${rows.length} pages load no framework; the islands' framework is ${formatKb(floor)} (react, react-dom and the code that hydrates the islands; floor ${FRAMEWORK_FLOOR_KB} KB)`,
  );
  if (kb(floor) > FRAMEWORK_FLOOR_KB) {
    console.error(
      `✖ The framework now measures ${formatKb(floor)}, above the recorded floor of ${FRAMEWORK_FLOOR_KB} KB: find what grew (a dependency update, a build setting) before raising FRAMEWORK_FLOOR_KB.`,
    );
    process.exitCode = 1;
  }
  if (failed.length > 0) {
    console.error(
      `✖ ${failed.length} page(s) over their gate: ${failed.map((row) => `${row.route} (${row.problem})`).join(', ')}`,
    );
    process.exitCode = 1;
  } else if (process.exitCode !== 1) {
    console.log(`✔ every page is within its gate`);
  }
}

await runMain(import.meta.url, main);
