import words from 'virtual:start-words';
import { describe, expect, it } from 'vitest';
import { unknownNamesIn } from '../../../test/start-words.ts';
import { namesIn, startWords } from './words.ts';

// The start form's Welsh templates (words/cy/): one beside each English template, the same file
// in other words. Only words change: every field, fact, variant, list and fill-in, and every
// address and setting, is the English one's; no text is left in English.

const all = words as Record<string, unknown>;
const files = Object.keys(startWords);
const welsh = (file: string) => all[`cy/${file}`];

/** Keys whose values are settings, choices or numbers the site reads, never words. */
const notWords = new Set([
  'slug',
  'appears',
  'group',
  'id',
  'path',
  'icon',
  'image',
  'bible',
  'type',
  'display',
  'international',
]);

/** A web address, or an address on the site: a link's `to`, `href` or `url` ("to" is a word too). */
const isAddress = (text: string) => /^(\/|https?:\/\/)/.test(text);

/** Whether a string is words: its key and its value say. */
const isWords = (text: string, key: string) => !notWords.has(key) && !isAddress(text);

/** A count's plural forms: Welsh has six, English two, and each language keeps its own. */
const pluralForms = ['zero', 'one', 'two', 'few', 'many', 'other'];
const isCount = (value: object) =>
  'other' in value && Object.keys(value).every((key) => pluralForms.includes(key));

/**
 * A template with its words blanked: what must be the same in both languages. Facts (null),
 * numbers, yes-or-no settings, addresses and the values of `notWords` stay; a count is a count.
 */
function shapeOf(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return isWords(value, key) ? 'words' : value;
  if (Array.isArray(value)) return value.map((item) => shapeOf(item, key));
  if (value && typeof value === 'object') {
    if (isCount(value)) return 'count';
    return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, shapeOf(item, k)]));
  }
  return value;
}

/** Each text of a template that is words, by where it is (as shapeOf reads them), counts aside. */
function textsOf(value: unknown): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (item: unknown, at: string[], key: string) => {
    if (typeof item === 'string') {
      if (isWords(item, key)) texts.set(at.join('.'), item);
    } else if (Array.isArray(item)) item.forEach((each, i) => walk(each, [...at, String(i)], key));
    else if (item && typeof item === 'object' && !isCount(item))
      for (const [k, each] of Object.entries(item)) walk(each, [...at, k], k);
  };
  walk(value, [], '');
  return texts;
}

/** A text's fill-ins, in order of name. */
const fillInsOf = (text: string) => [...namesIn(text).fillIns].sort();

/** Where a text's links go: `[words](address)`. */
const linksOf = (text: string) => [...text.matchAll(/\]\(([^)\s]+)\)/g)].map(([, to]) => to).sort();

/** A text with its fill-ins taken out: a text of fill-ins alone has no letters left. */
const withoutFillIns = (text: string) =>
  fillInsOf(text).reduce((rest, name) => rest.replaceAll(`{${name}}`, ''), text);

/**
 * Texts the same in both languages, each for its reason: the ICO's postal address and web
 * address, which do not change with the language of the page (its name does), and "PDF",
 * which GOV.UK's Welsh keeps ("(PDF, 2MB)").
 */
const sameInBothLanguages: Record<string, string[]> = {
  'pages/privacy-policy.yml': [
    'ico.org.uk',
    'Wycliffe House',
    'Water Lane',
    'Wilmslow',
    'Cheshire',
    'SK9 5AF',
  ],
  'pages/news.yml': ['PDF'],
};

describe('the start form’s Welsh templates', () => {
  it('are one beside each English template, and no more', () => {
    const welshTemplates = Object.keys(all).filter(
      (file) => file.startsWith('cy/') && !file.startsWith('cy/site-text'),
    );
    expect(welshTemplates.sort()).toEqual(files.map((file) => `cy/${file}`).sort());
  });

  it.each(files)('%s in Welsh has a file of its own under cy/', (file) => {
    expect(welsh(file)).toBeDefined();
  });

  it.each(files)(
    '%s in Welsh has the English fields, facts, variants and lists, and the same addresses',
    (file) => {
      expect(shapeOf(welsh(file))).toEqual(shapeOf(startWords[file]));
    },
  );

  it.each(files)('%s in Welsh fills in the same facts, on the same variants', (file) => {
    const english = namesIn(startWords[file]);
    const cymraeg = namesIn(welsh(file));
    expect([...cymraeg.fillIns].sort()).toEqual([...english.fillIns].sort());
    expect([...cymraeg.conditions].sort()).toEqual([...english.conditions].sort());
  });

  it.each(files)(
    '%s in Welsh fills in the same facts, and links to the same places, in each text',
    (file) => {
      const english = textsOf(startWords[file]);
      const cymraeg = textsOf(welsh(file));
      expect([...cymraeg.keys()]).toEqual([...english.keys()]);
      const named = (text: string) => ({ fillIns: fillInsOf(text), links: linksOf(text) });
      for (const [at, text] of english)
        expect({ at, ...named(cymraeg.get(at)!) }).toEqual({ at, ...named(text) });
    },
  );

  it.each(files)('%s in Welsh fills in only facts the form asks or the site knows', (file) => {
    expect(unknownNamesIn(welsh(file))).toEqual({ fillIns: [], conditions: [] });
  });

  it.each(files)('%s in Welsh leaves no sentence in English', (file) => {
    const english = textsOf(startWords[file]);
    const same = [...textsOf(welsh(file))]
      .filter(([at, text]) => text === english.get(at))
      .map(([, text]) => text)
      .filter((text) => /\p{L}/u.test(withoutFillIns(text)));
    expect(same).toEqual(sameInBothLanguages[file] ?? []);
  });

  it('count groups and sermons as the Welsh words for counts do', () => {
    const counts = all['cy/site-text-dates.yml'] as Record<string, unknown>;
    const groups = welsh('pages/groups.yml') as { count: unknown };
    const sermons = welsh('pages/sermons.yml') as { browse: { count: unknown } };
    expect(groups.count).toEqual((counts['pages/groups.yml'] as typeof groups).count);
    expect(sermons.browse.count).toEqual(
      (counts['pages/sermons.yml'] as typeof sermons).browse.count,
    );
  });
});
