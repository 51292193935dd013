import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { fillInValues, laterFillIns } from '../../content/loading/fill-in.ts';
import { loadContent } from '../../content/loading/load.server.ts';
import { independentInLondon, parishInFife } from '../../../test/start-facts.ts';
import { conditionsOf, formFillInsOf } from './church-words.ts';
import { newChurch, toldOf } from './new-church.ts';
import { languageCodes, type Language } from '../../lib/languages.ts';
import { namesIn, startWords, templatesIn } from './words.ts';

// The start form's words are YAML (words/): what they may name, and that editing them is enough.

const told = toldOf(independentInLondon);
const sample = loadContent('content');
const siteFillIns = [
  ...Object.keys(
    fillInValues(sample.church, {
      dates: sample.siteText.dates,
      regulators: sample.siteText.footer.regulators,
    }),
  ),
  ...laterFillIns,
];

describe('the start form’s words', () => {
  it.each(
    languageCodes.flatMap((language) => Object.keys(startWords).map((file) => [language, file])),
  )(
    '%s %s fills in only facts the form asks or the site knows, on variants the form decides',
    (language, file) => {
      const { fillIns, conditions } = namesIn(templatesIn(language as Language)[file!]);
      const known = [...Object.keys(formFillInsOf(told)), ...siteFillIns];
      expect([...fillIns].filter((name) => !known.includes(name))).toEqual([]);
      const decided = Object.keys(conditionsOf(told));
      expect([...conditions].filter((name) => !decided.includes(name))).toEqual([]);
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
});
