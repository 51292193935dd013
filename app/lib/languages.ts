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
