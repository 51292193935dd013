import { inLanguage, type Language, languageCodes, languagesOf } from '../../lib/languages.ts';

// A site of two languages keeps each content file once per language, as Decap's i18n saves it
// (`multiple_files`): pages/home.cy.yml beside pages/home.en.yml. A file with no language in
// its name holds what both share; a site of one language names none. docs/decisions/0052.
// Which file is read for which name, given which files there are: the loader's on disk
// (languages.server.ts), /admin's in the files it was given (admin/before-publish/set-check.ts).

const isLanguage = (value: unknown): value is Language => languageCodes.includes(value as Language);

/**
 * The site's languages, its default first: church.yml's, or any language's copy of it. `has`
 * says whether a file is there, `dataOf` what it holds (undefined when it cannot be read).
 */
export function siteLanguagesWith(
  has: (file: string) => boolean,
  dataOf: (file: string) => unknown,
): Language[] {
  for (const file of ['church.yml', ...languageCodes.map((code) => `church.${code}.yml`)]) {
    if (!has(file)) continue;
    // The loader tells a mistake; the languages are English until it is put right.
    const { language, secondLanguage } = (dataOf(file) ?? {}) as Record<string, unknown>;
    return languagesOf({
      language: isLanguage(language) ? language : 'en',
      secondLanguage: isLanguage(secondLanguage) ? secondLanguage : undefined,
    });
  }
  return ['en'];
}

export interface LanguageFiles {
  languages: Language[];
  language: Language;
  /** The file read for one named without a language, and whether it stands in for a missing one. */
  fileFor(file: string): { file: string; untranslated: boolean };
}

/**
 * Which file each name means in `language` (the default when not given) of `languages`: its
 * own, else the default language's (untranslated), else the one both share; on a site of one
 * language, the name itself.
 */
export function languageFilesWith(
  has: (file: string) => boolean,
  languages: Language[],
  language?: Language,
): LanguageFiles {
  const chosen = language ?? languages[0]!;
  if (languages.length === 1) {
    return { languages, language: chosen, fileFor: (file) => ({ file, untranslated: false }) };
  }
  const others = [languages[0]!, ...languageCodes.filter((code) => code !== languages[0])];
  return {
    languages,
    language: chosen,
    fileFor(file) {
      const own = inLanguage(file, chosen);
      if (has(own)) return { file: own, untranslated: false };
      if (has(file)) return { file, untranslated: false };
      const stand = others.map((code) => inLanguage(file, code)).find(has);
      return stand ? { file: stand, untranslated: true } : { file: own, untranslated: false };
    },
  };
}
