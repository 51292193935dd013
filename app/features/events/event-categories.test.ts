import { describe, expect, it } from 'vitest';
import type { ChurchEvent } from './event';
import { categoriesOf, categoryRules, categorySlug } from './event-categories';

const event = (category?: string) => ({ category }) as ChurchEvent;

describe('categorySlug', () => {
  it('keeps letters, digits and dashes only, whatever the feed sends', () => {
    expect(categorySlug('Church Events')).toBe('church-events');
    expect(categorySlug('Crèche & Toddlers')).toBe('creche-toddlers');
    expect(categorySlug('"]{}</style><script>')).toBe('style-script');
    expect(categorySlug('!!!')).toBe('');
  });
});

describe('categoriesOf', () => {
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
  it('shows only the chosen category while its anchor is the target, and marks its link', () => {
    const rules = categoryRules(['youth', 'prayer']);
    expect(rules).toContain(
      ':has(#category-youth:target) [data-slot="event-list"]>li:not([data-category="youth"]){display:none}',
    );
    expect(rules).toContain(':has(#category-prayer:target) a[href="#category-prayer"]');
    expect(rules).toContain(':not(:has([id^="category-"]:target)) a[href="#all-events"]');
  });
});
