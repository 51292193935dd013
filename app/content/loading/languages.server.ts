import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { inLanguage, type Language, languageCodes, languagesOf } from '../../lib/languages.ts';

// A site of two languages keeps each content file once per language, as Decap's i18n saves it
// (`multiple_files`): pages/home.cy.yml beside pages/home.en.yml. A file with no language in
// its name holds what both share; a site of one language names none. docs/decisions/0052.

const isLanguage = (value: unknown): value is Language => languageCodes.includes(value as Language);

/** The site's languages, its default first: church.yml's, or any language's copy of it. */
export function siteLanguagesIn(dir: string): Language[] {
  for (const file of ['church.yml', ...languageCodes.map((code) => `church.${code}.yml`)]) {
    const path = join(dir, file);
    if (!existsSync(path)) continue;
    let data: unknown;
    try {
      data = parse(readFileSync(path, 'utf8'));
    } catch {
      // The loader tells the mistake; the languages are English until it is put right.
    }
    const { language, secondLanguage } = (data ?? {}) as Record<string, unknown>;
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
 * Which file each name means in `language`: its own, else the default language's (untranslated),
 * else the one both share; on a site of one language, the name itself.
 */
export function languageFiles(dir: string, language?: Language): LanguageFiles {
  const languages = siteLanguagesIn(dir);
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
      if (existsSync(join(dir, own))) return { file: own, untranslated: false };
      if (existsSync(join(dir, file))) return { file, untranslated: false };
      const stand = others
        .map((code) => inLanguage(file, code))
        .find((name) => existsSync(join(dir, name)));
      return stand ? { file: stand, untranslated: true } : { file: own, untranslated: false };
    },
  };
}
