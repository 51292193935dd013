import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths.ts';
import { resultKind } from './result-kind.ts';

describe('resultKind', () => {
  it('tells activities, news and sermons from other pages by their address', () => {
    expect(resultKind(paths.activity('the-ark'))).toBe('activity');
    expect(resultKind('/news/harvest-service')).toBe('news');
    expect(resultKind('/sermons/the-lost-son')).toBe('sermon');
    expect(resultKind(paths.giving)).toBe('page');
    expect(resultKind('/news')).toBe('page');
  });
});
