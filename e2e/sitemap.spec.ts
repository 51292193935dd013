import { activityList, content } from './support/content';
import { expect, test } from './support/test';
import { paths } from '../app/lib/paths';

const site = content.church.siteUrl.replace(/\/$/, '');
const pages = [
  paths.home,
  paths.events,
  paths.getInvolved,
  paths.giving,
  paths.aboutUs,
  paths.privacyPolicy,
  ...activityList.map((activity) => activity.path),
];

test('sitemap.xml lists every page, activities included, at the site address @desktop', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs.sort()).toEqual(
    pages.map((path) => (path === '/' ? `${site}/` : `${site}${path}`)).sort(),
  );
});

test('robots.txt points to the sitemap and keeps the CMS out of search results @desktop', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
  expect(robots).toMatch(/^Disallow: \/admin\/$/m);
});
