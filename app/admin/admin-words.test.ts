import files from 'virtual:admin-words';
import { afterAll, describe, expect, it } from 'vitest';
import { siteLanguagesIn } from '../content/loading/languages.server.ts';
import { uploadRefusals } from '../lib/recording-upload.ts';
import { pluralForms } from '../lib/plural.ts';
import { allowanceReturnsAt, transcriptRefusals } from '../lib/transcript-writing.ts';
import { adminLanguage, adminWords, type AdminWords, speak } from './shared/words.ts';
import { speakSiteLanguage } from './words.ts';

// /admin's own words (words/<language>/admin.yml): the Welsh says everything the English says,
// with the same fill-ins, so no screen falls back to a key or shows a `{name}` unfilled.

const english = files['en/admin.yml'] as AdminWords;
const welsh = files['cy/admin.yml'] as AdminWords;

type Leaf = { fillIns: string[]; numbers: string[]; forms?: string[] };

const isPlural = (value: object) =>
  Object.hasOwn(value, 'other') &&
  Object.keys(value).every((key) => (pluralForms as readonly string[]).includes(key));

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();
const leafOf = (texts: string[]): Leaf => ({
  fillIns: sorted(texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map(([, n]) => n!))),
  numbers: sorted(texts.flatMap((text) => text.match(/\d+/g) ?? [])),
});

/** Every sentence by its key ("publishes.putBack"); a count's forms as one; a list by its length. */
function leaves(words: unknown, at = ''): Record<string, Leaf | number> {
  if (typeof words === 'string') return { [at]: leafOf([words]) };
  if (Array.isArray(words)) return { [at]: words.length };
  if (words && typeof words === 'object') {
    if (isPlural(words)) return { [at]: leafOf(Object.values(words) as string[]) };
    return Object.assign(
      {},
      ...Object.entries(words).map(([key, value]) => leaves(value, at ? `${at}.${key}` : key)),
    ) as Record<string, Leaf | number>;
  }
  throw new Error(`${at} is neither words nor a list of words`);
}

describe('/admin’s words in Welsh', () => {
  const { refusals, ...ownWords } = welsh;

  it('say everything the English says, and nothing else, with the same fill-ins and numbers', () => {
    expect(leaves(ownWords)).toEqual(leaves(english));
  });

  it('say each of the Worker’s refusals, which it sends in English, with the same numbers', () => {
    const workers = {
      upload: uploadRefusals,
      transcript: {
        ...transcriptRefusals,
        allowanceSpent: transcriptRefusals.allowanceSpent('{at}'),
        ...allowanceReturnsAt,
      },
    };
    expect(leaves(refusals)).toEqual(leaves(workers));
  });
});

describe('the language /admin speaks', () => {
  afterAll(() => speak(files, 'en'));

  it.each(['content', 'test/fixtures/content-cy', 'test/fixtures/content-bilingual'])(
    'is the first language church.yml names in %s, as the build tells /admin',
    (dir) => {
      const [first] = siteLanguagesIn(dir);
      speakSiteLanguage({ languages: siteLanguagesIn(dir) });
      expect(adminLanguage()).toBe(first);
      expect(adminWords()).toBe(files[`${first}/admin.yml`]);
    },
  );

  it('is English when the build’s facts cannot be read', () => {
    speakSiteLanguage(undefined);
    expect(adminWords()).toBe(english);
  });
});
