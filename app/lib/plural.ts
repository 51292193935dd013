import { fillPhrase } from './format-date.ts';
import { htmlLang, type Language } from './languages.ts';

/**
 * A count in the office's words, a whole phrase per plural form ("{count} sermons"): `one` and
 * `other` always, and the forms a language has besides (Welsh: zero, two, few, many), which
 * fall back to `other`.
 */
export interface PluralWords {
  zero?: string | undefined;
  one: string;
  two?: string | undefined;
  few?: string | undefined;
  many?: string | undefined;
  other: string;
}

/** The plural forms CLDR names, in its order. */
export const pluralForms = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/** 3 and { one: '{count} sermon', other: '{count} sermons' } → "3 sermons", by the language's rules. */
export function countWords(count: number, words: PluralWords, language: Language): string {
  const form = new Intl.PluralRules(htmlLang(language)).select(count) as keyof PluralWords;
  return fillPhrase(words[form] ?? words.other, { count: String(count) });
}
