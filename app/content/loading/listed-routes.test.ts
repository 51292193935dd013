import { describe, expect, it } from 'vitest';
import { listedItems } from './shape';
import { listedRoutes } from './listed-routes';
import { collectionPaths } from './collection-paths';

// A kind declared with pages of its own (kinds.ts, `pages`) gets a list, a page per item, their
// content and their prerendered addresses from the registry alone.

const kinds = {
  recipes: {
    pages: { list: '/recipes', route: 'routes/recipes.tsx' },
    address: (slug: string) => `/recipes/${slug}`,
  },
  notes: { address: (slug: string) => `/notes/${slug}` },
};

describe('a kind with pages of its own', () => {
  it('has a list route and an item route, both its one module, while it has items', () => {
    expect(listedRoutes(kinds, { recipes: 2, notes: 3 })).toEqual([
      expect.objectContaining({ path: 'recipes', file: 'routes/recipes.tsx', id: 'recipes/list' }),
      expect.objectContaining({ path: 'recipes/:slug', file: 'routes/recipes.tsx', id: 'recipes/item' }),
    ]);
    expect(listedRoutes(kinds, { recipes: 0, notes: 3 })).toEqual([]);
  });

  it('gives its items to the pages with their addresses, by title, and no other kind', () => {
    const listed = listedItems(kinds, {
      recipes: [{ item: { slug: 'scones', title: 'Scones' } }, { item: { slug: 'broth', title: 'Broth' } }],
      notes: [{ item: { slug: 'a' } }],
    });
    expect(listed).toEqual({
      recipes: [
        { slug: 'broth', title: 'Broth', path: '/recipes/broth' },
        { slug: 'scones', title: 'Scones', path: '/recipes/scones' },
      ],
    });
  });

  it("has each item's page prerendered", () => {
    const listed = { recipes: [{ path: '/recipes/broth' }, { path: '/recipes/scones' }] };
    expect(collectionPaths({ news: [], sermons: [], sermonSeries: [], listed })).toEqual(
      expect.arrayContaining(['/recipes/broth', '/recipes/scones']),
    );
  });
});
