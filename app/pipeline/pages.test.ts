import { describe, expect, it } from 'vitest';
import { contentCopies, edit } from '../../test/content-copies.ts';
import { withoutChurchSuite } from '../../test/without-churchsuite.ts';
import { collectionPaths } from '../content/loading/collection-paths.ts';
import { loadContent } from '../content/loading/load.server.ts';
import { hallsPaths, paths } from '../lib/paths.ts';
import { pagesToPrerender } from './pages.ts';

describe('the pages to prerender, for the test content', () => {
  const content = loadContent();

  it('are the routes, every item and list page, /groups, the halls page and /404 last', () => {
    const pages = pagesToPrerender(content, { groups: null, bookings: null }, ['/', '/events']);
    expect(pages.slice(0, 2)).toEqual(['/', '/events']);
    for (const path of collectionPaths(content)) expect(pages).toContain(path);
    expect(pages).toContain(paths.groups);
    expect(pages).toContain(hallsPaths.page(content.hallsPage.slug));
    expect(pages.at(-1)).toBe('/404');
    expect(new Set(pages).size).toBe(pages.length);
  });

  it('has no page of a group choice when the groups feed could not be read', () => {
    const pages = pagesToPrerender(content, { groups: null, bookings: null }, []);
    expect(pages.filter((path) => path.startsWith(`${paths.groups}/`))).toEqual([]);
  });
});

describe('the pages to prerender, for a church without ChurchSuite', () => {
  const copy = contentCopies();

  it('have no /groups and no halls page, but the events page still', () => {
    const content = withoutChurchSuite(copy('test/fixtures/content'));
    const pages = pagesToPrerender(content, { groups: null, bookings: null }, ['/', '/events']);
    expect(pages).toContain('/events');
    const { slug } = content.hallsPage;
    expect(pages.filter((path) => path.startsWith(paths.groups))).toEqual([]);
    expect(pages.filter((path) => path.startsWith(hallsPaths.page(slug)))).toEqual([]);
  });

  it('link nowhere on ChurchSuite: no menu entry for /groups or the halls, no sign-up form', () => {
    const content = withoutChurchSuite(copy('test/fixtures/content'));
    const links = [
      ...content.mainMenu,
      ...content.footerLinks,
      ...Object.values(content.groupPages).flat(),
    ].flatMap((item) => ('to' in item ? [item.to] : []));
    expect(links).not.toContain(paths.groups);
    expect(links).not.toContain(hallsPaths.page(content.hallsPage.slug));
    expect(content.getInvolved.form).toBeUndefined();
    expect(JSON.stringify(content)).not.toMatch(/churchsuite\.com/i);
  });

  it('refuse a link in the copy to /groups, which is not built', () => {
    const dir = copy('test/fixtures/content');
    edit(dir, 'pages/giving.yml', (giving) => {
      giving.intro = 'Ask at [a house group](/groups).';
    });
    expect(() => withoutChurchSuite(dir)).toThrow(
      /giving\.yml, line \d+, intro: the link to "\/groups" goes to a page that does not exist/,
    );
  });
});
