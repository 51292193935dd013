import { describe, expect, it } from 'vitest';
import type { ChurchEvent } from '../../feeds/events/type.ts';
import { categoriesOf, categoryRules } from './event-categories.tsx';
import { slugOf as categorySlug } from '../../lib/slug.ts';

const event = (category?: string) => ({ category }) as ChurchEvent;

describe('categoriesOf', () => {
  it('slugs a category to letters, digits and dashes only, whatever the feed sends', () => {
    const names = ['Church Events', 'Crèche & Toddlers', '"]{}</style><script>', '!!!'];
    expect(names.map((name) => categorySlug(name))).toEqual([
      'church-events',
      'creche-toddlers',
      'style-script',
      '',
    ]);
    expect(categoriesOf(names.map(event)).map((category) => category.slug)).toEqual(
      names.slice(0, 3).map((name) => categorySlug(name)),
    );
  });

  it('lists each category once, in the order the events first bring them', () => {
    expect(categoriesOf([event('Youth'), event('Prayer'), event('Youth'), event()])).toEqual([
      { slug: 'youth', name: 'Youth' },
      { slug: 'prayer', name: 'Prayer' },
    ]);
  });

  it('offers no choice with fewer than two categories', () => {
    expect(categoriesOf([event('Youth'), event('Youth'), event()])).toEqual([]);
    expect(categoriesOf([event('***'), event('Youth')])).toEqual([]);
  });
});

describe('categoryRules', () => {
  it('shows only the chosen category (the :target, or data-chosen), and marks its link', () => {
    const rules = categoryRules(['youth', 'prayer']).split('\n');
    const area = '[data-slot="events-by-category"]';
    expect(rules).toContain(
      `${area}:has(#category-youth:target) [data-slot="event-list"]>li:not([data-category="youth"]),` +
        `${area}[data-chosen="youth"] [data-slot="event-list"]>li:not([data-category="youth"]){display:none}`,
    );
    expect(
      rules.some((rule) =>
        rule.startsWith(`${area}:has(#category-prayer:target) a[href="#category-prayer"],`),
      ),
    ).toBe(true);
    expect(rules.at(-1)).toMatch(
      /:not\(\[data-chosen\]\):not\(:has\(\[id\^="category-"\]:target\)\) a\[href="#all-events"\]/,
    );
  });
});
