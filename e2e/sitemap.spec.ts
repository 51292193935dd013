import { activityList, churchPageList, collectionPages, content } from './support/content.ts';
import { expect, test } from './support/test.ts';
import { churchPaths } from '../app/lib/church-paths.ts';
import { paths } from '../app/lib/paths.ts';

const site = content.church.siteUrl.replace(/\/$/, '');
const pages = [
  paths.home,
  paths.events,
  paths.getInvolved,
  paths.giving,
  paths.aboutUs,
  paths.privacyPolicy,
  paths.groups,
  `/${content.hallsPage.slug}`,
  ...activityList.map((activity) => activity.path),
  ...churchPageList.map((page) => page.path),
  ...collectionPages.map((page) => page.path),
  // A site of several churches: all of them, and each one's page and list of sermons.
  ...(content.churches.length > 0
    ? [
        churchPaths.all,
        ...content.churches.flatMap((one) => [
          churchPaths.church(one.slug),
          churchPaths.sermons(one.slug),
        ]),
      ]
    : []),
];

test('sitemap.xml lists every page, activities included, at the site address @desktop @content', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs.sort()).toEqual(
    pages.map((path) => (path === '/' ? `${site}/` : `${site}${path}`)).sort(),
  );
});

test('robots.txt points to the sitemap and keeps the CMS out of search results @desktop @content', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
  expect(robots).toMatch(/^Disallow: \/admin\/$/m);
});

// The host's own runtime serves the build (npm run preview): every page answers at the
// address the site links to, with no redirect hop, and names that address as canonical; and
// every address a page links to answers at once too (each asked for once, side by side).
test('every page answers at its own address with no redirect and names it canonical, and every internal link goes straight to a page @desktop @content', async ({
  request,
}) => {
  const linkedFrom = new Map<string, string>();
  for (const path of pages) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    expect(canonical, path).toBe(path === '/' ? `${site}/` : `${site}${path}`);
    for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)) {
      if (!pages.includes(href!) && !linkedFrom.has(href!)) linkedFrom.set(href!, path);
    }
  }
  const statuses = await Promise.all(
    [...linkedFrom].map(async ([href, from]) => {
      const response = await request.get(href, { maxRedirects: 0 });
      return `${from} → ${href}: ${response.status()}`;
    }),
  );
  expect(statuses).toEqual([...linkedFrom].map(([href, from]) => `${from} → ${href}: 200`));
});

test('a page asked for with a final slash is sent to the address without one @desktop', async ({
  request,
}) => {
  const path = pages.at(-1)!;
  const response = await request.get(`${path}/`, { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe(path);
});
