// `npm run size`: the JavaScript each prerendered page makes the browser download before it
// is interactive, in brotli (quality 11, what `npm run preview` and the CDN send). For every
// HTML file in build/client: each <script type="module" src>, <link rel="modulepreload">, the
// imports of the inline module script, and every static import of those files, counted once.
// Split into the framework (React Router's manifest, its client entry and that entry's
// imports: react, react-dom, react-router) and our code (root, route modules, content).
import { readdir, readFile } from 'node:fs/promises';
import { join, posix, relative, sep } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/** The budget for first-load JavaScript per page, in KB (1 KB = 1,000 bytes). */
export const BUDGET_KB = 90;
/**
 * react + react-dom 19 + React Router 7's client runtime and route manifest, brotli, as
 * measured on this build (93.8 KB) after trying every legitimate setting: production React
 * (it is), build.target esnext/es2022 (no change), one framework chunk (−1.2 KB, adopted),
 * Terser with 3 passes instead of Oxc (−1.1 KB, only with unsafe options; not adopted). It
 * alone is over BUDGET_KB, so the gate is this floor plus OUR_CODE_ALLOWANCE_KB. If the
 * framework grows past the floor, the script fails and says so. The route manifest is ours to
 * grow: 94.3 since the search page and the news and sermons (8 routes; each collection is
 * one route with the address as a parameter, so the manifest does not grow with every item);
 * 94.4 with the three sample church pages (one route each, like the activities).
 */
export const FRAMEWORK_FLOOR_KB = 94.4;
/**
 * What our own code (layout, page, content) may add on top of the framework floor. 17 since
 * issue 10: both menus are now rendered by the page itself so that they work before and
 * without JavaScript (popover, <details>), which adds their markup to the code that hydrates
 * every page (+0.5 KB on the home page, 110.5 KB, after trimming what could go). 19 since
 * issue 15 (which allows +2 KB for what it adds to every page: the site notice, "Watch live",
 * the news feed's link in every head, the new addresses: about +0.9 KB; the home page's News
 * section +0.8 KB more there) and issue 16 (the rich-text renderer, +0.3 KB, and the header's
 * search form, +0.3 KB: a plain form, Pagefind itself loads on /search only).
 */
export const OUR_CODE_ALLOWANCE_KB = 19;
/** The gate: the budget if the framework allowed it, else floor + our allowance. */
export const GATE_KB = Math.max(BUDGET_KB, FRAMEWORK_FLOOR_KB + OUR_CODE_ALLOWANCE_KB);

const client = process.env.BUILD_DIR ?? 'build/client';

/** Attribute value of `name` in one tag's source, or null. */
function attribute(tag, name) {
  const match = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'));
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : null;
}

/**
 * The JavaScript URLs a page loads up front: module script sources, modulepreloads, and the
 * static imports (and immediately run `import("…")`) of inline module scripts, in order,
 * without duplicates.
 */
export function firstLoadScripts(html) {
  const urls = [];
  const add = (url) => {
    if (url && !urls.includes(url)) urls.push(url);
  };
  for (const match of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const tag = match[0];
    if (match[1].toLowerCase() === 'link') {
      const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
      if (rel.includes('modulepreload')) add(attribute(tag, 'href'));
    } else if ((attribute(tag, 'type') ?? '').toLowerCase() === 'module') {
      add(attribute(tag, 'src'));
    }
  }
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attrs) || (attribute(`<x ${attrs}>`, 'type') ?? '') !== 'module') {
      continue;
    }
    for (const url of staticImports(match[2] ?? '', { includeDynamic: true })) add(url);
  }
  return urls;
}

/**
 * Module specifiers a piece of (possibly minified) JavaScript imports statically:
 * `import x from "a"`, `import{a as b}from"./a.js"`, `import "a"`, `export * from "a"`.
 * With includeDynamic, also every `import("a")`: the inline boot script (deferred to just after
 * the first paint by scripts/postbuild.mjs) runs all of its imports at once. In a bundled file
 * a dynamic import is lazy and not counted.
 */
export function staticImports(code, { includeDynamic = false } = {}) {
  const found = [];
  const patterns = [
    /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g,
    /(?:^|[;}\s])export\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+)["']/g,
  ];
  if (includeDynamic) patterns.push(/\bimport\(\s*["']([^"']+)["']\s*\)/g);
  for (const pattern of patterns) {
    for (const match of code.matchAll(pattern)) {
      if (match[1] && !found.includes(match[1])) found.push(match[1]);
    }
  }
  return found;
}

/** Resolves a specifier found in `fromUrl` to a site path such as /assets/x.js, or null. */
export function resolveUrl(specifier, fromUrl) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(specifier) || specifier.startsWith('//')) return null;
  if (specifier.startsWith('/')) return posix.normalize(specifier);
  if (specifier.startsWith('.')) return posix.join(posix.dirname(fromUrl), specifier);
  return null; // a bare specifier cannot be loaded by a browser without an import map
}

/** Reads React Router's `window.__reactRouterManifest={…}` file into an object. */
export function parseRouterManifest(code) {
  const match = code.match(/__reactRouterManifest\s*=\s*(\{[\s\S]*\})\s*;?\s*$/);
  if (!match?.[1]) throw new Error('size: cannot read the React Router manifest');
  return JSON.parse(match[1]);
}

/** The framework's files: the manifest itself, the client entry and everything it imports. */
export function frameworkFiles(manifest, manifestUrl) {
  return new Set([manifestUrl, manifest.entry.module, ...(manifest.entry.imports ?? [])]);
}

export const kb = (bytes) => bytes / 1000;
export const formatKb = (bytes) => `${kb(bytes).toFixed(1)} KB`;

/**
 * Per-route figures and the verdict. `sizes` maps a script URL to its brotli size; `framework`
 * is the set of framework URLs.
 */
export function summarise(routes, sizes, framework, gateKb = GATE_KB) {
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
    return {
      route,
      files: scripts.length,
      frameworkBytes,
      ourBytes,
      total,
      over: kb(total) > gateKb,
    };
  });
  return { rows, failed: rows.filter((row) => row.over) };
}

async function files(dir, ending) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return files(path, ending);
      return entry.name.endsWith(ending) ? [path] : [];
    }),
  );
  return nested.flat();
}

function routeOf(htmlPath) {
  const path = `/${relative(client, htmlPath).split(sep).join('/')}`;
  if (path === '/404.html') return '404.html';
  return path === '/index.html' ? '/' : path.replace(/\.html$/, '');
}

/** `/` first, the pages in name order, 404.html last. */
export function routeOrder(route) {
  return route === '/' ? 0 : route === '404.html' ? 2 : 1;
}

async function main() {
  const sources = new Map();
  const read = async (url) => {
    if (!sources.has(url)) sources.set(url, await readFile(join(client, url)));
    return sources.get(url);
  };

  // /admin is the CMS for the church office (Decap, a plain script of its own), not a page.
  const htmlPaths = (await files(client, '.html'))
    .filter((path) => !path.startsWith(`${join(client, 'admin')}/`))
    .sort();
  if (htmlPaths.length === 0) throw new Error(`size: no HTML in ${client}; run "npm run build"`);
  const routes = [];
  let manifestUrl = null;
  for (const htmlPath of htmlPaths) {
    const html = await readFile(htmlPath, 'utf8');
    const scripts = [];
    const queue = firstLoadScripts(html)
      .map((specifier) => resolveUrl(specifier, '/'))
      .filter(Boolean);
    while (queue.length > 0) {
      const url = queue.shift();
      if (scripts.includes(url)) continue;
      scripts.push(url);
      const code = (await read(url)).toString('utf8');
      if (/^\s*window\.__reactRouterManifest\s*=/.test(code)) manifestUrl = url;
      for (const specifier of staticImports(code)) {
        const resolved = resolveUrl(specifier, url);
        if (resolved?.endsWith('.js')) queue.push(resolved);
      }
    }
    routes.push({ route: routeOf(htmlPath), scripts });
  }
  routes.sort(
    (a, b) => routeOrder(a.route) - routeOrder(b.route) || a.route.localeCompare(b.route),
  );
  if (!manifestUrl) throw new Error('size: no page loads the React Router manifest');

  const framework = frameworkFiles(
    parseRouterManifest((await read(manifestUrl)).toString()),
    manifestUrl,
  );
  const sizes = new Map();
  for (const [url, source] of sources) {
    sizes.set(
      url,
      brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    );
  }

  const { rows, failed } = summarise(routes, sizes, framework);
  const width = Math.max(...rows.map((row) => row.route.length), 5);
  console.log(
    `First-load JavaScript per page, brotli q11 (budget ${BUDGET_KB} KB, gate ${GATE_KB} KB)\n`,
  );
  console.log(`${'route'.padEnd(width)}  files  framework       ours      total`);
  for (const row of rows) {
    console.log(
      `${row.route.padEnd(width)}  ${String(row.files).padStart(5)}  ${formatKb(row.frameworkBytes).padStart(9)}  ${formatKb(row.ourBytes).padStart(9)}  ${formatKb(row.total).padStart(9)}${row.over ? '  ✖ over' : ''}`,
    );
  }
  const detail = process.argv.find((arg) => arg.startsWith('--route='))?.slice('--route='.length);
  for (const { route, scripts } of routes.filter((entry) => entry.route === detail)) {
    console.log(`\n${route}:`);
    for (const url of [...scripts].sort((a, b) => sizes.get(b) - sizes.get(a))) {
      const tag = framework.has(url) ? 'framework' : 'ours';
      console.log(`  ${formatKb(sizes.get(url)).padStart(9)}  ${tag.padEnd(9)}  ${url}`);
    }
  }
  const floor = Math.max(...rows.map((row) => row.frameworkBytes));
  console.log(
    `\nbudget ${BUDGET_KB} KB, framework floor ${formatKb(floor)} (react, react-dom, React Router's client runtime and manifest, before any of our code); gate = floor ${FRAMEWORK_FLOOR_KB} KB + ${OUR_CODE_ALLOWANCE_KB} KB for our code = ${GATE_KB} KB`,
  );
  if (kb(floor) > FRAMEWORK_FLOOR_KB) {
    console.error(
      `✖ The framework now measures ${formatKb(floor)}, above the recorded floor of ${FRAMEWORK_FLOOR_KB} KB: find what grew (a dependency update, a build setting) before raising FRAMEWORK_FLOOR_KB.`,
    );
    process.exitCode = 1;
  }
  if (failed.length > 0) {
    console.error(
      `✖ ${failed.length} page(s) load more than ${GATE_KB} KB of JavaScript up front: ${failed.map((row) => row.route).join(', ')}`,
    );
    process.exitCode = 1;
  } else if (process.exitCode !== 1) {
    console.log(`✔ every page is within ${GATE_KB} KB`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await main();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
