import { describe, expect, it } from 'vitest';
import { bookBySlug, readPassage } from './bible-books.ts';
import {
  bibleChoiceKeys,
  bibleChoices,
  passageLinks,
  passageUrl,
  referenceText,
} from './bible-links.ts';

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

  it('names Song of Songs as a translation does, where asked', () => {
    expect(referenceText(only('Song 2'), { songOfSongs: 'Song of Solomon' })).toBe(
      'Song of Solomon 2',
    );
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
