// sitemap.xml and robots.txt, from the route table (app/routes.ts, activity pages included)
// and the one site address in content (church.yml, siteUrl). Written by postbuild.mjs.

/** The public pages' paths: every route but the catch-all, "/" first. */
export function sitemapPaths(routes) {
  return routes
    .filter((route) => route.index || (route.path && !route.path.includes('*')))
    .map((route) => (route.index ? '/' : `/${route.path}`));
}

const escapeXml = (text) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c],
  );

/** The site's address with a path, as the host serves it (no redirect hop). */
export function absoluteUrl(siteUrl, path) {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}

export function sitemapXml(siteUrl, paths) {
  const urls = paths.map(
    (path) => `  <url><loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl) {
  return [
    'User-agent: *',
    'Allow: /',
    // The CMS is for the church office, not for search results.
    'Disallow: /admin/',
    '',
    `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
