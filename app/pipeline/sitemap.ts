// sitemap.xml and robots.txt, from the route table and the collections' pages, made absolute
// by app/lib/site-url.ts as the canonical links are.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { collectionPaths } from '../content/loading/collection-paths.ts';
import type { Content } from '../content/loading/load.server.ts';
import { adminFolder } from '../lib/built-files.js';
import { churchSuiteFeeds } from '../lib/churchsuite.ts';
import { churchPaths } from '../lib/church-paths.ts';
import { routeOf } from '../content/schemas/kinds.ts';
import { hallsPaths, paths } from '../lib/paths.ts';
import { absoluteUrl } from '../lib/site-url.ts';
import { escapeXml } from '../lib/xml.ts';
import { languageOfPath, pathIn } from '../lib/language-paths.ts';
import { htmlLang, type Language, languagesOf } from '../lib/languages.ts';
import routes from '../routes.ts';

/**
 * The public pages' paths, once each: every route without a parameter but search, those of a
 * route with one in `pagesOf` where it stands (the churches' pages), then `more`.
 */
export function sitemapPaths(
  routes: { path?: string; index?: boolean }[],
  more: string[] = [],
  pagesOf: Record<string, string[]> = {},
) {
  const fixed = routes.flatMap((route) => {
    if (route.index) return ['/'];
    if (route.path && pagesOf[route.path]) return pagesOf[route.path]!;
    return route.path && !/[*:]/.test(route.path) && route.path !== 'search'
      ? [`/${route.path}`]
      : [];
  });
  return [...new Set([...fixed, ...more])];
}

/** Each page's address, with its twins in each language (hreflang) on a site of two. */
export interface SitemapEntry {
  url: string;
  alternates?: { language: string; url: string }[];
}

export function sitemapXml(entries: (string | SitemapEntry)[]) {
  const listed = entries.map((entry) => (typeof entry === 'string' ? { url: entry } : entry));
  const twins = listed.some((entry) => entry.alternates);
  const link = ({ language, url }: { language: string; url: string }) =>
    `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(url)}"/>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    // Google's sitemap extension for a page's languages: the XHTML namespace's <link>.
    twins
      ? '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'
      : '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...listed.map(
      ({ url, alternates = [] }) =>
        `  <url><loc>${escapeXml(url)}</loc>${alternates.map(link).join('')}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
}

/** On a site of two languages, every page in each, each naming all its twins. */
export function inLanguages(paths: string[], languages: Language[], url: (path: string) => string) {
  if (languages.length < 2) return paths.map(url);
  return paths
    .filter((path) => languageOfPath(path, languages) === languages[0])
    .flatMap((path) => {
      const alternates = languages.map((language) => ({
        language: htmlLang(language),
        url: url(pathIn(language, languages)(path)),
      }));
      return alternates.map(({ url: own }) => ({ url: own, alternates }));
    });
}

export function robotsTxt(sitemapUrl: string) {
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

export async function writeSitemap(client: string, content: Content) {
  const url = (path: string) => absoluteUrl(content.church.siteUrl, path);
  // /groups is listed without its choices (groups/*), and the halls page without its rooms.
  const named = churchSuiteFeeds(content.church.churchSuite);
  const listed = sitemapPaths(
    routes,
    [
      ...collectionPaths(content),
      ...(named.groups ? [paths.groups] : []),
      ...(named.bookings ? [hallsPaths.page(content.hallsPage.slug)] : []),
    ],
    { [routeOf('churches')]: content.churches.map(({ slug }) => churchPaths.church(slug)) },
  );
  const entries = inLanguages(listed, languagesOf(content.church), url);
  await writeFile(join(client, 'sitemap.xml'), sitemapXml(entries));
  await writeFile(join(client, 'robots.txt'), robotsTxt(url('/sitemap.xml')));
  return `sitemap.xml with ${entries.length} pages; robots.txt`;
}
