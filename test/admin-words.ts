import { type AdminWords, speak } from '../app/admin/shared/words.ts';
import type { Language } from '../app/lib/languages.ts';
import { yamlFolder } from '../app/pipeline/yaml-modules.ts';

// For the CMS tests, in Node: /admin's own words, read from the files the build bundles
// (app/admin/words/), never the test's own.

const files = yamlFolder('app/admin/words');

/** /admin's words in a language (words/<language>/admin.yml). */
export const adminWordsIn = (language: Language) => files[`${language}/admin.yml`] as AdminWords;

/** Speaks /admin's English, as a site in English does, for the words /admin fills in; its words. */
export function speakEnglish(): AdminWords {
  speak(files, 'en');
  return adminWordsIn('en');
}
