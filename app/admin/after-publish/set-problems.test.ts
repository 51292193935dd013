import { describe, expect, it } from 'vitest';
import { setWords } from './set-problems.ts';

// The undo's offer to put back the entries that depend on it says what it deletes.

describe('the button that puts the dependent entries back too', () => {
  it('says how many entries added since it deletes, by their kind', () => {
    expect(setWords.withDependentsButton(2, { one: 'event', many: 'events' })).toBe(
      'Put these back too (deletes 2 events added since)',
    );
    expect(setWords.withDependentsButton(1, { one: 'sermon', many: 'sermons' })).toBe(
      'Put these back too (deletes 1 sermon added since)',
    );
    expect(setWords.withDependentsButton(3)).toBe(
      'Put these back too (deletes 3 entries added since)',
    );
    expect(setWords.withDependentsButton(0)).toBe('Put these back too');
  });
});
