import { describe, expect, it } from 'vitest';
import { itGives } from '../../../test/examples.ts';
import { fillIn, onStreet, regulatorOf, type FillInProblem } from './fill-in.ts';

describe('fillIn', () => {
  const values = { town: 'Ballyglen', serviceTime: '11am' };

  it('fills in every string of a value, at any depth', () => {
    const problems: FillInProblem[] = [];
    expect(
      fillIn({ a: 'In {town}', b: ['At {serviceTime}', 3], c: { d: '{town}' } }, values, problems),
    ).toEqual({ a: 'In Ballyglen', b: ['At 11am', 3], c: { d: 'Ballyglen' } });
    expect(problems).toEqual([]);
  });

  it('leaves an unknown name as it is and names the field and the names it may use', () => {
    const problems: FillInProblem[] = [];
    expect(fillIn({ hero: { tagline: 'Welcome to {village}' } }, values, problems)).toEqual({
      hero: { tagline: 'Welcome to {village}' },
    });
    expect(problems).toEqual([
      {
        keys: ['hero', 'tagline'],
        text: 'hero → tagline: "{village}" is not a value the site can fill in; use one of {town}, {serviceTime}',
      },
    ]);
  });

  it('says where to give the length of the service that {serviceEnd} needs', () => {
    const problems: FillInProblem[] = [];
    fillIn(['{serviceEnd}'], values, problems);
    expect(problems[0]?.text).toMatch(/^0: "\{serviceEnd\}" needs the length of the first service/);
  });

  it('says where to give the charity number that {charityNumber} needs, when the church has none', () => {
    const problems: FillInProblem[] = [];
    fillIn(['Charity number {charityNumber}'], values, problems);
    expect(problems[0]?.text).toMatch(
      /^0: "\{charityNumber\}" needs the charity number: add it in Church details/,
    );
  });
});

describe('the regulator a charity number is with', () => {
  itGives('%s: %s', regulatorOf, {
    NIC100000: 'the Charity Commission for Northern Ireland',
    SC012345: 'the Scottish Charity Regulator',
    '1123456': 'the Charity Commission for England and Wales',
    '1123456-1': 'the Charity Commission for England and Wales',
    '220949': 'the Charity Commission for England and Wales',
  });

  it('none without a number', () => {
    expect(regulatorOf(undefined)).toBeUndefined();
  });
});

describe('{onStreet}: where the church is, in the middle of a sentence', () => {
  it('is on a street, without its house number', () => {
    expect(onStreet('1 Church Road')).toBe('on Church Road');
    expect(onStreet('14 Meeting House Lane')).toBe('on Meeting House Lane');
    expect(onStreet('Chapel Brow')).toBe('on Chapel Brow');
    expect(onStreet('High St.')).toBe('on High St.');
  });

  it('is at a building whose name the street box holds, whole', () => {
    expect(onStreet('Church Office, Fearn Abbey')).toBe('at Church Office, Fearn Abbey');
    expect(onStreet('The Manse, Main Street')).toBe('at The Manse, Main Street');
    expect(onStreet('Fearn Abbey')).toBe('at Fearn Abbey');
  });
});
