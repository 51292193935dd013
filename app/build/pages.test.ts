import { describe, expect, it } from 'vitest';
import { collectionPaths } from '../content/loading/collection-paths';
import { loadContent } from '../content/loading/load';
import { hallsPaths, paths } from '../lib/paths';
import { pagesToPrerender } from './pages';

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
