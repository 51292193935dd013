import { describe, expect, it } from 'vitest';
import { choiceTitle } from './groups-view.ts';

describe('choiceTitle', () => {
  it('names the choice before the page’s title, within the room a title has', () => {
    expect(choiceTitle([], 'Find a Group', 40)).toBe('Find a Group');
    expect(choiceTitle(['Wednesday', 'Bible study'], 'Find a Group', 40)).toBe(
      'Wednesday, Bible study – Find a Group',
    );
    expect(choiceTitle(['Wednesday', 'Bible study', 'Kilbride'], 'House Groups', 40)).toBe(
      'Wednesday, Bible study, Kilbride',
    );
    const long = choiceTitle(['Wednesday', 'Young adults and students', 'Kilbride'], 'X', 30);
    expect(long).toHaveLength(30);
    expect(long.endsWith('…')).toBe(true);
  });
});
