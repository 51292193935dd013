import type { Language } from './languages.ts';

// Each page in each language at its own address: the default language's as they always were,
// the second's under its code (/en/events on a Welsh-first site), as the Church in Wales' are.

/** The language an address is in: the second's when it starts with its code, else the default. */
export function languageOfPath(path: string, languages: readonly Language[]): Language {
  const [first, second] = languages;
  if (second && (path === `/${second}` || path.startsWith(`/${second}/`))) return second;
  return first ?? 'en';
}

/** An address of the default language's (/events) as it is in `language` (/en/events); any other (mailto:, #top) as it is. */
export function pathIn(language: Language, languages: readonly Language[]) {
  if (language === languages[0]) return (path: string) => path;
  return (path: string) => {
    if (!path.startsWith('/') || path.startsWith('//')) return path;
    return path === '/' ? `/${language}` : `/${language}${path}`;
  };
}

/** An address without its language's code: /en/events → /events, /en → /. */
export function defaultPath(path: string, languages: readonly Language[]): string {
  const language = languageOfPath(path, languages);
  if (language === languages[0]) return path;
  return path.slice(language.length + 1) || '/';
}
