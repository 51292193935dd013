import { describe, expect, it } from 'vitest';
import { preacherKey, preachersOf } from './preachers.ts';

describe('preacherKey', () => {
  it('leaves out titles, full stops, spaces and capitals', () => {
    const spellings = ['Rev. Dr Helen Carson', 'rev helen  CARSON', 'Helen Carson'];
    expect(spellings.map(preacherKey)).toEqual(Array(3).fill('helen carson'));
    expect(preacherKey('Rev. A. McCracken')).toBe('a mccracken');
  });

  it('keeps a name that is all titles', () => {
    expect(preacherKey('The Rev.')).toBe('the rev');
  });
});

describe('preachersOf', () => {
  it('names a listed spelling as its preacher, and a spelling that differs only in titles as one', () => {
    const { preacherOf, problems } = preachersOf(
      [{ name: 'Rev Andrew McCracken', also: ['Rev. A. McCracken'] }],
      ['Rev. A. McCracken', 'Andrew McCracken', 'Jonny Stewart'],
    );
    expect(problems).toEqual([]);
    for (const typed of ['Rev. A. McCracken', 'Andrew McCracken', 'rev. andrew mccracken'])
      expect(preacherOf(typed)).toEqual({ name: 'Rev Andrew McCracken', slug: 'andrew-mccracken' });
    expect(preacherOf('Jonny Stewart')).toEqual({ name: 'Jonny Stewart', slug: 'jonny-stewart' });
  });

  it('keeps the newest sermon’s spelling of an unlisted name', () => {
    const { preacherOf } = preachersOf([], ['Rev. Jonny Stewart', 'Jonny Stewart']);
    expect(preacherOf('Jonny Stewart').name).toBe('Rev. Jonny Stewart');
  });

  it('says so when one spelling is listed under two preachers', () => {
    const { problems } = preachersOf(
      [
        { name: 'Andrew McCracken', also: ['A. McCracken'] },
        { name: 'Alan McCracken', also: ['A McCracken'] },
      ],
      [],
    );
    expect(problems).toEqual([
      {
        index: 1,
        text: 'preachers → 2: "A McCracken" is already a way of writing Andrew McCracken; keep it under one preacher',
      },
    ]);
  });
});
