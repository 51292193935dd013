/** A path's address on the live site (church.yml's siteUrl, with or without its final slash). */
export function absoluteUrl(siteUrl: string, path: string) {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}

/** A file on the site itself as its path, to play from whatever host serves the pages. */
export function onThisSite(siteUrl: string, address: string): string | undefined {
  const site = new URL(siteUrl);
  const url = new URL(address);
  return url.origin === site.origin ? `${url.pathname}${url.search}` : undefined;
}
