/**
 * A page's address on the live site, as the host serves it with no redirect hop: the site
 * address from content (church.yml, siteUrl; with or without its final slash) and a path.
 */
export function absoluteUrl(siteUrl: string, path: string) {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}
