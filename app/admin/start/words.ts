import words from 'virtual:start-words';
import { type DatesText, dateWordsOf } from '../../lib/format-date.ts';
import { languageCodes, type Language } from '../../lib/languages.ts';
import type { PluralWords } from '../../lib/plural.ts';

// The start form's words: words/ holds each content file it writes, as the CMS saves it, with
// null where a fact goes and three shapes of its own, so a sentence is changed (or translated)
// by editing words, never code:
// - `{tradition}` and the like, the form's facts (`formFillIns`); `{church}` and the rest are
//   the site's own fill-ins, left for the build (content/loading/fill-in.ts);
// - keys `withGiftAid:` / `withoutGiftAid:`: the first whose fact holds (as GOV.UK Frontend keys
//   its words), none holding leaves the words out;
// - `paragraphs:` and `bullets:`: one text of the paragraphs or "- " lines that are left.

// words/cy/ (and words/en/) hold a language's words for dates and counts, which the form shows
// (its month of services) and a translator starts from; the form writes none of them.
const languageFolder = (file: string) => languageCodes.find((code) => file.startsWith(`${code}/`));

/** The templates, by the path each writes under content/ (app/pipeline/yaml-modules.ts reads them). */
export const startWords: Record<string, unknown> = Object.fromEntries(
  Object.entries(words as Record<string, unknown>).filter(([file]) => !languageFolder(file)),
);

/** A language's words for dates and counts (words/<language>/site-text-dates.yml). */
export type LanguageWords = { dates: DatesText; bytes: PluralWords };

/** Each language's words for dates and counts, by its code. */
export const languageWords = Object.fromEntries(
  Object.entries(words as Record<string, unknown>).flatMap(([file, value]) => {
    const language = languageFolder(file);
    return language && file === `${language}/site-text-dates.yml` ? [[language, value]] : [];
  }),
) as Record<Language, LanguageWords>;

/** What a template's words may depend on: the form's answers as facts that hold or not. */
export type Conditions = Record<string, boolean>;

const variant = /^with(out)?([A-Z]\w*)$/;
const isVariants = (value: object) =>
  Object.keys(value).length > 0 && Object.keys(value).every((key) => variant.test(key));

/** Whether a variant's key holds: `withX` when X does, `withoutX` when it does not. */
export function holds(key: string, conditions: Conditions): boolean {
  const [, without, name = ''] = variant.exec(key) ?? [];
  if (!Object.hasOwn(conditions, name)) throw new Error(`The start form knows no “${name}”`);
  return conditions[name] !== Boolean(without);
}

const fillPattern = /\{(\w+)\}/g;

/** Every `{name}` in a template, and every variant's condition, for the tests. */
export function namesIn(template: unknown): { fillIns: Set<string>; conditions: Set<string> } {
  const fillIns = new Set<string>();
  const conditions = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string')
      for (const [, name] of value.matchAll(fillPattern)) fillIns.add(name!);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      if (isVariants(value))
        for (const key of Object.keys(value)) conditions.add(variant.exec(key)![2]!);
      Object.values(value).forEach(walk);
    }
  };
  walk(template);
  return { fillIns, conditions };
}

/** A template's words for one church: its variants chosen, its texts joined, its facts filled. */
export function written(
  template: unknown,
  conditions: Conditions,
  fillIns: Record<string, string>,
): unknown {
  const write = (value: unknown): unknown => {
    if (typeof value === 'string')
      return value.replace(fillPattern, (whole, name: string) => fillIns[name] ?? whole);
    if (Array.isArray(value)) return value.map(write).filter((item) => item !== undefined);
    if (!value || typeof value !== 'object') return value;
    if (isVariants(value)) {
      const chosen = Object.entries(value).find(([key]) => holds(key, conditions));
      return chosen && write(chosen[1]);
    }
    const entries = Object.entries(value);
    const [only] = entries;
    if (entries.length === 1 && (only![0] === 'paragraphs' || only![0] === 'bullets')) {
      const lines = (write(only![1]) as string[]).filter(Boolean);
      return only![0] === 'bullets'
        ? lines.map((line) => `- ${line}`).join('\n')
        : lines.join('\n\n');
    }
    return Object.fromEntries(entries.map(([key, item]) => [key, write(item)]));
  };
  return write(template);
}

/** The form's own dates and times (its month of services, its questions): English, British, as
 *  it writes church.yml. */
export const startDateWords = dateWordsOf(languageWords.en.dates, {
  language: 'en',
  dateStyle: 'british',
});
