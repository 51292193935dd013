// Pagefind weighs headings most: for "Luke 15" a series "Lost and Found: Luke 15" led the sermons.
// A search that reads as a Bible reference lists the sermons first, in Pagefind's order.

const reference = /^\s*(?:[1-3]\s*)?[a-z][a-z .]*?\s+\d/i;
const sermonPage = /^\/sermons\/(?!series\/|page\/)[^/]+$/;

export function passageFirst<T extends { url: string }>(query: string, results: T[]): T[] {
  if (!reference.test(query)) return results;
  const isSermon = (result: T) => sermonPage.test(result.url.replace(/[?#].*$/, ''));
  return [...results.filter(isSermon), ...results.filter((result) => !isSermon(result))];
}
