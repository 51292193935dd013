// sitemap.xml and robots.txt, from the route table (app/routes.ts, activity pages included),
// the collections' pages (app/content/loading/collection-paths.ts)
// and the one site address in content (church.yml, siteUrl), made absolute by
// app/lib/site-url.ts as the canonical links are. Written by postbuild.mjs.
import { adminFolder } from '../app/lib/built-files.js';

/** Pages for visitors that search engines should not list: search results. */
const unlisted = new Set(['search']);

/**
 * The public pages' paths: every route but the catch-all, the unlisted and those with a
 * parameter, "/" first, then `more` (the notices, sermons and their lists' pages that those
 * routes show), each once.
 */
/**
 * @param {{ path?: string, index?: boolean }[]} routes The route table's entries
 * @param {string[]} [more]
 */
export function sitemapPaths(routes, more = []) {
  const fixed = routes
    .filter(
      (route) =>
        route.index || (route.path && !/[*:]/.test(route.path) && !unlisted.has(route.path)),
    )
    .map((route) => (route.index ? '/' : `/${route.path}`));
  return [...new Set([...fixed, ...more])];
}

/** @type {Record<string, string>} */
const xmlEntities = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };
/** @param {string} text */
const escapeXml = (text) => text.replace(/[<>&'"]/g, (c) => xmlEntities[c] ?? c);

/** @param {string[]} urls The pages' absolute addresses. */
export function sitemapXml(urls) {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

/** @param {string} sitemapUrl */
export function robotsTxt(sitemapUrl) {
  return [
    'User-agent: *',
    'Allow: /',
    // The CMS is for the church office, not for search results.
    `Disallow: /${adminFolder}/`,
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
