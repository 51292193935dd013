// After `react-router build`: turn the prerendered /404 page into the static host's
// 404.html, give every page the address the host serves without a redirect (about-us.html for
// /about-us), delete the route data of the pages that do not run React in the browser, give
// the live pages a Content-Security-Policy that allows exactly their own inline scripts (by
// hash) and every other page one that allows the shared script's first-paint part alone (by
// its hash), and write `_headers`, the speculation rules, sitemap.xml, robots.txt, and the short
// addresses' `_redirects` and QR codes.
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, extname, join, relative, sep } from 'node:path';
import * as pagefind from 'pagefind';
import sharp from 'sharp';
import { addressOf, adminFolder, pagefindFolder } from '../app/lib/built-files.js';
import { appModules } from './app-modules.mjs';
import { checkHeadersLimits } from './headers.mjs';
import { ShortLinksError, writeShortLinks } from './short-links.mjs';
import { robotsTxt, sitemapPaths, sitemapXml } from './sitemap.mjs';

const client = process.env.BUILD_DIR ?? 'build/client';

/** @typedef {Awaited<ReturnType<typeof appModules>>} App */
/** @typedef {ReturnType<App['loadContent']>} Content */

/**
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
async function htmlFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return path === join(client, adminFolder) ? [] : htmlFiles(path);
      return entry.name.endsWith('.html') ? [path] : [];
    }),
  );
  return nested.flat();
}

/**
 * sha256 hashes of every inline <script> that runs: not data blocks such as JSON-LD
 * (type="application/ld+json"), which a policy does not govern.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  /** @type {string[]} */
  const hashes = [];
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
 * @param {string} page
 * @param {string} html
 * @param {Set<string>} allowed
 */
export function plainPageScriptHash(page, html, allowed) {
  const hashes = inlineScriptHashes(html);
  const [hash] = hashes;
  if (hashes.length !== 1 || !hash || !allowed.has(hash)) {
    throw new Error(
      `postbuild: ${page} does not hydrate, so the one inline script it may run is a first-paint part of the shared script; it runs ${hashes.length === 1 ? 'another' : hashes.length}`,
    );
  }
  return hash;
}

/**
 * The hashes of the shared script's first-paint parts for pages that do not hydrate, from the
 * files the build writes of them (app/browser/site-script-plugin.ts).
 * @param {string} assets The build's assets folder.
 */
export async function plainFirstPaintHashes(assets) {
  const names = (await readdir(assets)).filter((name) =>
    /^site-first-paint-(plain|player|islands)-[\w-]+\.js$/.test(name),
  );
  if (names.length === 0) throw new Error('postbuild: the build wrote no first-paint parts');
  return new Set(
    await Promise.all(
      names.map(async (name) => scriptHash(await readFile(join(assets, name), 'utf8'))),
    ),
  );
}

/**
 * Whether a prerendered page runs React in the browser: only the live pages (app/lib/paths.ts)
 * carry React Router's boot script; every other page is HTML and the shared script.
 * @param {string} html
 */
export const hydrates = (html) => html.includes('window.__reactRouterRouteModules');

/**
 * The route data React Router prerenders for a page's client-side navigation (every page: the
 * root route has a loader, and @react-router/dev's prerender writes a .data file for each path
 * whose routes have one), named after the page: `_root.data` for the home page.
 * @param {string} page
 */
export const dataFileOf = (page) =>
  page === 'index.html' ? '_root.data' : page.replace(/(?:\/index)?\.html$/, '.data');

/**
 * Every page is complete HTML before any JavaScript runs; the JavaScript only adds menus,
 * the events feed and analytics. So the page is painted first and React Router boots after:
 * its boot module's static imports become dynamic ones that start once the page has loaded and
 * painted, and the `<link rel="modulepreload">` tags go, so nothing competes with the HTML, CSS
 * and hero image on a slow connection, and hydration never holds back the first paint.
 * Throws if the boot script is not of the shape React Router 7 emits, so an upgrade that
 * changes it fails the build rather than the site.
 * @param {string} html
 */
export function deferBoot(html) {
  const boot = /<script type="module" async="">([\s\S]*?)<\/script>/;
  const match = html.match(boot);
  if (!match) throw new Error('postbuild: no React Router boot script found');
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
    throw new Error(`postbuild: the React Router boot script has an unexpected shape:\n${body}`);
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
 * The file a page's `x/index.html` becomes so that the host serves it at `/x` with no
 * redirect: Cloudflare Pages answers /x from x.html and sends /x/ and /x.html to /x (308);
 * given x/index.html it does the opposite, and every internal link would cost a redirect hop.
 * The home page stays index.html.
 * @param {string} file
 */
export function flatName(file) {
  const parts = file.split('/');
  if (parts.length < 2 || parts.at(-1) !== 'index.html') return file;
  return `${parts.slice(0, -1).join('/')}.html`;
}

/**
 * Where the speculation rules are (app/lib/paths.ts), named by the Speculation-Rules header of
 * every page that does not hydrate. A live page has no such header: the rules would be fetched
 * beside its stylesheet, before its first paint, and Lighthouse's model painted / and /events
 * later for it. It adds them itself once React has the page (components/layout/enhance-live-page.tsx),
 * as an inline <script type="speculationrules"> its policy allows by hash (`scriptHash`).
 */
export const speculationRulesFile = 'speculation-rules.json';

/** The policy's hash of a script with this text. @param {string} source */
export const scriptHash = (source) =>
  `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

/**
 * Speculation Rules (Chromium; other browsers ignore the header and just load the page): a
 * page the visitor rests the pointer on, or starts to tap, is prerendered, so that moving
 * between pages that do not hydrate is instant. Live pages are only prefetched: prerendering
 * one would fetch the events feed for a page the visitor may never open. Files (feeds,
 * downloads, pictures) and the CMS are left alone.
 * @param {string[]} liveAddresses
 */
export function speculationRules(liveAddresses) {
  const files = [{ not: { href_matches: '/*.*' } }, { not: { href_matches: `/${adminFolder}/*` } }];
  const live = liveAddresses.map((address) => ({ href_matches: address }));
  /** @param {object[]} where */
  const rule = (where) => ({
    source: 'document',
    where: { and: [...files, ...where] },
    eagerness: 'moderate',
  });
  return `${JSON.stringify({
    prerender: [rule([{ href_matches: '/*' }, { not: { or: live } }])],
    prefetch: [rule([{ or: live }])],
  })}\n`;
}

/** The only player a page may frame beyond ChurchSuite's forms: YouTube's privacy-enhanced one. */
export const videoOrigin = 'https://www.youtube-nocookie.com';

/**
 * The pages' policy, sent in `_headers`: scripts from the site itself, and inline only those
 * allowed by hash: `scriptHashes`, a plain page's first-paint part of the shared script, or a
 * live page's own inline scripts (that part, React Router's boot and route data), allowed on
 * that page alone. `mediaOrigins` are the hosts of the sermons' recordings;
 * `video` adds YouTube's player to the frames allowed (the sermon pages' policy, and theirs
 * only); `wasm` adds 'wasm-unsafe-eval' (the search page's policy, and its only): Pagefind
 * searches its index in WebAssembly. That allows compiling WebAssembly the page fetched from
 * the site, not eval().
 * @param {{ churchSuiteOrigin: string, feedOrigin?: string, analyticsOrigin: string | null, mediaOrigins?: string[], video?: boolean, wasm?: boolean, scriptHashes?: string[] }} policy
 */
export function contentSecurityPolicy({
  churchSuiteOrigin,
  feedOrigin,
  analyticsOrigin,
  mediaOrigins = [],
  video = false,
  wasm = false,
  scriptHashes = [],
}) {
  const connect = new Set([churchSuiteOrigin, feedOrigin, analyticsOrigin].filter(Boolean));
  const media = [...new Set(mediaOrigins)].sort();
  return [
    "default-src 'self'",
    ["script-src 'self'", ...(wasm ? ["'wasm-unsafe-eval'"] : []), ...scriptHashes].join(' '),
    // React and Radix set a few style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https://*.churchsuite.com",
    "font-src 'self'",
    `media-src ${["'self'", ...media].join(' ')}`,
    `connect-src 'self' ${[...connect].join(' ')}`,
    `frame-src ${[churchSuiteOrigin, ...(video ? [videoOrigin] : [])].join(' ')}`,
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ].join('; ');
}

/**
 * A sermon's chapters and transcript (app/features/sermons/episode-files.ts) are read by podcast
 * apps, some of them in a browser on another site: the namespace's transcripts page asks for
 * CORS headers so they can (Podcastindex-org/podcast-namespace,
 * docs/examples/transcripts/transcripts.md). Cloudflare Pages sends one with every file; other
 * hosts only where asked. Each with its type: the chapters file's is `application/json+chapters`
 * (docs/examples/chapters/jsonChapters.md), and text in UTF-8. A splat, not a `:slug`
 * placeholder, which not every host reads in `_headers`.
 * @param {{ sermonChapters: (slug: string) => string, sermonTranscript: (slug: string, format?: 'vtt' | 'txt') => string }} paths
 */
export function episodeFileHeaders(paths) {
  const rule = (/** @type {string} */ path, /** @type {string} */ type) =>
    `${path}\n  Content-Type: ${type}\n  Access-Control-Allow-Origin: *`;
  return [
    rule(paths.sermonChapters('*'), 'application/json+chapters'),
    rule(paths.sermonTranscript('*', 'vtt'), 'text/vtt; charset=utf-8'),
    rule(paths.sermonTranscript('*', 'txt'), 'text/plain; charset=utf-8'),
  ].join('\n');
}

/**
 * /admin is Decap CMS, which cannot run under the public pages' policy. Each source beyond
 * 'self' is one Decap was seen to need in Chromium (e2e-admin/admin.spec.ts fails on any
 * violation), or the GitHub backend needs on the live site:
 * - script 'unsafe-eval': Decap checks config.yml with ajv, which compiles its schema with
 *   new Function(); without it the CMS stops before the login screen.
 * - style 'unsafe-inline': Decap's components style themselves with <style> tags (emotion).
 * - img blob:: pictures from the repository and uploads are shown from blob: URLs;
 *   avatars.githubusercontent.com is the signed-in editor's picture (GitHub backend).
 * - connect blob:: Decap re-reads an unsaved entry's pictures (blob: URLs) to keep a backup
 *   copy of the draft in the browser; http://localhost:8081 is decap-server on the editor's
 *   own computer (`npm run cms`); https://api.github.com is where the live site saves.
 * No inline script, frames or workers; nothing else may load.
 */
export function adminContentSecurityPolicy() {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: https://avatars.githubusercontent.com",
    "connect-src 'self' blob: http://localhost:8081 https://api.github.com",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Header lines for the CMS's paths: its own policy in place of the public pages' one. */
export function adminHeaders() {
  // "! Name" detaches a header an earlier rule set (Cloudflare Pages); Netlify skips the line
  // and lets the later rule's value win. The GitHub login is a pop-up that must be able to
  // write back to this window, which Cross-Origin-Opener-Policy: same-origin would prevent.
  return [
    '  ! Content-Security-Policy',
    `  Content-Security-Policy: ${adminContentSecurityPolicy()}`,
    '  ! Cross-Origin-Opener-Policy',
    '  Cross-Origin-Opener-Policy: same-origin-allow-popups',
    '  X-Robots-Tag: noindex',
    // Decap's files keep their names from one version to the next: always ask if they changed.
    '  Cache-Control: no-cache',
  ].join('\n');
}

/**
 * Pagefind searches in a worker, whose policy comes from its own script's headers: its files,
 * its index and its WebAssembly, from this site, and nothing else.
 */
export const searchWorkerPolicy =
  "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; frame-ancestors 'none'";

/**
 * The picture copies the build makes (AVIF, WebP, JPEG: never SVG, which could carry a script)
 * are no documents: a page's policy and its page-only headers are bytes for nothing on each of
 * them (about 0.5 KB a picture where headers are not compressed, a dozen on About us). Nor are
 * the build's scripts and style sheets in /assets: a policy governs the document that loads
 * them, not them (0.5 KB on each, three on a sermon's page, whose whole budget is 25 KB).
 */
export const picturePolicy = "default-src 'none'";

/** The search page, the one page that loads Pagefind. */
export const searchPage = 'search.html';
/** Pagefind's own search interfaces, which the site does not use (it has its own). */
const pagefindUi = /^pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)$/;

/**
 * Pagefind's index of the pages' main content, in pagefind/ of the build: the search page
 * fetches it, no other page does. Each page is indexed at the address the host serves it at.
 * @param {string[]} files
 * @param {Pick<App, 'isIndexed' | 'unindexedParts'>} rules
 */
async function writeSearchIndex(files, { isIndexed, unindexedParts }) {
  const { index, errors } = await pagefind.createIndex({
    rootSelector: 'main',
    excludeSelectors: unindexedParts,
    forceLanguage: 'en',
  });
  if (!index) throw new Error(`postbuild: Pagefind could not start: ${errors.join('; ')}`);
  let pages = 0;
  for (const file of files) {
    const url = addressOf(relative(client, file).split(sep).join('/'));
    if (!isIndexed(url)) continue;
    const added = await index.addHTMLFile({ url, content: await readFile(file, 'utf8') });
    if (added.errors.length > 0) throw new Error(`postbuild: Pagefind: ${added.errors.join('; ')}`);
    pages += 1;
  }
  const written = await index.writeFiles({ outputPath: join(client, pagefindFolder) });
  if (written.errors.length > 0)
    throw new Error(`postbuild: Pagefind: ${written.errors.join('; ')}`);
  await pagefind.close();
  for (const file of await readdir(join(client, pagefindFolder))) {
    if (pagefindUi.test(file)) await rm(join(client, pagefindFolder, file));
  }
  return pages;
}

/**
 * Moves every `x/index.html` to `x.html` (flatName); returns the pages' new paths.
 * @param {string[]} files
 */
async function flattenPages(files) {
  const moved = [];
  for (const file of files) {
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

/**
 * The news feed and the podcast, from the same content as the pages, and the podcast's square
 * picture, made from the one the sermons' settings name.
 */
/**
 * A square JPEG `size` pixels wide cut from the middle of a picture (an SVG drawn sharp).
 * @param {string} source
 * @param {string} target
 * @param {number} size
 */
export async function squarePicture(source, target, size) {
  let image = sharp(source);
  if (extname(source).toLowerCase() === '.svg') {
    const { width = size, height = size } = await image.metadata();
    image = sharp(source, { density: Math.ceil((72 * size) / Math.min(width, height)) });
  }
  await image
    .resize(size, size, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .toColorspace('srgb')
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(target);
}

/**
 * @param {App} app
 * @param {Content} content
 */
async function writeFeeds(app, content) {
  const { church, news, newsPage, sermons, sermonsPage } = content;
  const settings = sermonsPage.podcast;
  const newsFeed = join(client, app.paths.newsFeed);
  const image = join(client, settings.image.href);
  await Promise.all([newsFeed, image].map((file) => mkdir(dirname(file), { recursive: true })));
  await writeFile(
    newsFeed,
    app.atomFeed({
      notices: news,
      title: newsPage.feed.title,
      siteUrl: church.siteUrl,
      author: church.name,
    }),
  );
  // The main podcast and one per series and per preacher (podcast-feed.ts, podcastFeeds).
  const podcasts = app.podcastFeeds({
    sermons,
    sermonSeries: content.sermonSeries,
    sermonsPage,
    siteUrl: church.siteUrl,
    ownerEmail: church.email,
  });
  for (const { feedPath, xml } of podcasts) {
    const file = join(client, feedPath);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, xml);
  }
  // Each sermon's chapters and transcript, beside its page, as its episodes name them.
  const episodeFiles = app.episodeFiles(sermons, settings.title);
  for (const { path, text, copyOf } of episodeFiles) {
    const file = join(client, path);
    await mkdir(dirname(file), { recursive: true });
    if (copyOf) await copyFile(join(app.contentDir(), copyOf), file);
    else await writeFile(file, text ?? '');
  }
  await squarePicture(
    join(app.contentDir(), 'images', settings.image.source),
    image,
    app.podcastImageSize,
  );
  return `news feed with ${Math.min(news.length, app.feedLength)} notices; podcast with ${sermons.length} sermons, and ${podcasts.length - 1} of series and preachers; ${episodeFiles.length} chapters and transcript files`;
}

/**
 * The calendar to subscribe to, /events/calendar.ics, from the events the prerender read
 * (app/features/events/snapshot.server.ts). Without them there is no file: a calendar app
 * keeps what it had when the file is missing for a day, but would empty itself of every
 * event if it found the file empty.
 * @param {App} app
 * @param {Content['church']} church
 */
async function writeCalendar(app, church) {
  const file = join(client, app.paths.calendar);
  /** @type {import('../app/features/events/snapshot.ts').EventsSnapshot | null} */
  let snapshot = null;
  try {
    snapshot = JSON.parse(await readFile(join(dirname(client), app.snapshotFileName), 'utf8'));
  } catch {
    // No file: the prerender never asked for the events.
  }
  await rm(file, { force: true });
  if (!snapshot) return 'no calendar to subscribe to (no events snapshot)';
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, app.subscriptionCalendar(church, snapshot.events, snapshot.takenAt));
  return `${app.paths.calendar} with ${snapshot.events.length} events`;
}

async function main() {
  await rename(join(client, '404/index.html'), join(client, '404.html'));
  await rm(join(client, '404'), { recursive: true });
  // Every route is prerendered, so React Router's SPA fallback is never served.
  await rm(join(client, '__spa-fallback.html'), { force: true });

  const app = await appModules();
  // The content, read once for every step below.
  const content = app.loadContent();
  const { church } = content;
  const churchSuiteOrigin = app.churchSuiteUrls(church.churchSuite.account).origin;
  const feedOverride = process.env.VITE_EVENTS_FEED_URL;
  const feedOrigin = feedOverride ? new URL(feedOverride).origin : churchSuiteOrigin;
  const analyticsOrigin = church.analytics ? new URL(church.analytics.endpoint).origin : null;

  // Before the pages move out of their folders: their .data files are named after the folders.
  /** @type {Map<string, string[]>} */
  const live = new Map();
  /** @type {string[]} */
  const islandAddresses = [];
  const firstPaintHashes = await plainFirstPaintHashes(join(client, 'assets'));
  for (const file of await htmlFiles(client)) {
    const page = relative(client, file);
    const html = await readFile(file, 'utf8');
    if (!hydrates(html)) {
      plainPageScriptHash(page, html, firstPaintHashes);
      await rm(join(client, dataFileOf(page)), { force: true });
      // A page with islands (app/components/island.tsx) is only prefetched, as a live page was.
      if (html.includes(' data-island=')) islandAddresses.push(addressOf(page));
      continue;
    }
    const deferred = deferBoot(html);
    await writeFile(file, deferred);
    live.set(addressOf(page), inlineScriptHashes(deferred));
  }
  const files = await flattenPages(await htmlFiles(client));
  const indexed = await writeSearchIndex(files, {
    isIndexed: (url) => app.isIndexed(url, content.hallsPage.slug),
    unindexedParts: app.unindexedParts,
  });

  // The recordings' hosts, but not the site itself: its own files play from 'self'.
  const siteOrigin = new URL(church.siteUrl).origin;
  const mediaOrigins = content.sermons
    .map((sermon) => new URL(sermon.audio.url).origin)
    .filter((origin) => origin !== siteOrigin);
  const policy = { churchSuiteOrigin, feedOrigin, analyticsOrigin, mediaOrigins };
  const plainScripts = { scriptHashes: [...firstPaintHashes].sort() };
  const csp = contentSecurityPolicy({ ...policy, ...plainScripts });
  const sermonCsp = contentSecurityPolicy({ ...policy, ...plainScripts, video: true });
  const searchAddress = addressOf(searchPage);
  const rules = speculationRules([...live.keys(), ...islandAddresses]);
  await writeFile(join(client, speculationRulesFile), rules);
  const livePolicies = [...live]
    .map(([address, pageHashes]) => {
      const wasm = address === searchAddress;
      const scriptHashes = [...pageHashes, scriptHash(rules)];
      return `${address}
  ! Content-Security-Policy
  Content-Security-Policy: ${contentSecurityPolicy({ ...policy, wasm, scriptHashes })}
  ! Speculation-Rules`;
    })
    .join('\n');
  // Pagefind searches its index in WebAssembly: the search page's policy alone allows it.
  const searchPolicy = `${searchAddress}
  ! Content-Security-Policy
  Content-Security-Policy: ${contentSecurityPolicy({ ...policy, ...plainScripts, wasm: true })}`;
  const headers = `# Written by scripts/postbuild.mjs for Netlify / Cloudflare Pages; "npm run preview" serves it too.
/*
  Content-Security-Policy: ${csp}
  Strict-Transport-Security: max-age=63072000; includeSubDomains
  X-Content-Type-Options: nosniff
  X-Frame-Options: DENY
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()
  Cross-Origin-Opener-Policy: same-origin
  Speculation-Rules: "/${speculationRulesFile}"
/${speculationRulesFile}
  Content-Type: application/speculationrules+json
${app.paths.calendar}
  Content-Type: text/calendar; charset=utf-8
  Cache-Control: public, max-age=3600
/assets/*
  Cache-Control: public, max-age=31536000, immutable
  ! Content-Security-Policy
  Content-Security-Policy: ${picturePolicy}
  ! Permissions-Policy
  ! Speculation-Rules
${app.generatedImagesPath}/*
  Cache-Control: public, max-age=31536000, immutable
  ! Content-Security-Policy
  Content-Security-Policy: ${picturePolicy}
  ! Permissions-Policy
  ! Speculation-Rules
${livePolicies}
${searchPolicy}
/${app.qrFolder}/*
  X-Robots-Tag: noindex
/${pagefindFolder}/*
  ! Content-Security-Policy
  Content-Security-Policy: ${searchWorkerPolicy}
${app.paths.sermons}/*
  ! Content-Security-Policy
  Content-Security-Policy: ${sermonCsp}
${episodeFileHeaders(app.paths)}
/${adminFolder}
${adminHeaders()}
/${adminFolder}/*
${adminHeaders()}
`;
  checkHeadersLimits(headers);
  await writeFile(join(client, '_headers'), headers);

  /** @param {string} path */
  const url = (path) => app.absoluteUrl(church.siteUrl, path);
  // /groups is one route with its choices (groups/*): the list is listed, its choices are not;
  // the halls page likewise (its address/*), without its rooms' pages.
  const paths = sitemapPaths(app.routes, [
    ...app.collectionPaths(content),
    app.paths.groups,
    app.hallsPaths.page(content.hallsPage.slug),
  ]);
  await writeFile(join(client, 'sitemap.xml'), sitemapXml(paths.map(url)));
  const feeds = await writeFeeds(app, content);
  const calendar = await writeCalendar(app, church);
  await writeFile(join(client, 'robots.txt'), robotsTxt(url('/sitemap.xml')));
  // Last, once every file is written: a short address may hide none of them.
  const shortLinks = await writeShortLinks(content.shortLinks, {
    client,
    qrFolder: app.qrFolder,
    qrCodePath: app.qrCodePath,
    addressOf: url,
  });
  const longest = Math.max(...headers.split('\n').map((line) => line.length));
  console.log(
    `postbuild: ${files.length} pages, ${live.size} of them live (${[...live.keys()].join(', ')}), each with its own script policy; speculation rules; a search index of ${indexed}; 404.html; _headers (longest line ${longest} characters); sitemap.xml with ${paths.length} pages; robots.txt; ${feeds}; ${calendar}; ${shortLinks}`,
  );
  const checklist = app.placeholderChecklist(app.contentDir(), {
    // The built one: its backend is the host's (app/content/cms-backend.ts).
    cmsConfig: join(client, adminFolder, 'config.yml'),
    record: app.sampleRecord(),
  });
  if (checklist) console.log(`\n${checklist}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await main();
  } catch (error) {
    if (!(error instanceof ShortLinksError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
