import { describe, expect, it } from 'vitest';
import { bookBySlug, readPassage } from './bible-books.ts';
import {
  bibleChoiceKeys,
  bibleChoices,
  englishBookNames,
  passageLinks,
  passageUrl,
  referenceText,
} from './bible-links.ts';
import { bookNamesIn, englishWordsBookNames, welshBookNames } from '../../test/bible-words.ts';

// The address of a passage on each Bible site the church may choose, built from the parsed
// reference. The patterns are the sites' own (bible-links.ts says where each is from).

const only = (passage: string) => {
  const read = readPassage(passage);
  if ('problem' in read) throw new Error(read.problem);
  const [reference] = read.parts.flatMap((part) => (part.reference ? [part.reference] : []));
  return reference!;
};

describe('referenceText', () => {
  it.each([
    ['Luke 15:11-32', 'Luke 15:11-32'],
    ['Lk 15', 'Luke 15'],
    ['Lk.15:11', 'Luke 15:11'],
    ['Luke 15:11-16:4', 'Luke 15:11-16:4'],
    ['Luke 15:11-15:20', 'Luke 15:11-20'],
    ['Psalm 23:1-6a', 'Psalm 23:1-6'],
    ['Ps 23', 'Psalm 23'],
    ['Psalms 120-134', 'Psalms 120-134'],
    ['Psalms', 'Psalms'],
    ['1 Cor. 13', '1 Corinthians 13'],
    ['III John 1-4', '3 John 1:1-4'],
    ['Jude 3-4', 'Jude 1:3-4'],
    ['Jude 1', 'Jude 1'],
    ['Philemon 8-16', 'Philemon 1:8-16'],
    ['Song of Sol. 2:8-13', 'Song of Songs 2:8-13'],
    ['Ruth', 'Ruth'],
  ])('writes %s as %s', (passage, text) => {
    expect(referenceText(only(passage))).toBe(text);
  });

  it('names the books as the words it is given name them: "Salm 23", "1 Thesaloniaid 5:1-11"', () => {
    const welsh = welshBookNames();
    expect(referenceText(only('Ps 23'), welsh)).toBe('Salm 23');
    expect(referenceText(only('Psalms 120-134'), welsh)).toBe('Salmau 120-134');
    expect(referenceText(only('1 Thess. 5:1-11'), welsh)).toBe('1 Thesaloniaid 5:1-11');
    expect(referenceText(only('Song 2'), welsh)).toBe('Caniad Solomon 2');
    expect(referenceText(only('Jude 3-4'), welsh)).toBe('Jwdas 1:3-4');
  });

  it('names the books in English as the English words file does, so English pages read as before', () => {
    expect(englishWordsBookNames()).toEqual(englishBookNames);
    expect(bookNamesIn('content/site-text.yml')).toEqual(englishBookNames);
  });
});

describe('passageUrl', () => {
  it('is a Bible Gateway passage search in the chosen translation', () => {
    const luke = only('Luke 15:11-32');
    expect(passageUrl('biblegateway-niv', luke)).toBe(
      'https://www.biblegateway.com/passage/?search=Luke+15%3A11-32&version=NIV',
    );
    expect(passageUrl('biblegateway-nivuk', only('1 Cor 13'))).toBe(
      'https://www.biblegateway.com/passage/?search=1+Corinthians+13&version=NIVUK',
    );
    for (const key of bibleChoiceKeys.filter((k) => k.startsWith('biblegateway-'))) {
      const url = new URL(passageUrl(key, luke));
      expect(`${url.origin}${url.pathname}`).toBe('https://www.biblegateway.com/passage/');
      expect(url.searchParams.get('search')).toBe('Luke 15:11-32');
      expect(url.searchParams.get('version')).toMatch(/^[A-Z]+$/);
      expect(bibleChoices[key].label).toContain(url.searchParams.get('version'));
    }
  });

  it('is esv.org’s own address for the passage, Song of Songs as the ESV names it', () => {
    expect(passageUrl('esv-org', only('Luke 15:11-32'))).toBe('https://www.esv.org/Luke+15:11-32/');
    expect(passageUrl('esv-org', only('1 Pet 2:4-5'))).toBe('https://www.esv.org/1+Peter+2:4-5/');
    expect(passageUrl('esv-org', only('Ps 23'))).toBe('https://www.esv.org/Psalm+23/');
    expect(passageUrl('esv-org', only('Song 2:8'))).toBe(
      'https://www.esv.org/Song+of+Solomon+2:8/',
    );
  });

  it('is always https and on the chosen site, whatever the book', () => {
    for (const key of bibleChoiceKeys) {
      const host = new URL(passageUrl(key, { book: bookBySlug('genesis')! })).host;
      for (const book of ['song-of-songs', '1-thessalonians', 'revelation']) {
        const url = new URL(passageUrl(key, { book: bookBySlug(book)!, chapter: 1, verse: 1 }));
        expect(url.protocol).toBe('https:');
        expect(url.host).toBe(host);
      }
    }
  });
});

describe('passageLinks', () => {
  it('links each reference as typed, written out in full where typed short, and keeps what separates them as text', () => {
    expect(passageLinks('Lk 10:25-37; Lev. 19:18', 'esv-org')).toEqual([
      { text: 'Lk 10:25-37', href: 'https://www.esv.org/Luke+10:25-37/', inFull: 'Luke 10:25-37' },
      { text: '; ' },
      {
        text: 'Lev. 19:18',
        href: 'https://www.esv.org/Leviticus+19:18/',
        inFull: 'Leviticus 19:18',
      },
    ]);
    expect(passageLinks('Psalm 23', 'esv-org')).toEqual([
      { text: 'Psalm 23', href: 'https://www.esv.org/Psalm+23/' },
    ]);
  });

  it('reads a bare number after a verse as a verse of the same chapter', () => {
    expect(passageLinks('Luke 15:11, 20-24', 'biblegateway-kjv').map((p) => p.href)).toEqual([
      'https://www.biblegateway.com/passage/?search=Luke+15%3A11&version=KJV',
      undefined,
      'https://www.biblegateway.com/passage/?search=Luke+15%3A20-24&version=KJV',
    ]);
    expect(passageLinks('Rom 8:28-39, 12:1-2', 'esv-org').map((p) => p.href)).toEqual([
      'https://www.esv.org/Romans+8:28-39/',
      undefined,
      'https://www.esv.org/Romans+12:1-2/',
    ]);
  });

  it('is the passage alone, unlinked, when the parser cannot read it (the build stops first)', () => {
    expect(passageLinks('Hezekiah 3', 'esv-org')).toEqual([{ text: 'Hezekiah 3' }]);
  });
});

describe('passageLinks in the page’s language', () => {
  const welsh = { language: 'cy', names: welshBookNames() } as const;
  const english = { language: 'en', names: englishWordsBookNames() } as const;
  const texts = (links: { text: string }[]) => links.map((link) => link.text).join('');

  it('writes a book typed in English in Welsh on a Welsh page, its chapter and verses as typed', () => {
    expect(texts(passageLinks('1 Thessalonians 5:1-11', 'esv-org', welsh))).toBe(
      '1 Thesaloniaid 5:1-11',
    );
    expect(texts(passageLinks('Lk 10:25-37; Lev. 19:18', 'esv-org', welsh))).toBe(
      'Luc 10:25-37; Lefiticus 19:18',
    );
    expect(texts(passageLinks('Ps 96', 'esv-org', welsh))).toBe('Salm 96');
    expect(texts(passageLinks('Rom 8:28-39, 12:1-2', 'esv-org', welsh))).toBe(
      'Rhufeiniaid 8:28-39, 12:1-2',
    );
  });

  it('keeps a book typed in the page’s language as typed, and writes one typed in Welsh in English on an English page', () => {
    expect(texts(passageLinks('Luc 15:11-32', 'esv-org', welsh))).toBe('Luc 15:11-32');
    expect(texts(passageLinks('Luc 15:11-32', 'esv-org', english))).toBe('Luke 15:11-32');
    expect(texts(passageLinks('1 Thesaloniaid 4', 'esv-org', english))).toBe('1 Thessalonians 4');
    expect(texts(passageLinks('Lk 15', 'esv-org', english))).toBe('Lk 15');
  });

  it('keeps a name both languages give a book as typed ("Genesis 1", "Job 19:25")', () => {
    expect(texts(passageLinks('Genesis 1; Job 19:25', 'esv-org', welsh))).toBe(
      'Genesis 1; Job 19:25',
    );
  });

  it('writes the passage in full in the page’s words, for hover and search', () => {
    expect(passageLinks('1 Thess. 4:9-12', 'esv-org', welsh)).toEqual([
      {
        text: '1 Thesaloniaid 4:9-12',
        href: 'https://www.esv.org/1+Thessalonians+4:9-12/',
      },
    ]);
    expect(passageLinks('Salm 23', 'esv-org', welsh)[0]?.inFull).toBeUndefined();
    expect(passageLinks('Jwdas 3-4', 'esv-org', welsh)[0]?.inFull).toBe('Jwdas 1:3-4');
  });

  it('links the same address in every language, the Bible site’s English', () => {
    for (const passage of ['Luc 15:11-32', 'Luke 15:11-32', 'Lk 15:11-32']) {
      for (const words of [welsh, english]) {
        expect(passageLinks(passage, 'biblegateway-nivuk', words)[0]?.href).toBe(
          'https://www.biblegateway.com/passage/?search=Luke+15%3A11-32&version=NIVUK',
        );
      }
    }
  });

  it('writes every passage typed in English on an English page as it did before the words named the books', () => {
    for (const passage of [
      'Lk 10:25-37; Lev. 19:18',
      '1 Thess. 4:9-12',
      'Ps 96',
      'Psalm 107:1-9',
      'Song of Sol. 2:8-13',
      'Jude 3-4',
      'Rom 8:28-39, 12:1-2',
      'Luke 15:11-32',
    ]) {
      expect(passageLinks(passage, 'esv-org', english)).toEqual(passageLinks(passage, 'esv-org'));
    }
  });
});
