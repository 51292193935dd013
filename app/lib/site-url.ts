/**
 * A page's address on the live site, as the host serves it with no redirect hop: the site
 * address from content (church.yml, siteUrl; with or without its final slash) and a path.
 */
export function absoluteUrl(siteUrl: string, path: string) {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}

/**
 * An address for a link or player on the site's own pages: a file on the site itself
 * (`https://our-site/audio/x.mp3`) becomes its path (`/audio/x.mp3`), so it plays from whatever
 * host serves the pages (a preview, a test); any other address stays as it is.
 */
export function onThisSite(siteUrl: string, address: string): string | undefined {
  const site = new URL(siteUrl);
  const url = new URL(address);
  return url.origin === site.origin ? `${url.pathname}${url.search}` : undefined;
}
