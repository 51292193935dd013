import { describe, expect, it } from 'vitest';
import { withDependentsButton } from './set-problems.ts';

// The undo's offer to put back the entries that depend on it says what it deletes.

describe('the button that puts the dependent entries back too', () => {
  it('says how many entries added since it deletes, by their kind', () => {
    expect(withDependentsButton(2, { kind: 'event', kinds: 'events' })).toBe(
      'Put these back too (deletes 2 events added since)',
    );
    expect(withDependentsButton(1, { kind: 'sermon', kinds: 'sermons' })).toBe(
      'Put these back too (deletes 1 sermon added since)',
    );
    expect(withDependentsButton(3)).toBe('Put these back too (deletes 3 entries added since)');
    expect(withDependentsButton(0)).toBe('Put these back too');
  });
});
