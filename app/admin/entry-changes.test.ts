import { describe, expect, it } from 'vitest';
import { changedSince, differences } from './entry-changes.ts';

// Two editors of one entry: the words that differ between theirs and mine, box by box.

describe('the words two editors’ versions of an entry differ in', () => {
  it('names each box that differs, at any depth, and only those', () => {
    const theirs = {
      name: 'St Mary’s, Ashwell',
      parking: 'On Church Lane, by the lych gate.',
      address: { street: 'Church Lane', town: 'Ashwell' },
      services: [{ day: 'Sunday', time: '09:30' }],
    };
    const mine = {
      name: 'St Mary’s, Ashwell',
      parking: 'In the school car park on Sundays.',
      address: { street: 'Church Lane', town: 'Ashwell' },
      services: [
        { day: 'Sunday', time: '10:00' },
        { day: 'Wednesday', time: '10:30' },
      ],
    };
    expect(differences(theirs, mine)).toEqual([
      {
        keys: ['parking'],
        theirs: 'On Church Lane, by the lych gate.',
        mine: 'In the school car park on Sundays.',
      },
      { keys: ['services', 0, 'time'], theirs: '09:30', mine: '10:00' },
      { keys: ['services', 1, 'day'], theirs: '', mine: 'Wednesday' },
      { keys: ['services', 1, 'time'], theirs: '', mine: '10:30' },
    ]);
  });

  it('finds none when both say the same', () => {
    expect(differences({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toEqual([]);
  });

  it('a box given on one side only is against empty', () => {
    expect(differences({ hint: 'Ring first' }, {})).toEqual([
      { keys: ['hint'], theirs: 'Ring first', mine: '' },
    ]);
  });

  it('sees a file as changed only when its words are', () => {
    expect(changedSince('a: 1\n', 'a: 1\r\n')).toBe(false);
    expect(changedSince('a: 1\n', 'a: 2\n')).toBe(true);
  });
});
