import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parishInFife } from '../../../test/start-facts.ts';
import { unknownNamesIn } from '../../../test/start-words.ts';
import { newChurch } from './new-church.ts';
import { formWords, startWords } from './words.ts';

// The start form's words are YAML (words/): what they may name, and that editing them is enough.

describe('the start form’s words', () => {
  it.each(Object.keys(startWords))(
    '%s fills in only facts the form asks or the site knows, on variants the form decides',
    (file) => {
      expect(unknownNamesIn(startWords[file])).toEqual({ fillIns: [], conditions: [] });
    },
  );

  it('change the written page when a sentence of the privacy notice is edited, with no code', () => {
    const path = new URL('./words/pages/privacy-policy.yml', import.meta.url);
    const edited = readFileSync(path, 'utf8').replace(
      'We never sell personal information, or share it with anyone for their own marketing.',
      'We never sell or give away personal information.',
    );
    expect(edited).not.toBe(readFileSync(path, 'utf8'));
    const templates = { ...startWords, 'pages/privacy-policy.yml': parse(edited) as unknown };
    const written = (words = startWords) =>
      newChurch(parishInFife, [], [], { templates: words }).write[
        'content/pages/privacy-policy.yml'
      ]!;
    expect(written(templates)).toContain('We never sell or give away personal information.');
    expect(written(templates)).not.toContain('for their own marketing');
    expect(written()).toContain('for their own marketing');
  });

  it('of the form itself say in Welsh every key of the English, and no other', () => {
    // A count is a count, whatever forms its language has.
    const shape = (value: unknown): unknown =>
      value && typeof value === 'object'
        ? 'other' in value
          ? 'count'
          : Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shape(inner)]))
        : typeof value;
    expect(shape(formWords.cy)).toEqual(shape(formWords.en));
  });
});
