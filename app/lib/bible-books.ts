// The books of the Bible, so that a passage typed freely ("Lk 15:11-32", "1 Cor. 13; Ps 23")
// files the sermon under its books, in the Bible's order. A passage this cannot read stops the
// build with a sentence, so a slip is put right rather than filed under no book or the wrong one.
import bookTable from './bible-books.json' with { type: 'json' };
import type { Language } from './languages.ts';
import { slugOf } from './slug.ts';

// Name, chapters, other English names and abbreviations (SBL's and the British ones), and the
// Welsh names (the Beibl Cymraeg Newydd's and beibl.net's, app/admin/start/words/cy/README.md),
// words joined by "-", a numbered book's without its number. "Jud" is Judges: Jude is only ever
// "Jude". The office may type a book in either language on any site; the page writes it in its
// own words (site-text.yml's `bible`, lib/bible-links.ts).
const table = bookTable as [name: string, chapters: number, other: string, welsh: string][];

/**
 * Each book's one name, as the NIV (UK) has it ("1 Corinthians"), its address part, its place
 * (1 to 66) and its chapters as English Bibles number them, to refuse a chapter it has not got.
 */
export const bibleBooks = table.map(([name, chapters], index) => ({
  name,
  slug: slugOf(name),
  testament: index < 39 ? ('old' as const) : ('new' as const),
  order: index + 1,
  chapters,
}));
export type BibleBook = (typeof bibleBooks)[number];
export type Testament = BibleBook['testament'];

const bySlug = new Map(bibleBooks.map((book) => [book.slug, book]));
export const bookBySlug = (slug: string) => bySlug.get(slug);

const numerals: Record<string, number> = {
  ...{ '1': 1, '1st': 1, i: 1, first: 1 },
  ...{ '2': 2, '2nd': 2, ii: 2, second: 2 },
  ...{ '3': 3, '3rd': 3, iii: 3, third: 3 },
};

/** A book as a name typed names it, and the languages that name is in ("Genesis": both). */
type Named = { book: BibleBook; languages: Language[] };

// Keyed "luke", "lk", "1 cor": a numbered book is found only with its number, so "Jn" alone is
// John and "1 Jn" is 1 John, and "I" is read as a number only before a numbered book.
const byName = new Map<string, Named>();
// "kings" → 1 Kings and 2 Kings, to tell someone who left the number out which to choose.
const wantsNumber = new Map<string, BibleBook[]>();
table.forEach(([name, , other, welsh], index) => {
  const book = bibleBooks[index]!;
  const [, number, bare = ''] = /^(?:(\d) )?(.+)$/.exec(name) ?? [];
  const spellings: [string, Language][] = [
    ...[slugOf(bare), ...other.split(' ')].map((spelling): [string, Language] => [spelling, 'en']),
    ...welsh.split(' ').map((spelling): [string, Language] => [spelling, 'cy']),
  ];
  for (const [spelling, language] of spellings.filter(([spelling]) => spelling)) {
    const key = number ? `${number} ${spelling}` : spelling;
    const named = byName.get(key);
    if (named && named.book !== book) throw new Error(`bible-books: "${key}" names two books`);
    if (named) {
      if (!named.languages.includes(language)) named.languages.push(language);
      continue;
    }
    byName.set(key, { book, languages: [language] });
    if (number) wantsNumber.set(spelling, [...(wantsNumber.get(spelling) ?? []), book]);
  }
});

/**
 * What the office types written one way, its case kept to quote back: no full stops, one kind of
 * dash, a space between a book and its number ("1Cor13" → "1 Cor 13", but "1st" and "6a" kept).
 */
const normalise = (part: string) =>
  part
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/([a-z])\./gi, '$1 ')
    .replace(/\.\s*$/, '')
    .replace(/([a-z])(?=\d)/gi, '$1 ')
    .replace(/(\d)(?!(?:st|nd|rd)\b)(?=[a-z]{2})/gi, '$1 ')
    .replace(/\s+/g, ' ')
    .trim();

/** The book a part starts with, and the rest: the longest run of words naming a book. */
function readBook(words: string[]): (Named & { rest: string }) | undefined {
  const lower = words.map((word) => word.toLowerCase());
  const numeral = numerals[lower[0] ?? ''];
  for (const skip of numeral ? [1, 0] : [0]) {
    for (let end = Math.min(words.length, skip + 4); end > skip; end--) {
      const name = lower.slice(skip, end).join('-');
      const named = byName.get(skip ? `${numeral} ${name}` : name);
      if (named) return { ...named, rest: words.slice(end).join(' ') };
    }
  }
  return undefined;
}

// "15", "15:11", "15.11-32", "15:11-16:4", "23:1-6a": chapter, verse, end chapter, end verse.
const point = String.raw`(\d+)[a-d]?(?:\s*[:.]\s*(\d+)[a-d]?)?`;
const reference = new RegExp(`^${point}(?:\\s*-\\s*${point})?$`, 'i');

const example = 'write it as in the Bible, such as Luke 15:11-32 or 1 Corinthians 13';

/** Where a part of a passage is: a book, chapter, verse or range; "6a" is verse 6. */
export type PassageReference = { book: BibleBook } & Partial<
  Record<'chapter' | 'verse' | 'endChapter' | 'endVerse', number>
>;

/**
 * A piece of the passage as typed: a reference, or what separates two ("; ", " and "). A part
 * that names its book says how: the languages of the name typed, and the chapter and verses after
 * it ("Lk 15:11" → ['en'], "15:11"); one going on with the book before ("12:1-2") names none.
 */
type PassagePart = {
  text: string;
  reference?: PassageReference;
  named?: { languages: readonly Language[]; after: string };
};

const numberOf = (text: string | undefined) => (text === undefined ? undefined : Number(text));

/**
 * The place a reference names: after a verse a bare number is a verse of the chapter before
 * ("Luke 15:11, 20-24"), and in a one-chapter book a range is verses ("Jude 3-4" is Jude
 * 1:3-4) but a lone number is a chapter, so "Obadiah 2" is refused.
 */
function referenceOf(
  match: RegExpExecArray,
  book: BibleBook,
  afterVerse: boolean,
  lastChapter: number | undefined,
): PassageReference {
  const [start, startVerse, end, endVerse] = [1, 2, 3, 4].map((i) => numberOf(match[i]));
  const to =
    endVerse !== undefined ? { endChapter: end, endVerse } : end === undefined ? {} : undefined;
  const versesOnly =
    startVerse === undefined && (afterVerse || (book.chapters === 1 && end !== undefined));
  if (versesOnly) {
    return {
      book,
      chapter: afterVerse ? (lastChapter ?? 1) : 1,
      verse: start,
      ...(to ?? { endVerse: end }),
    };
  }
  if (startVerse !== undefined) {
    return { book, chapter: start, verse: startVerse, ...(to ?? { endVerse: end }) };
  }
  return { book, chapter: start, ...(to ?? { endChapter: end }) };
}

/**
 * A passage read part by part (separated by ";", ",", "&" or "and"; "Romans 8:28-39, 12:1-2" goes
 * on with the book before), the separators as typed; or what is wrong, after "the Bible passage".
 */
export function readPassage(passage: string): { parts: PassagePart[] } | { problem: string } {
  const pieces = passage.split(/([;,&]|\band\b)/i);
  if (pieces.every((piece, i) => i % 2 === 1 || piece.trim() === '')) {
    return { problem: `is empty (${example})` };
  }
  const parts: PassagePart[] = [];
  /** Keeps a separator (and the spaces around a part) as text of its own. */
  const between = (text: string) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last && !last.reference) last.text += text;
    else parts.push({ text });
  };
  let book: BibleBook | undefined;
  let afterVerse = false;
  let lastChapter: number | undefined;
  for (const [index, piece] of pieces.entries()) {
    const part = piece.trim();
    if (index % 2 === 1 || !part) {
      between(piece);
      continue;
    }
    const text = normalise(part);
    const found = readBook(text.split(' '));
    if (found) [book, afterVerse, lastChapter] = [found.book, false, undefined];
    const rest = found ? found.rest : text;
    if (!book || (!found && !reference.test(rest))) {
      const choices = wantsNumber.get(text.split(' ')[0]?.toLowerCase() ?? '');
      if (choices) {
        const names = choices.map((b) => b.name).join(' or ');
        return { problem: `"${part}" does not say which book it is: ${names}` };
      }
      return {
        problem: `"${part}" does not start with the name of a book of the Bible (${example})`,
      };
    }
    between(piece.slice(0, piece.indexOf(part)));
    const named = found && { named: { languages: found.languages, after: rest } };
    if (!rest) {
      parts.push({ text: part, reference: { book }, ...named });
      between(piece.slice(piece.indexOf(part) + part.length));
      continue;
    }
    const match = reference.exec(rest);
    if (!match) {
      return {
        problem: `"${part}" has "${rest}" after ${book.name}, which is not a chapter and verses (${example})`,
      };
    }
    const placed = referenceOf(match, book, afterVerse, lastChapter);
    // The chapters it names itself: none when it names verses alone.
    const versesOnly = match[2] === undefined && placed.verse !== undefined;
    const chapters = versesOnly
      ? []
      : [placed.chapter, placed.endChapter].filter((c) => c !== undefined);
    const count = book.chapters;
    const wrong = chapters.find((chapter) => chapter < 1 || chapter > count);
    if (wrong !== undefined) {
      const has = count === 1 ? 'only one chapter' : `${count} chapters`;
      const verse =
        count === 1 && /^\d+$/.test(rest)
          ? ` (for verse ${wrong}, write ${book.name} 1:${wrong})`
          : '';
      return {
        problem: `"${part}" asks for chapter ${wrong} of ${book.name}, which has ${has}${verse}`,
      };
    }
    parts.push({ text: part, reference: placed, ...named });
    between(piece.slice(piece.indexOf(part) + part.length));
    lastChapter = placed.endChapter ?? placed.chapter;
    afterVerse =
      afterVerse || chapters.length === 0 || match[2] !== undefined || match[4] !== undefined;
  }
  return { parts };
}

/** The books a passage names, in order, each once; or what is wrong with it (readPassage). */
export function booksOfPassage(passage: string): { books: BibleBook[] } | { problem: string } {
  const read = readPassage(passage);
  if ('problem' in read) return read;
  const books: BibleBook[] = [];
  for (const { reference } of read.parts) {
    if (reference && !books.includes(reference.book)) books.push(reference.book);
  }
  return { books };
}
