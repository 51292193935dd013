// A person's initials, for their place when they have no photo: their first and last names'
// first letters, passing over titles ("Rev. Andrew McCracken" → "AM").

const titles = new Set('rev revd very rt right dr mr mrs ms miss prof sir dame'.split(' '));

export function initials(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}'-]/gu, ''))
    .filter((word) => word && !titles.has(word.toLowerCase()));
  const named = words.length > 0 ? [words[0]!, ...(words.length > 1 ? [words.at(-1)!] : [])] : [];
  return named.map((word) => Array.from(word)[0]!.toLocaleUpperCase('en-GB')).join('');
}
