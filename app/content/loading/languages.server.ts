import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { Language } from '../../lib/languages.ts';
import { type LanguageFiles, languageFilesWith, siteLanguagesWith } from './language-files.ts';

// Which file of a content folder on disk is read for which name, in which language
// (language-files.ts). docs/decisions/0052.

export type { LanguageFiles };

const onDisk = (dir: string) => (file: string) => existsSync(join(dir, file));

/** The site's languages, its default first: church.yml's, or any language's copy of it. */
export function siteLanguagesIn(dir: string): Language[] {
  return siteLanguagesWith(onDisk(dir), (file) => {
    try {
      return parse(readFileSync(join(dir, file), 'utf8')) as unknown;
    } catch {
      return undefined;
    }
  });
}

/**
 * Which file each name means in `language`: its own, else the default language's (untranslated),
 * else the one both share; on a site of one language, the name itself.
 */
export const languageFiles = (dir: string, language?: Language): LanguageFiles =>
  languageFilesWith(onDisk(dir), siteLanguagesIn(dir), language);
