// The languages a site speaks (church.yml: language, secondLanguage), the first its default.

export const languageCodes = ['en', 'cy'] as const;
export type Language = (typeof languageCodes)[number];

/** Each language in its own words, as a language switch names it (GOV.UK's and HMRC's "Cymraeg"). */
export const languageNames: Record<Language, string> = { en: 'English', cy: 'Cymraeg' };

/** A page's `lang`: British English as the site always wrote it, and Welsh. */
export const htmlLang = (language: Language) => (language === 'en' ? 'en-GB' : 'cy');

/** The site's languages in order: its default first, then its second if it has one. */
export function languagesOf({
  language,
  secondLanguage,
}: {
  language: Language;
  secondLanguage?: Language | undefined;
}): Language[] {
  return secondLanguage && secondLanguage !== language ? [language, secondLanguage] : [language];
}

// A site of two languages names each content file's language (decision 0052), as Decap's i18n
// saves it: pages/home.cy.yml beside pages/home.en.yml.
const suffix = new RegExp(`\\.(${languageCodes.join('|')})(\\.[a-z]+)$`);

/** "pages/home.yml" in Welsh: "pages/home.cy.yml". */
export const inLanguage = (file: string, language: Language) =>
  file.replace(/(\.[a-z]+)$/, `.${language}$1`);

/** "pages/home.cy.yml" → "pages/home.yml", and the language its name gives, if any. */
export function withoutLanguage(file: string): { file: string; language?: Language } {
  const match = suffix.exec(file);
  return match ? { file: file.replace(suffix, '$2'), language: match[1] as Language } : { file };
}
