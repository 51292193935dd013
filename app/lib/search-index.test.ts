import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';
import { isIndexed } from './search-index.ts';

describe('isIndexed', () => {
  it('indexes the pages and each item', () => {
    for (const address of [
      paths.home,
      paths.events,
      paths.news,
      paths.sermons,
      paths.sermon('the-lost-son'),
      paths.sermonSeries('advent-2026'),
      paths.notice('harvest'),
      paths.groups,
      '/halls',
      '/safeguarding',
    ])
      expect(isIndexed(address, 'halls'), address).toBe(true);
  });

  it('leaves out search, the 404, further list pages, the archive’s ways in, the groups’ choices and each room’s page', () => {
    for (const address of [
      paths.search,
      '/404',
      '/news/page/2',
      '/sermons/page/12',
      ...Object.values(paths.sermonWays),
      paths.preacher('jane-smith'),
      `${paths.book('luke')}/page/2`,
      paths.year('2026'),
      paths.groupsBy({ day: 'wednesday', label: 'bible-study' }),
      '/halls/main-hall',
    ])
      expect(isIndexed(address, 'halls'), address).toBe(false);
  });
});
