import words from 'virtual:start-words';
import { type DatesText, type DateWords, dateWordsOf } from '../../lib/format-date.ts';
import { languageCodes, languageNames, type Language } from '../../lib/languages.ts';
import type { PluralWords } from '../../lib/plural.ts';

// The start form's words: words/ holds each content file it writes, as the CMS saves it, with
// null where a fact goes and three shapes of its own, so a sentence is changed (or translated)
// by editing words, never code:
// - `{tradition}` and the like, the form's facts (`formFillIns`); `{church}` and the rest are
//   the site's own fill-ins, left for the build (content/loading/fill-in.ts);
// - keys `withGiftAid:` / `withoutGiftAid:`: the first whose fact holds (as GOV.UK Frontend keys
//   its words), none holding leaves the words out;
// - `paragraphs:` and `bullets:`: one text of the paragraphs or "- " lines that are left.

// words/cy/ holds the same files in Welsh (words/cy/pages/home.yml), and each language's folder
// its words for dates and counts, for the site's fixed words (site-text.yml), and for the form's
// own screens (start-form.yml).
const all = words as Record<string, unknown>;
const languageFolder = (file: string) => languageCodes.find((code) => file.startsWith(`${code}/`));

/** The templates in English, by the path each writes under content/ (app/pipeline/yaml-modules.ts reads them). */
export const startWords: Record<string, unknown> = Object.fromEntries(
  Object.entries(all).filter(([file]) => !languageFolder(file)),
);

/** One language's file of words, by its path in that language's folder. */
const wordsFile = (language: Language, file: string) => all[`${language}/${file}`];

/** The templates in `language`, by the same paths: each English one has its twin in words/cy/. */
export function templatesIn(
  language: Language,
  english: Record<string, unknown> = startWords,
): Record<string, unknown> {
  if (language === 'en') return english;
  return Object.fromEntries(
    Object.keys(english).map((file) => {
      const own = wordsFile(language, file);
      if (own === undefined)
        throw new Error(
          `The start form has no ${languageNames[language]} for ${file}: words/${language}/${file} is missing`,
        );
      return [file, own];
    }),
  );
}

/** A language's words for dates and counts (words/<language>/site-text-dates.yml). */
export type LanguageWords = { dates: DatesText; bytes: PluralWords };

/** Each language's words for dates and counts, by its code. */
export const languageWords = Object.fromEntries(
  languageCodes.map((code) => [code, wordsFile(code, 'site-text-dates.yml')]),
) as Record<Language, LanguageWords>;

/**
 * Files the form writes only in a language whose words it has (words/cy/site-text.yml,
 * words/cy/pages/search.yml): in English the content's own are kept, as the form found them.
 */
export const keptFiles = ['site-text.yml', 'pages/search.yml'];

/**
 * A kept file in `language` from its words: site-text.yml's with the dates' and counts' words,
 * and on a site of two languages the words of its language switch; undefined where the
 * language has none (English keeps the content's own).
 */
export function keptFileIn(language: Language, file: string, twoLanguages: boolean) {
  const own = wordsFile(language, file) as Record<string, unknown> | undefined;
  if (!own || file !== 'site-text.yml') return own;
  const { dates, bytes } = languageWords[language];
  return { ...own, dates, bytes, ...(twoLanguages && languagesWordsIn(language)) };
}

/** site-text.yml's `languages` in `language`: the language switch and the untranslated note. */
export const languagesWordsIn = (language: Language) =>
  wordsFile(language, 'site-text-languages.yml') as { languages: Record<string, unknown> };

/** The form's own dates and times (its month of services, its questions): British, as it writes church.yml. */
export const dateWordsIn = (language: Language): DateWords =>
  dateWordsOf(languageWords[language].dates, { language, dateStyle: 'british' });

/** The form's own dates and times in English, as its tests read them. */
export const startDateWords = dateWordsIn('en');

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

/** The form's own words in one language (words/<language>/start-form.yml, the same keys in each). */
export interface FormWords {
  /** The language they are in: not in the file, but its folder's. */
  language: Language;
  heading: string;
  open: string;
  intro: string;
  notNow: string;
  publish: string;
  openEditor: string;
  optional: string;
  add: string;
  remove: string;
  item: string;
  dialling: string;
  photo: Record<'square' | 'kept' | 'preparing' | 'ready' | 'unreadable', string>;
  month: Record<'heading' | 'hint' | 'none', string>;
  problems: Record<'notPublished' | 'allPutRight' | 'isThisRight' | 'wouldNotBuild', string> & {
    putRight: PluralWords;
  };
  questions: Record<
    | 'twoServices'
    | 'listedTwice'
    | 'sameNameApart'
    | 'atTheSameTime'
    | 'minutesApart'
    | 'atChurch'
    | 'ask',
    string
  >;
  staying: { sentence: PluralWords; counts: Record<string, PluralWords> };
  publishing: Record<
    | 'commitMessage'
    | 'signInFirst'
    | 'reading'
    | 'checking'
    | 'saving'
    | 'wentWrong'
    | 'again'
    | 'changedMeanwhile'
    | 'mayNotBeSaved'
    | 'mayNotBeSavedHere',
    string
  >;
  published: Record<'heading' | 'here' | 'onGitHub' | 'bothLanguages' | 'next', string>;
  samplePanel: { headline: PluralWords; note: string };
  site: Record<'officeContact' | 'podcastPicture' | 'churchInTown' | 'onRoad' | 'atPlace', string>;
}

/** The form's own words, by language. */
export const formWords = Object.fromEntries(
  languageCodes.map((code) => [
    code,
    { ...(wordsFile(code, 'start-form.yml') as object), language: code },
  ]),
) as Record<Language, FormWords>;

/** A box's words in a language: its label and hint, a list's singular, a choice's options. */
export interface BoxWords {
  label?: string;
  hint?: string;
  singular?: string;
  options?: Record<string, string>;
}

/**
 * The form's boxes and the schema's problems in a language other than English, whose are the
 * schema's own (words/<language>/start-form-boxes.yml).
 */
export const boxWords = Object.fromEntries(
  languageCodes.flatMap((code) => {
    const own = wordsFile(code, 'start-form-boxes.yml');
    return own ? [[code, own]] : [];
  }),
) as Partial<
  Record<Language, { boxes: Record<string, BoxWords>; problems: Record<string, string> }>
>;
