import { bibleBooks, type PassageReference, readPassage } from './bible-books.ts';
import type { Language } from './languages.ts';

// Where a sermon's passage links to: the Bible site and translation the church chooses. Each
// address is built from the place the parser read, never the text typed, so a link opens the
// passage the sermon is filed under, in English whatever the page's language (the sites offered
// are English). Bible Gateway uses its own abbreviations (NIVUK).

/**
 * How a language's words name the books (site-text.yml's `bible`): each book, Genesis first, and
 * one psalm ("Psalm 23", of the book "Psalms").
 */
export type BookNames = { books: readonly string[]; psalm: string };

/** The books as the English Bibles and the Bible sites name them (bible-books.json). */
export const englishBookNames: BookNames = {
  books: bibleBooks.map((book) => book.name),
  psalm: 'Psalm',
};

/** esv.org asks for Song of Songs as the ESV names it, "Song of Solomon". */
const esvBookNames: BookNames = {
  ...englishBookNames,
  books: englishBookNames.books.map((name) =>
    name === 'Song of Songs' ? 'Song of Solomon' : name,
  ),
};

/** `label`: what the CMS offers, the translation and the site. */
type BibleChoice = { label: string; url: (reference: PassageReference) => string };

const bibleGateway = (version: string, name: string): BibleChoice => ({
  label: `${name} (${version}), on Bible Gateway`,
  url: (reference) =>
    `https://www.biblegateway.com/passage/?${new URLSearchParams({
      search: referenceText(reference),
      version,
    })}`,
});

/** The choices, by the value the sermons' settings save. */
export const bibleChoices = {
  'biblegateway-nivuk': bibleGateway('NIVUK', 'New International Version, UK edition'),
  'biblegateway-niv': bibleGateway('NIV', 'New International Version'),
  'biblegateway-esvuk': bibleGateway('ESVUK', 'English Standard Version, Anglicised'),
  'biblegateway-esv': bibleGateway('ESV', 'English Standard Version'),
  'biblegateway-nrsva': bibleGateway('NRSVA', 'New Revised Standard Version, Anglicised'),
  'biblegateway-nkjv': bibleGateway('NKJV', 'New King James Version'),
  'biblegateway-kjv': bibleGateway('KJV', 'King James Version'),
  'biblegateway-nlt': bibleGateway('NLT', 'New Living Translation'),
  'esv-org': {
    label: 'English Standard Version (ESV), on esv.org',
    url: (reference) =>
      `https://www.esv.org/${referenceText(reference, esvBookNames)
        .replaceAll(' ', '+')
        .replace(/[^A-Za-z0-9+:-]/g, encodeURIComponent)}/`,
  },
} satisfies Record<string, BibleChoice>;

export type BibleChoiceKey = keyof typeof bibleChoices;
export const bibleChoiceKeys = Object.keys(bibleChoices) as [BibleChoiceKey, ...BibleChoiceKey[]];

/** A reference's book in `names`: one psalm as "Psalm" ("Psalm 23"), the book "Psalms". */
function bookName({ book, chapter, endChapter }: PassageReference, names: BookNames) {
  const oneChapter = chapter !== undefined && (endChapter === undefined || endChapter === chapter);
  return book.slug === 'psalms' && oneChapter ? names.psalm : (names.books[book.order - 1] ?? '');
}

/**
 * A reference written in full: "Luke 15:11-16:4", "Psalm 23", "Psalms 120-134", "Ruth", the
 * books named as `names` names them (English, as the Bible sites read it, unless told).
 */
export function referenceText(
  reference: PassageReference,
  names: BookNames = englishBookNames,
): string {
  const { chapter, verse, endChapter, endVerse } = reference;
  const name = bookName(reference, names);
  if (chapter === undefined) return name;
  const start = verse === undefined ? `${chapter}` : `${chapter}:${verse}`;
  const end =
    endChapter !== undefined && endChapter !== chapter
      ? endVerse === undefined
        ? `${endChapter}`
        : `${endChapter}:${endVerse}`
      : endVerse;
  return end === undefined ? `${name} ${start}` : `${name} ${start}-${end}`;
}

export const passageUrl = (choice: BibleChoiceKey, reference: PassageReference) =>
  bibleChoices[choice].url(reference);

/** The words a page names the books in: its language's (site-text.yml's `bible`). */
export type PassageWords = { language: Language; names: BookNames };

const englishWords: PassageWords = { language: 'en', names: englishBookNames };

/**
 * A passage as typed, each reference linked, and in full where typed short ("Lk 10:25-37"), for
 * hover and search, in the page's words. A book typed in another language than the page's is
 * written in the page's ("1 Thessalonians 5:1-11" on a Welsh page: "1 Thesaloniaid 5:1-11");
 * one typed in the page's is kept as typed, short or not. One the parser cannot read has no
 * links (the build stops on it first).
 */
export function passageLinks(
  passage: string,
  choice: BibleChoiceKey,
  { language, names }: PassageWords = englishWords,
): { text: string; href?: string; inFull?: string }[] {
  const read = readPassage(passage.trim());
  if ('problem' in read) return [{ text: passage }];
  return read.parts.map(({ text, reference, named }) => {
    if (!reference) return { text };
    const shown =
      named && !named.languages.includes(language)
        ? [bookName(reference, names), named.after].filter(Boolean).join(' ')
        : text;
    const inFull = referenceText(reference, names);
    return {
      text: shown,
      href: passageUrl(choice, reference),
      ...(inFull !== shown.trim() && { inFull }),
    };
  });
}
