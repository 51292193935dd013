import { describe, expect, it } from 'vitest';
import { itemAt, newestFirst, pageAt, pageCount, pagePath, pagePaths } from './paging.ts';

const items = Array.from({ length: 23 }, (_, i) => i + 1);

describe('paging', () => {
  it('puts the newest first, and the same date in title order', () => {
    const sorted = newestFirst([
      { date: '2026-01-04', title: 'B' },
      { date: '2026-03-01', title: 'C' },
      { date: '2026-01-04', title: 'A' },
    ]);
    expect(sorted.map((item) => item.title)).toEqual(['C', 'A', 'B']);
  });

  it('counts pages, an empty list having one', () => {
    expect([0, 1, 10, 11, 23].map((n) => pageCount(n))).toEqual([1, 1, 1, 2, 3]);
  });

  it('gives page 1 the list address and the others /page/n', () => {
    expect(pagePath('/news', 1)).toBe('/news');
    expect(pagePaths('/news', 23)).toEqual(['/news', '/news/page/2', '/news/page/3']);
  });

  it('finds the page an address shows, with its neighbours', () => {
    expect(pageAt(items, '/news', '/news')).toEqual({
      items: items.slice(0, 10),
      page: 1,
      pages: 3,
      older: '/news/page/2',
    });
    expect(pageAt(items, '/news', '/news/page/3/')).toEqual({
      items: [21, 22, 23],
      page: 3,
      pages: 3,
      newer: '/news/page/2',
    });
  });

  it('knows no page past the last, page 1 by number, or another list', () => {
    for (const path of ['/news/page/4', '/news/page/1', '/news/page/0', '/sermons', '/news/x']) {
      expect(pageAt(items, '/news', path), path).toBeUndefined();
    }
  });

  it('finds an item by its address', () => {
    const list = [{ slug: 'a' }, { slug: 'b' }];
    expect(itemAt(list, (slug) => `/news/${slug}`, '/news/b/')).toBe(list[1]);
    expect(itemAt(list, (slug) => `/news/${slug}`, '/news/c')).toBeUndefined();
  });
});
