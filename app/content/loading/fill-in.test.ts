import { describe, expect, it } from 'vitest';
import { itGives } from '../../../test/examples.ts';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Church } from '../schemas/church.ts';
import { siteText } from '../data.ts';
import { fillIn, fillInValues, onStreet, regulatorOf, type FillInProblem } from './fill-in.ts';

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
    NIC100000: 'northernIreland',
    SC012345: 'scotland',
    '1123456': 'englandAndWales',
    '1123456-1': 'englandAndWales',
    '220949': 'englandAndWales',
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

describe('the start form’s home page sentence, filled in', () => {
  // The words the start form writes (admin/start/words/pages/home.yml), for one church and several.
  const home = parse(readFileSync('app/admin/start/words/pages/home.yml', 'utf8')) as {
    story: { text: { paragraphs: Record<string, string>[] } };
  };
  const [sentences] = home.story.text.paragraphs;
  const church = (street: string, town: string) =>
    ({
      name: 'Fearn Abbey',
      address: { street, town, county: 'Ross-shire', postcode: 'IV20 1TN' },
      services: [{ day: 'Sunday', time: '11:00', name: 'Morning Worship' }],
      dateStyle: 'british',
      phone: { display: '01862 960123', international: '+441862960123' },
      email: 'office@example.org',
    }) as unknown as Church;
  const filled = (text: string, street: string, town: string) =>
    fillIn(
      text.replace('{tradition}', 'a parish church'),
      fillInValues(church(street, town), {
        dates: siteText.dates,
        regulators: siteText.footer.regulators,
      }),
      [],
    ) as string;

  it('names a building as a building, and a street as a street', () => {
    expect(filled(sentences!.withoutSeveralChurches!, 'Church Office, Fearn Abbey', 'Fearn')).toBe(
      'We are a parish church, meeting at Church Office, Fearn Abbey in Fearn.',
    );
    expect(filled(sentences!.withoutSeveralChurches!, '1 Church Road', 'Fearn')).toBe(
      'We are a parish church, meeting on Church Road in Fearn.',
    );
    expect(
      filled(sentences!.withSeveralChurches!, 'Church Office, Fearn Abbey', 'Fearn').replace(
        '{churchNames}',
        'Fearn and Tarbat',
      ),
    ).toBe(
      'We are a parish church, Fearn and Tarbat, with one church office at Church Office, Fearn Abbey in Fearn.',
    );
  });
});
