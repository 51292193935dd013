// `npm run check:html`: every built page is valid HTML and every internal link, image and
// `#fragment` in it resolves, as the host serves it (/about-us from about-us.html).
// Rules relaxed in .htmlvalidate.json, none of HTML's own: void-style and attr-case (React's valid
// `<meta/>` and `charSet`), attribute-boolean-style (React Router's `async=""`), valid-id relaxed
// (React's `id="_R_"`), tel-non-breaking (typography), aria-label-misuse allowAnyNamable (the
// Activities menu names each column's <ul> by its heading, as ARIA allows).
import { readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { addressOf } from '../app/lib/built-files.js';
import { filesUnder, pathIn, runMain } from './cli.mjs';

const client = process.env.BUILD_DIR ?? 'build/client';

/** @type {Record<string, string>} */
const entities = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'", '#x27': "'" };
/** @param {string} text */
const decodeEntities = (text) =>
  text.replace(/&(amp|quot|apos|lt|gt|#39|#x27);/g, (_, name) => entities[name] ?? _);

/** Every id in a page. @param {string} html */
export function elementIds(html) {
  return new Set(
    [...html.matchAll(/<[a-zA-Z][^>]*?\sid="([^"]*)"/g)].map((m) => decodeEntities(m[1] ?? '')),
  );
}

/** @param {string} html Every URL it links to or loads: href, src and each srcset candidate. */
export function pageUrls(html) {
  // Inline scripts and JSON-LD hold URLs as data, not links; leave them out.
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  return [...markup.matchAll(/\s(href|src|srcset|imagesrcset)="([^"]*)"/gi)].flatMap(
    ([, name = '', value = '']) =>
      /srcset$/i.test(name)
        ? decodeEntities(value)
            .split(',')
            .flatMap((candidate) => candidate.trim().split(/\s+/)[0] || [])
        : [decodeEntities(value)],
  );
}

/**
 * The site path and fragment of a URL on `pagePath` ("/about-us"), or null for an outside one.
 * @param {string} url @param {string} pagePath
 */
export function internalTarget(url, pagePath) {
  if (url === '' || /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return null;
  const parsed = new URL(url, `https://site.invalid${pagePath}`);
  return {
    path: decodeURIComponent(parsed.pathname),
    fragment: parsed.hash ? decodeURIComponent(parsed.hash.slice(1)) : null,
  };
}

/**
 * The built file a site path is served from without a redirect, or null: /about-us/ redirects
 * to /about-us (about-us.html), so a link to it counts as broken.
 * @param {string} path
 * @param {Set<string>} files The built files, relative to the build's folder.
 */
export function fileForPath(path, files) {
  const clean = path.replace(/^\/+/, '');
  const candidates = path.endsWith('/') ? [`${clean}index.html`] : [clean, `${clean}.html`];
  return candidates.find((candidate) => files.has(candidate)) ?? null;
}

/**
 * One page's broken links, as sentences.
 * @param {{ html: string, file: string, pagePath: string, files: Set<string>, idsOf: (file: string) => Set<string> }} page
 */
export function brokenLinks({ html, file, pagePath, files, idsOf }) {
  /** @type {string[]} */
  const problems = [];
  for (const url of new Set(pageUrls(html))) {
    const target = internalTarget(url, pagePath);
    if (!target) continue;
    const targetFile =
      target.path === pagePath && url.startsWith('#') ? file : fileForPath(target.path, files);
    if (!targetFile) {
      problems.push(`${pagePath}: "${url}" is not a built page or file`);
      continue;
    }
    if (
      target.fragment &&
      targetFile.endsWith('.html') &&
      !idsOf(targetFile).has(target.fragment)
    ) {
      problems.push(`${pagePath}: "${url}" has no element with id "${target.fragment}"`);
    }
  }
  return problems;
}

async function main() {
  const { FileSystemConfigLoader, HtmlValidate, formatterFactory } = await import('html-validate');
  const files = new Set((await filesUnder(client)).map((path) => pathIn(client, path)));
  const pages = [...files].filter((f) => f.endsWith('.html')).sort();
  if (pages.length === 0) throw new Error(`check:html: no HTML in ${client}; run "npm run build"`);

  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const reports = [];
  /** @type {Map<string, string>} */
  const html = new Map();
  for (const page of pages) {
    const source = await readFile(join(client, page), 'utf8');
    html.set(page, source);
    reports.push(await validator.validateString(source, posix.join(client, page)));
  }
  const invalid = reports.filter((report) => !report.valid);
  if (invalid.length > 0) {
    const stylish = formatterFactory('stylish');
    console.error(invalid.map((report) => stylish(report.results)).join('\n'));
  }

  const ids = new Map([...html].map(([page, source]) => [page, elementIds(source)]));
  /** @param {string} file */
  const idsOf = (file) => ids.get(file) ?? new Set();
  const broken = [...html].flatMap(([file, source]) =>
    brokenLinks({ html: source, file, pagePath: addressOf(file), files, idsOf }),
  );
  for (const problem of broken) console.error(`✖ ${problem}`);

  const linkCount = [...html.values()].reduce((sum, page) => sum + new Set(pageUrls(page)).size, 0);
  console.log(
    `check:html: ${pages.length} pages, ${pages.length - invalid.length} valid; ${linkCount} links and sources checked, ${broken.length} broken`,
  );
  if (invalid.length > 0 || broken.length > 0) process.exit(1);
}

await runMain(import.meta.url, main);
