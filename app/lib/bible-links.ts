import { type PassageReference, readPassage } from './bible-books.ts';

// Where a sermon's passage links to: the Bible site and translation the church chooses. Each
// address is built from the place the parser read, never the text typed, so a link opens the
// passage the sermon is filed under. Bible Gateway uses its own abbreviations (NIVUK).

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
      `https://www.esv.org/${referenceText(reference, { songOfSongs: 'Song of Solomon' })
        .replaceAll(' ', '+')
        .replace(/[^A-Za-z0-9+:-]/g, encodeURIComponent)}/`,
  },
} satisfies Record<string, BibleChoice>;

export type BibleChoiceKey = keyof typeof bibleChoices;
export const bibleChoiceKeys = Object.keys(bibleChoices) as [BibleChoiceKey, ...BibleChoiceKey[]];

/**
 * A reference as the sites read it: "Luke 15:11-16:4", "Psalm 23", "Psalms 120-134", "Ruth";
 * esv.org asks for Song of Songs as the ESV names it, "Song of Solomon".
 */
export function referenceText(
  { book, chapter, verse, endChapter, endVerse }: PassageReference,
  { songOfSongs = 'Song of Songs' } = {},
): string {
  const oneChapter = chapter !== undefined && (endChapter === undefined || endChapter === chapter);
  const name =
    book.slug === 'psalms' && oneChapter
      ? 'Psalm'
      : book.slug === 'song-of-songs'
        ? songOfSongs
        : book.name;
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

/**
 * A passage as typed, each reference linked, and in full where typed short ("Lk 10:25-37"), for
 * hover and search. One the parser cannot read has no links (the build stops on it first).
 */
export function passageLinks(
  passage: string,
  choice: BibleChoiceKey,
): { text: string; href?: string; inFull?: string }[] {
  const read = readPassage(passage.trim());
  if ('problem' in read) return [{ text: passage }];
  return read.parts.map(({ text, reference }) => {
    if (!reference) return { text };
    const inFull = referenceText(reference);
    return {
      text,
      href: passageUrl(choice, reference),
      ...(inFull !== text.trim() && { inFull }),
    };
  });
}
