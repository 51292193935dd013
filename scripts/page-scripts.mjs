// Which scripts a built page loads, for `npm run size`: read from its inline scripts, its islands
// and the scripts' static imports (a page names no script file and preloads no module:
// e2e/islands.spec.ts and e2e/routes.spec.ts check it).
import { posix } from 'node:path';

/**
 * Each inline classic script's code (no `src`, modules or data such as JSON-LD).
 * @param {string} html
 */
export const inlineClassicScripts = (html) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs = '']) => !/\ssrc\s*=/i.test(attrs))
    .filter(([, attrs = '']) =>
      ['', 'text/javascript'].includes((/\stype="([^"]*)"/i.exec(attrs)?.[1] ?? '').toLowerCase()),
    )
    .map(([, , code = '']) => code);

/**
 * What (minified) JavaScript imports statically, and with includeDynamic its `import("a")` too:
 * an inline script asks for all it imports after the first paint; a bundle's import() is lazy.
 * @param {string} code
 * @param {{ includeDynamic?: boolean }} [options]
 */
export function staticImports(code, { includeDynamic = false } = {}) {
  /** @type {string[]} */
  const found = [];
  const patterns = [
    /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g,
    /(?:^|[;}\s])export\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+)["']/g,
  ];
  // A minifier may write the address as a template literal with nothing to fill in.
  if (includeDynamic) patterns.push(/\bimport\(\s*["'`]([^"'`$]+)["'`]\s*\)/g);
  for (const pattern of patterns) {
    for (const match of code.matchAll(pattern)) {
      if (match[1] && !found.includes(match[1])) found.push(match[1]);
    }
  }
  return found;
}

/**
 * A specifier found in `fromUrl` as a site path such as /assets/x.js, or null.
 * @param {string} specifier @param {string} fromUrl
 */
export function resolveUrl(specifier, fromUrl) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(specifier) || specifier.startsWith('//')) return null;
  if (specifier.startsWith('/')) return posix.normalize(specifier);
  if (specifier.startsWith('.')) return posix.join(posix.dirname(fromUrl), specifier);
  return null; // a bare specifier cannot be loaded by a browser without an import map
}

/**
 * Each island's chunk by its name, read from the islands' entry (app/browser/island-registry.ts):
 * `"event-list":()=>…import(`./island-event-list-….js`)`.
 * @param {string} code The entry.
 * @param {string} entryUrl
 * @returns {Map<string, string>}
 */
export function islandChunks(code, entryUrl) {
  const chunks = new Map();
  for (const match of code.matchAll(/"([\w-]+)":\(\)=>[^,{}]*?import\([`"']([^`"']+)[`"']\)/g)) {
    const url = resolveUrl(match[2] ?? '', entryUrl);
    if (match[1] && url && !chunks.has(match[1])) chunks.set(match[1], url);
  }
  if (chunks.size === 0) throw new Error('size: cannot read the islands from their entry');
  return chunks;
}

/** The islands a page has, by the names their containers carry. @param {string} html */
export const islandNames = (html) => [
  ...new Set([...html.matchAll(/\sdata-island="([\w-]+)"/g)].map((match) => match[1] ?? '')),
];
