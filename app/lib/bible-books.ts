// The books of the Bible, so that a sermon's passage, typed freely by the office ("Lk 15:11-32",
// "1 Cor. 13", "Psalm 23; Isaiah 40"), files the sermon under its books, named one way and
// listed in the Bible's order. A passage this cannot read stops the build with a sentence.

export type Testament = 'old' | 'new';

export interface BibleBook {
  /** The one form the site names the book by, as the NIV (UK) does: "Psalms", "1 Corinthians". */
  name: string;
  /** The book's part of a web address: "psalms", "1-corinthians". */
  slug: string;
  testament: Testament;
  /** 1 (Genesis) to 66 (Revelation). */
  order: number;
  chapters: number;
}

export const testamentNames: Record<Testament, string> = {
  old: 'Old Testament',
  new: 'New Testament',
};

// Name, chapters, and other names and abbreviations (SBL's and the usual British ones). A
// numbered book lists its names without the number, which is read separately.
const table: [name: string, chapters: number, other: string][] = [
  ['Genesis', 50, 'gen ge gn'],
  ['Exodus', 40, 'ex exo exod'],
  ['Leviticus', 27, 'lev le lv'],
  ['Numbers', 36, 'num nu nm nb'],
  ['Deuteronomy', 34, 'deut de dt'],
  ['Joshua', 24, 'josh jos'],
  ['Judges', 21, 'judg jdg jg'],
  ['Ruth', 4, 'ru rth'],
  ['1 Samuel', 31, 'sam sa sm'],
  ['2 Samuel', 24, 'sam sa sm'],
  ['1 Kings', 22, 'kgs ki kin'],
  ['2 Kings', 25, 'kgs ki kin'],
  ['1 Chronicles', 29, 'chr chron ch'],
  ['2 Chronicles', 36, 'chr chron ch'],
  ['Ezra', 10, 'ezr'],
  ['Nehemiah', 13, 'neh ne'],
  ['Esther', 10, 'esth est es'],
  ['Job', 42, 'jb'],
  ['Psalms', 150, 'psalm ps psa pss psm'],
  ['Proverbs', 31, 'prov pr prv pro'],
  ['Ecclesiastes', 12, 'eccl eccles ecc ec qoh qoheleth'],
  ['Song of Songs', 8, 'song sos song-of-solomon song-of-sol canticles cant canticle'],
  ['Isaiah', 66, 'isa is'],
  ['Jeremiah', 52, 'jer je jr'],
  ['Lamentations', 5, 'lam la'],
  ['Ezekiel', 48, 'ezek eze ezk'],
  ['Daniel', 12, 'dan da dn'],
  ['Hosea', 14, 'hos ho'],
  ['Joel', 3, 'jl'],
  ['Amos', 9, 'am'],
  ['Obadiah', 1, 'obad ob'],
  ['Jonah', 4, 'jon jnh'],
  ['Micah', 7, 'mic mc'],
  ['Nahum', 3, 'nah na'],
  ['Habakkuk', 3, 'hab hb'],
  ['Zephaniah', 3, 'zeph zep zp'],
  ['Haggai', 2, 'hag hg'],
  ['Zechariah', 14, 'zech zec zc'],
  ['Malachi', 4, 'mal ml'],
  ['Matthew', 28, 'matt mat mt'],
  ['Mark', 16, 'mk mrk mar'],
  ['Luke', 24, 'lk luk'],
  ['John', 21, 'jn jhn joh'],
  ['Acts', 28, 'ac act acts-of-the-apostles'],
  ['Romans', 16, 'rom ro rm'],
  ['1 Corinthians', 16, 'cor co'],
  ['2 Corinthians', 13, 'cor co'],
  ['Galatians', 6, 'gal ga'],
  ['Ephesians', 6, 'eph ephes'],
  ['Philippians', 4, 'phil php pp'],
  ['Colossians', 4, 'col'],
  ['1 Thessalonians', 5, 'thess thes th'],
  ['2 Thessalonians', 3, 'thess thes th'],
  ['1 Timothy', 6, 'tim ti tm'],
  ['2 Timothy', 4, 'tim ti tm'],
  ['Titus', 3, 'tit'],
  ['Philemon', 1, 'philem phlm phm'],
  ['Hebrews', 13, 'heb'],
  ['James', 5, 'jas jm'],
  ['1 Peter', 5, 'pet pe pt'],
  ['2 Peter', 3, 'pet pe pt'],
  ['1 John', 5, 'jn jhn joh'],
  ['2 John', 1, 'jn jhn joh'],
  ['3 John', 1, 'jn jhn joh'],
  ['Jude', 1, 'jud'],
  ['Revelation', 22, 'rev re revelations apocalypse'],
];

const slugOf = (name: string) => name.toLowerCase().replaceAll(' ', '-');

export const bibleBooks: readonly BibleBook[] = table.map(([name, chapters], index) => ({
  name,
  slug: slugOf(name),
  testament: index < 39 ? 'old' : 'new',
  order: index + 1,
  chapters,
}));

/** "i", "1st", "first" → 1. */
const numerals: Record<string, number> = {
  '1': 1,
  i: 1,
  '1st': 1,
  first: 1,
  '2': 2,
  ii: 2,
  '2nd': 2,
  second: 2,
  '3': 3,
  iii: 3,
  '3rd': 3,
  third: 3,
};

/** Every way of writing a book, without its number, lower case, words joined by "-". */
const byName = new Map<string, BibleBook[]>();
table.forEach(([name, , other], index) => {
  const book = bibleBooks[index]!;
  const bare = slugOf(name).replace(/^\d-/, '');
  for (const spelling of new Set([bare, ...other.split(' ')])) {
    byName.set(spelling, [...(byName.get(spelling) ?? []), book]);
  }
});

export const bookBySlug = (slug: string) => bibleBooks.find((book) => book.slug === slug);

/** A reference after a book: "15", "15:11-32", "15.11–16:4", "23:1-6a", "15:11, 20-24". */
const reference = /^\d+[a-c]?(?:[:.]\d+[a-c]?)?(?:\s*[-–—]\s*\d+[a-c]?(?:[:.]\d+[a-c]?)?)?$/;
const leadingNumber = /^(\d+)/;

/**
 * The book a passage's part starts with, and what follows it: the longest run of words that
 * names a book, after an optional numeral for the numbered books.
 */
function bookAt(words: string[]): { book: BibleBook; rest: string[] } | undefined {
  const numeral = numerals[words[0] ?? ''];
  const starts = numeral !== undefined && words.length > 1 ? [1, 0] : [0];
  for (const start of starts) {
    for (let end = Math.min(words.length, start + 4); end > start; end--) {
      const candidates = byName.get(words.slice(start, end).join('-')) ?? [];
      const book =
        start === 1
          ? candidates.find((b) => b.name.startsWith(`${numeral} `))
          : candidates.find((b) => !/^\d /.test(b.name));
      if (book) return { book, rest: words.slice(end) };
    }
  }
  return undefined;
}

const example = 'write it as in the Bible, such as Luke 15:11-32 or 1 Corinthians 13';

/** The chapter a reference starts in ("15:11-32" → 15); a one-chapter book's verse is no chapter. */
function chapterProblem(book: BibleBook, ref: string, part: string): string | undefined {
  const chapter = Number(ref.match(leadingNumber)?.[1]);
  const hasVerse = /[:.]/.test(ref);
  if (book.chapters === 1 && !hasVerse) return undefined;
  if (chapter >= 1 && chapter <= book.chapters) return undefined;
  return `"${part}" asks for chapter ${chapter} of ${book.name}, which has ${book.chapters} chapter${book.chapters === 1 ? '' : 's'}`;
}

/**
 * The books a passage names, in the order first named, each once; or, for a passage this
 * cannot read, a sentence saying what is wrong. Parts are separated by ";", "and", "&", or a
 * "," before a new book ("Romans 8:28-39, 12:1-2" stays in Romans).
 */
export function booksOfPassage(passage: string): { books: BibleBook[] } | { problem: string } {
  const parts = passage
    .split(/;|&|\band\b/i)
    .flatMap((part) => part.split(/,(?=\s*(?:[1-3]|i{1,3}|first|second|third)?\s*[a-z])/i))
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return { problem: `is empty (${example})` };
  const books: BibleBook[] = [];
  for (const part of parts) {
    const words = part
      .toLowerCase()
      .replace(/[.\s]+$/, '')
      .replace(/\b([1-3])(?!st\b|nd\b|rd\b)(?=[a-z]{2})/g, '$1 ') // "1Cor" → "1 Cor"
      .replace(/([a-z])\.(?=\s|$|\d)/g, '$1') // "Cor." → "Cor"
      .replace(/([a-z])(?=\d)/g, '$1 ') // "Lk15" → "Lk 15"
      .split(/\s+/)
      .filter(Boolean);
    const found = bookAt(words);
    if (!found)
      return {
        problem: `"${part}" does not start with the name of a book of the Bible (${example})`,
      };
    const refs = found.rest
      .join(' ')
      .split(/\s*,\s*/)
      .filter(Boolean);
    for (const ref of refs) {
      if (!reference.test(ref)) {
        return {
          problem: `"${part}" has "${ref}" after ${found.book.name}, which is not a chapter and verses (${example})`,
        };
      }
    }
    const problem = refs[0] ? chapterProblem(found.book, refs[0], part) : undefined;
    if (problem) return { problem };
    if (!books.includes(found.book)) books.push(found.book);
  }
  return { books };
}
