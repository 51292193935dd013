import { describe, expect, it } from 'vitest';
import { cmsConfig } from '../../content/cms/cms-config.ts';
import type { DecapField } from '../../content/schemas/cms-fields.ts';
import { hasWords, notYetIn, secondLanguageMissing } from './second-language.ts';

// An entry published without its second language is told, not refused (decision 0052).

const config = cmsConfig(undefined, ['cy', 'en']) as unknown as {
  collections: { name: string; fields?: DecapField[] }[];
};
const fieldsOf = (name: string) => config.collections.find((c) => c.name === name)!.fields!;
const news = fieldsOf('news');

const welshNotice = {
  slug: 'organ-recital',
  title: 'Datganiad organ',
  date: '2027-10-01',
  summary: 'Datganiad organ yng Nghapel Bethel nos Sadwrn.',
  body: 'Croeso i bawb.',
};
/** What Decap keeps for the English of a new entry: the facts it copies, no words. */
const factsAlone = { slug: 'organ-recital', date: '2027-10-01', photo: { decorative: false } };

describe('an entry without its second language', () => {
  it('is told in the office’s words, naming both languages', () => {
    expect(secondLanguageMissing(['cy', 'en'], news, factsAlone)).toBe(
      'Not in English yet: this will be published in Welsh only. Until the English is written, the English pages show the Welsh with a note saying so. You can write it in the English column beside the Welsh, now or later.',
    );
    expect(secondLanguageMissing(['en', 'cy'], news, undefined)).toBe(notYetIn('en', 'cy'));
    expect(notYetIn('en', 'cy')).toMatch(/^Not in Welsh yet: this will be published in English/);
  });

  it('is not told when the second language has words, even a few', () => {
    expect(
      secondLanguageMissing(['cy', 'en'], news, { ...factsAlone, title: 'Organ recital' }),
    ).toBeUndefined();
    expect(secondLanguageMissing(['cy', 'en'], news, { body: 'All welcome.' })).toBeUndefined();
  });

  it('counts only words: facts, and boxes left empty or blank, are not a translation', () => {
    expect(hasWords(factsAlone, news)).toBe(false);
    expect(hasWords({ ...factsAlone, title: '  ', body: '' }, news)).toBe(false);
    expect(hasWords(welshNotice, news)).toBe(true);
  });

  it('finds words in groups and lists, of one kind or several', () => {
    const activities = fieldsOf('activities');
    expect(hasWords({ slug: 'choir', order: 2 }, activities)).toBe(false);
    expect(hasWords({ facts: { when: 'Thursdays, 7.30pm' } }, activities)).toBe(true);
    expect(hasWords({ contacts: [{ type: 'person', email: 'a@example.org' }] }, activities)).toBe(
      false,
    );
    expect(hasWords({ contacts: [{ type: 'person', role: 'Leader' }] }, activities)).toBe(true);
  });

  it('is never told on a site of one language', () => {
    expect(secondLanguageMissing(['en'], news, undefined)).toBeUndefined();
  });
});
