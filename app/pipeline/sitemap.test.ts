import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentCopies } from '../../test/content-copies.ts';
import { withoutChurchSuite } from '../../test/without-churchsuite.ts';
import { collectionPaths } from '../content/loading/collection-paths.ts';
import { loadContent } from '../content/loading/load.server.ts';
import { hallsPaths, paths } from '../lib/paths.ts';
import { absoluteUrl } from '../lib/site-url.ts';
import { robotsTxt, sitemapPaths, sitemapXml, writeSitemap } from './sitemap.ts';

const routes = [
  { file: 'routes/home.tsx', index: true },
  { file: 'routes/events.tsx', path: 'events' },
  { file: 'routes/activity.tsx', path: 'activities/the-ark', id: 'activity/the-ark' },
  { file: 'routes/search.tsx', path: 'search' },
  { file: 'routes/notice.tsx', path: 'news/:slug' },
  { file: 'routes/not-found.tsx', path: '*' },
];

describe('sitemap and robots.txt', () => {
  it('lists every page of the route table but the catch-all, the search page and those with a parameter', () => {
    expect(sitemapPaths(routes)).toEqual(['/', '/events', '/activities/the-ark']);
  });

  it('adds the pages the routes with a parameter show', () => {
    expect(sitemapPaths(routes, ['/events', '/news/harvest'])).toEqual([
      '/',
      '/events',
      '/activities/the-ark',
      '/news/harvest',
    ]);
  });

  it('makes absolute addresses from the site address, with or without its slash', () => {
    expect(absoluteUrl('https://www.church.example', '/events')).toBe(
      'https://www.church.example/events',
    );
    expect(absoluteUrl('https://www.church.example/', '/')).toBe('https://www.church.example/');
  });

  it('writes a sitemap with one <loc> per page, escaped', () => {
    const xml = sitemapXml(['https://a.example/', 'https://a.example/q&a']);
    expect(xml).toContain('<loc>https://a.example/</loc>');
    expect(xml).toContain('<loc>https://a.example/q&amp;a</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it('points robots at the sitemap and keeps the CMS out of search results', () => {
    const robots = robotsTxt('https://a.example/sitemap.xml');
    expect(robots).toContain('Sitemap: https://a.example/sitemap.xml');
    expect(robots).toContain('Disallow: /admin/');
  });
});

describe('writeSitemap, for the test content', () => {
  const work = mkdtempSync(join(tmpdir(), 'sitemap-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  const copy = contentCopies();
  const listedFor = async (content: ReturnType<typeof loadContent>) => {
    const said = await writeSitemap(work, content);
    const xml = readFileSync(join(work, 'sitemap.xml'), 'utf8');
    return { said, listed: [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]) };
  };

  it('lists the routes and every collection page at the site address, and robots.txt names it', async () => {
    const content = loadContent();
    const { said, listed } = await listedFor(content);
    expect(said).toBe(`sitemap.xml with ${listed.length} pages; robots.txt`);
    for (const path of ['/', paths.groups, ...collectionPaths(content)]) {
      expect(listed).toContain(absoluteUrl(content.church.siteUrl, path));
    }
    expect(readFileSync(join(work, 'robots.txt'), 'utf8')).toContain(
      `Sitemap: ${absoluteUrl(content.church.siteUrl, '/sitemap.xml')}`,
    );
  });

  it('lists no /groups and no halls page for a church without ChurchSuite', async () => {
    const content = withoutChurchSuite(copy('test/fixtures/content'));
    const { listed } = await listedFor(content);
    const url = (path: string) => absoluteUrl(content.church.siteUrl, path);
    expect(listed).toContain(url(paths.events));
    expect(listed).not.toContain(url(paths.groups));
    expect(listed).not.toContain(url(hallsPaths.page(content.hallsPage.slug)));
  });
});
