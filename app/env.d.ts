/** Replaced at build time with the year the site was built (vite.config.ts). */
declare const __BUILD_YEAR__: number;

/** The start form's words, by the path each writes under content/ (app/pipeline/yaml-modules.ts). */
declare module 'virtual:start-words' {
  const words: Record<string, unknown>;
  export default words;
}

/** /admin's own words, by their path under app/admin/words/ ("cy/admin.yml"; app/admin/words.ts). */
declare module 'virtual:admin-words' {
  const words: Record<string, unknown>;
  export default words;
}
/** Whether content/churches lists any church (content-plugin.ts): code for several is left out. */
declare const __SEVERAL_CHURCHES__: boolean;
/** Whether church.yml names a second language (content-plugin.ts): a site of one's links stay as they were. */
declare const __TWO_LANGUAGES__: boolean;
/** Whether church.yml names a language other than English (content-plugin.ts): a site in English alone's scripts stay as they were. */
declare const __NOT_ENGLISH_ALONE__: boolean;
/** The words the site's first language writes events' dates in (app/pipeline/content-plugin.ts). */
declare module 'virtual:first-date-words' {
  // An ambient module may not import by a relative path, so the type is imported inline.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const words: import('./features/events/event-dates.ts').EventDateText;
  export default words;
}
