import { describe, expect, it } from 'vitest';
import { passageFirst } from './passage-first.ts';

const results = [
  '/sermons/series/lost-and-found',
  '/news/harvest',
  '/sermons/the-lost-son',
  '/sermons/page/2',
  '/sermons/the-coin',
].map((url) => ({ url }));
const order = (query: string) => passageFirst(query, results).map((r) => r.url);

describe('passageFirst', () => {
  it('lists the sermons first, in the order found, for a Bible reference', () => {
    for (const query of ['Luke 15', '1 Corinthians 13', 'ps 23', 'Song of Songs 2'])
      expect(order(query)).toEqual([
        '/sermons/the-lost-son',
        '/sermons/the-coin',
        '/sermons/series/lost-and-found',
        '/news/harvest',
        '/sermons/page/2',
      ]);
  });

  it('keeps the order found for anything else', () => {
    for (const query of ['harvest', 'lost son', '15', ''])
      expect(order(query)).toEqual(results.map((r) => r.url));
  });
});
