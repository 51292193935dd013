// A person's initials, for their place when they have no photo: their first and last names'
// first letters, passing over the titles before them ("The Revd Canon Morag Finlay" → "MF").

// Only leading words are titles: "Jane Bishop" and "Dean Walker" keep their names.
const titles = new Set(
  'the rev revd reverend very rt right most canon dr mr mrs ms miss mx prof sir dame fr father pastor bishop archdeacon preb prebendary'.split(
    ' ',
  ),
);

/** `locale`: the site's (htmlLang), whose capitals the initials take. */
export function initials(name: string, locale: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}'-]/gu, ''))
    .filter(Boolean);
  const first = words.findIndex((word) => !titles.has(word.toLowerCase()));
  const own = first === -1 ? [] : words.slice(first);
  const named = own.length > 0 ? [own[0]!, ...(own.length > 1 ? [own.at(-1)!] : [])] : [];
  return named.map((word) => Array.from(word)[0]!.toLocaleUpperCase(locale)).join('');
}
