import { describe, expect, it } from 'vitest';
import { itGives } from '../../test/examples.ts';
import { bibleBooks, bookBySlug, booksOfPassage, readPassage } from './bible-books.ts';
import { welshBookNames } from '../../test/bible-words.ts';

const names = (passage: string) => {
  const read = booksOfPassage(passage);
  return 'books' in read ? read.books.map((book) => book.name) : read.problem;
};

// Every other name and abbreviation the table holds, by book, with a comma between two; a
// numbered book's without its number. Kept here by hand so that a change to the table is a
// change seen in a test too.
const otherNames: Record<string, string> = {
  Genesis: 'Gen, Gn',
  Exodus: 'Ex, Exo, Exod',
  Leviticus: 'Lev, Lv',
  Numbers: 'Num, Nm, Nb',
  Deuteronomy: 'Deut, Dt',
  Joshua: 'Josh, Jos',
  Judges: 'Judg, Jdg, Jud',
  Ruth: 'Rth',
  '1 Samuel': 'Sam, Sm',
  '2 Samuel': 'Sam, Sm',
  '1 Kings': 'Kgs',
  '2 Kings': 'Kgs',
  '1 Chronicles': 'Chr, Chron',
  '2 Chronicles': 'Chr, Chron',
  Ezra: 'Ezr',
  Nehemiah: 'Neh',
  Esther: 'Esth, Est',
  Job: 'Jb',
  Psalms: 'Psalm, Ps, Psa, Pss',
  Proverbs: 'Prov, Pr, Prv',
  Ecclesiastes: 'Eccl, Eccles, Ecc, Qoh, Qoheleth',
  'Song of Songs': 'Song, SOS, Song of Solomon, Song of Sol, Canticles, Cant',
  Isaiah: 'Isa, Is',
  Jeremiah: 'Jer',
  Lamentations: 'Lam',
  Ezekiel: 'Ezek, Ezk',
  Daniel: 'Dan, Dn',
  Hosea: 'Hos',
  Joel: 'Jl',
  Amos: 'Am',
  Obadiah: 'Obad, Ob',
  Jonah: 'Jon, Jnh',
  Micah: 'Mic',
  Nahum: 'Nah',
  Habakkuk: 'Hab',
  Zephaniah: 'Zeph',
  Haggai: 'Hag',
  Zechariah: 'Zech',
  Malachi: 'Mal',
  Matthew: 'Matt, Mt',
  Mark: 'Mk, Mrk',
  Luke: 'Lk',
  John: 'Jn, Jhn',
  Acts: 'Acts of the Apostles',
  Romans: 'Rom',
  '1 Corinthians': 'Cor',
  '2 Corinthians': 'Cor',
  Galatians: 'Gal',
  Ephesians: 'Eph',
  Philippians: 'Phil, Php',
  Colossians: 'Col',
  '1 Thessalonians': 'Thess, Th',
  '2 Thessalonians': 'Thess, Th',
  '1 Timothy': 'Tim',
  '2 Timothy': 'Tim',
  Titus: 'Tit',
  Philemon: 'Philem, Phlm, Phm',
  Hebrews: 'Heb',
  James: 'Jas',
  '1 Peter': 'Pet, Pt',
  '2 Peter': 'Pet, Pt',
  '1 John': 'Jn, Jhn',
  '2 John': 'Jn, Jhn',
  '3 John': 'Jn, Jhn',
  Jude: '',
  Revelation: 'Rev, Revelations',
};

const ways = {
  1: ['1 ', '1', '1st ', 'First ', 'I '],
  2: ['2 ', '2', '2nd ', 'Second ', 'II '],
  3: ['3 ', '3', '3rd ', 'Third ', 'III '],
};

describe('bibleBooks', () => {
  it('has the 66 books in order, 39 old and 27 new, each at its own address', () => {
    expect(bibleBooks).toHaveLength(66);
    expect(bibleBooks.map((book) => book.order)).toEqual(bibleBooks.map((_, i) => i + 1));
    expect(bibleBooks.filter((book) => book.testament === 'old')).toHaveLength(39);
    expect(bibleBooks.filter((book) => book.testament === 'new')).toHaveLength(27);
    expect(bibleBooks.slice(0, 39).every((book) => book.testament === 'old')).toBe(true);
    expect(bibleBooks[0]?.name).toBe('Genesis');
    expect(bibleBooks[38]?.name).toBe('Malachi');
    expect(bibleBooks[39]?.name).toBe('Matthew');
    expect(bibleBooks[65]?.name).toBe('Revelation');
    expect(new Set(bibleBooks.map((book) => book.slug)).size).toBe(66);
    for (const book of bibleBooks) expect(book.slug).toMatch(/^(?:[1-3]-)?[a-z]+(?:-[a-z]+)*$/);
  });

  it('has the chapters of English Bibles', () => {
    expect(bibleBooks.reduce((sum, book) => sum + book.chapters, 0)).toBe(1189);
    expect(bookBySlug('psalms')?.chapters).toBe(150);
    expect(bookBySlug('joel')?.chapters).toBe(3);
    expect(bookBySlug('malachi')?.chapters).toBe(4);
    expect(bibleBooks.filter((book) => book.chapters === 1).map((book) => book.name)).toEqual([
      'Obadiah',
      'Philemon',
      '2 John',
      '3 John',
      'Jude',
    ]);
  });

  it('finds a book by its address', () => {
    expect(bookBySlug('song-of-songs')?.name).toBe('Song of Songs');
    expect(bookBySlug('1-corinthians')?.name).toBe('1 Corinthians');
    expect(bookBySlug('psalms')?.order).toBe(19);
    expect(bookBySlug('psalm')).toBeUndefined();
    expect(bookBySlug('')).toBeUndefined();
    for (const book of bibleBooks) expect(bookBySlug(book.slug)).toBe(book);
  });
});

describe('booksOfPassage reads every name and abbreviation', () => {
  it('covers every book', () => {
    expect(Object.keys(otherNames)).toEqual(bibleBooks.map((book) => book.name));
  });

  it.each(bibleBooks.map((book) => book.name))('%s', (name) => {
    const number = /^([1-3]) /.exec(name)?.[1] as '1' | '2' | '3' | undefined;
    const bare = number ? name.slice(2) : name;
    for (const spelling of [bare, ...otherNames[name]!.split(', ').filter(Boolean)]) {
      const written = [spelling, `${spelling}.`, spelling.toUpperCase(), spelling.toLowerCase()];
      for (const form of written) {
        for (const before of number ? ways[number] : ['']) {
          expect(names(`${before}${form} 1`), `${before}${form} 1`).toEqual([name]);
          expect(names(`${before}${form}`), `${before}${form}`).toEqual([name]);
        }
      }
    }
  });
});

describe('booksOfPassage', () => {
  itGives('reads %s as %s', (passage) => [names(passage)].flat().join(', '), {
    // The brief's examples.
    'Luke 15:11-32': 'Luke',
    '1 Corinthians 13': '1 Corinthians',
    'Psalm 23': 'Psalms',
    'Song of Songs 2': 'Song of Songs',
    'Luke 15:1-7; Psalm 23': 'Luke, Psalms',
    // Other names and abbreviations.
    'Song of Solomon 2:8-13': 'Song of Songs',
    'Song of Sol. 2': 'Song of Songs',
    'Canticles 2': 'Song of Songs',
    'Song 2': 'Song of Songs',
    'Qoheleth 3:1-8': 'Ecclesiastes',
    'Revelations 21': 'Revelation',
    'Acts of the Apostles 2': 'Acts',
    'Lk 15:1-7': 'Luke',
    'Ps. 96': 'Psalms',
    'Ps.96': 'Psalms',
    Lk15: 'Luke',
    'Lk.15:11': 'Luke',
    // Numbered books.
    '1 Corinthians 13:4': '1 Corinthians',
    '1Corinthians 13': '1 Corinthians',
    '1 Cor. 13': '1 Corinthians',
    '1Cor 13': '1 Corinthians',
    '1Cor13': '1 Corinthians',
    '1st Corinthians 13': '1 Corinthians',
    'First Corinthians 13': '1 Corinthians',
    'I Corinthians 13': '1 Corinthians',
    'II Corinthians 5:17': '2 Corinthians',
    'II Kings 5': '2 Kings',
    'III John 1-4': '3 John',
    '1 Sam 3': '1 Samuel',
    '1 Sm 3': '1 Samuel',
    '1 Kgs 19': '1 Kings',
    '1 Chron 29': '1 Chronicles',
    '2 Chr 7:14': '2 Chronicles',
    '1 Th 4:13-18': '1 Thessalonians',
    '2 Thess 3': '2 Thessalonians',
    '2 Tim 3:16': '2 Timothy',
    '1 Pt 2:9': '1 Peter',
    '2 Pet 1': '2 Peter',
    // Pairs easily confused.
    'Jn 3:16': 'John',
    'John 3:16': 'John',
    '1 Jn 4:7-12': '1 John',
    '1Jn 4': '1 John',
    'I John 4': '1 John',
    'Jon 1': 'Jonah',
    'Jonah 1': 'Jonah',
    'Judg 6': 'Judges',
    'Jud 6': 'Judges',
    'Jude 3-4': 'Jude',
    'Phil 4:4-7': 'Philippians',
    'Php 4:4-7': 'Philippians',
    'Philem 8-16': 'Philemon',
    'Phlm 8-16': 'Philemon',
    'Philemon 8-16': 'Philemon',
    'Is 40': 'Isaiah',
    'Isa 40': 'Isaiah',
    'Est 4:14': 'Esther',
    'Ex 20': 'Exodus',
    'Pr 3:5-6': 'Proverbs',
    'Mt 5': 'Matthew',
    'Mk 1': 'Mark',
    'Jas 1': 'James',
    'Tit 2': 'Titus',
    // References.
    Ruth: 'Ruth',
    Psalms: 'Psalms',
    'Luke 15': 'Luke',
    'Luke 15:11': 'Luke',
    'luke  15:11–32': 'Luke',
    'Luke 15:11—32': 'Luke',
    'Luke 15 : 11 - 32': 'Luke',
    '  LUKE 15:11-32  ': 'Luke',
    'John 15.1-8': 'John',
    'Luke 15:11-16:4': 'Luke',
    'Luke 15.11-16.4': 'Luke',
    'Psalm 23:1-6a': 'Psalms',
    'Psalm 23:1b-6': 'Psalms',
    'Psalm 120-134': 'Psalms',
    'Luke 15:11, 20-24': 'Luke',
    'Luke 15:11, 25-32': 'Luke',
    'Psalm 23:1, 3a': 'Psalms',
    'Luke 15:11-32.': 'Luke',
    'Jude 1': 'Jude',
    'Jude 1:3': 'Jude',
    'Obadiah 1-4': 'Obadiah',
    '2 John 1-6': '2 John',
    // Several passages.
    'Isaiah 40 and Luke 3': 'Isaiah, Luke',
    'Isaiah 40 AND Luke 3': 'Isaiah, Luke',
    'Isaiah 9:2-7 & Luke 2': 'Isaiah, Luke',
    'Rom 8:28-39, 12:1-2': 'Romans',
    'Luke 15:1-7; 16:1-9': 'Luke',
    'Psalm 23 and 24': 'Psalms',
    'Micah 5:2, Matthew 2:1-12': 'Micah, Matthew',
    'Luke 15, 1 John 4': 'Luke, 1 John',
    'Psalm 23; Ps 121; John 10': 'Psalms, John',
    'Luke 15:1-7; Psalm 23; Luke 15:11-32': 'Luke, Psalms',
    'Luke 15:1-7;': 'Luke',
  });

  it.each([
    ['', 'is empty'],
    ['   ', 'is empty'],
    [' ; ', 'is empty'],
    ['Hezekiah 3', '"Hezekiah 3" does not start with the name of a book of the Bible'],
    ['15:11', '"15:11" does not start with the name of a book of the Bible'],
    ['4 Kings 2', '"4 Kings 2" does not start with the name of a book of the Bible'],
    ['I Luke 3', '"I Luke 3" does not start with the name of a book of the Bible'],
    ['3 Peter 1', '"3 Peter 1" does not start with the name of a book of the Bible'],
    ['1 Jon 1', '"1 Jon 1" does not start with the name of a book of the Bible'],
    ['Luke 15:1-7; Hezekiah 3', '"Hezekiah 3" does not start with the name of a book'],
    ['Luke 15, fifteen', '"fifteen" does not start with the name of a book'],
    ['Kings 5', '"Kings 5" does not say which book it is: 1 Kings or 2 Kings'],
    ['Corinthians 13', '"Corinthians 13" does not say which book it is: 1 Corinthians or 2'],
    ['Luke fifteen', '"Luke fifteen" has "fifteen" after Luke, which is not a chapter and verses'],
    ['Luke Fifteen', 'has "Fifteen" after Luke'],
    ['Luke 15:11-32 (NIV)', 'has "15:11-32 (NIV)" after Luke'],
    ['Luke 15 v 11', 'has "15 v 11" after Luke'],
    ['Psalm 151', '"Psalm 151" asks for chapter 151 of Psalms, which has 150 chapters'],
    ['Psalm 150-151', '"Psalm 150-151" asks for chapter 151 of Psalms'],
    ['Luke 24:50-25:3', '"Luke 24:50-25:3" asks for chapter 25 of Luke, which has 24 chapters'],
    ['Luke 0', '"Luke 0" asks for chapter 0 of Luke'],
    ['Jude 2:1', '"Jude 2:1" asks for chapter 2 of Jude, which has only one chapter'],
    ['Obadiah 2', '"Obadiah 2" asks for chapter 2 of Obadiah, which has only one chapter'],
    ['Philemon 2', '(for verse 2, write Philemon 1:2)'],
    ['3 John 2:1', '"3 John 2:1" asks for chapter 2 of 3 John'],
    ['Rom 8:28-39, 17:1', '"17:1" asks for chapter 17 of Romans, which has 16 chapters'],
  ])('says what is wrong with "%s"', (passage, problem) => {
    expect(names(passage)).toEqual(expect.stringContaining(problem));
  });

  it('tells how to write a passage when it cannot find the book', () => {
    expect(names('Hezekiah 3')).toBe(
      '"Hezekiah 3" does not start with the name of a book of the Bible (write it as in the Bible, such as Luke 15:11-32 or 1 Corinthians 13)',
    );
  });
});

describe('readPassage', () => {
  const read = (passage: string) => {
    const result = readPassage(passage);
    if ('problem' in result) throw new Error(result.problem);
    return result.parts.map(({ text, reference }) =>
      reference ? { text, ...reference, book: reference.book.name } : { text },
    );
  };

  it('keeps the passage exactly as typed, part by part', () => {
    for (const passage of [
      'Luke 15:1-7; Psalm 23',
      '  Isaiah 40 and Luke 3 ',
      'Luke 15:1-7;',
      'Ps 23 & 24',
    ]) {
      expect(
        read(passage)
          .map((part) => part.text)
          .join(''),
      ).toBe(passage);
    }
  });

  it.each([
    ['Ruth', { book: 'Ruth' }],
    ['Luke 15', { book: 'Luke', chapter: 15 }],
    ['Luke 15:11', { book: 'Luke', chapter: 15, verse: 11 }],
    ['Luke 15:11-32', { book: 'Luke', chapter: 15, verse: 11, endVerse: 32 }],
    ['Luke 15:11-16:4', { book: 'Luke', chapter: 15, verse: 11, endChapter: 16, endVerse: 4 }],
    ['Psalm 120-134', { book: 'Psalms', chapter: 120, endChapter: 134 }],
    ['Psalm 23:1b-6a', { book: 'Psalms', chapter: 23, verse: 1, endVerse: 6 }],
    ['Jude 3-4', { book: 'Jude', chapter: 1, verse: 3, endVerse: 4 }],
    ['Jude 1', { book: 'Jude', chapter: 1 }],
    ['Jude 1:3', { book: 'Jude', chapter: 1, verse: 3 }],
  ])('places %s', (passage, place) => {
    expect(read(passage)).toEqual([{ text: passage, ...place }]);
  });

  it('goes on with the book, and after a verse with its chapter', () => {
    expect(read('Rom 8:28-39, 12:1-2')).toEqual([
      { text: 'Rom 8:28-39', book: 'Romans', chapter: 8, verse: 28, endVerse: 39 },
      { text: ', ' },
      { text: '12:1-2', book: 'Romans', chapter: 12, verse: 1, endVerse: 2 },
    ]);
    expect(read('Luke 15:11, 20-24').at(-1)).toEqual({
      text: '20-24',
      book: 'Luke',
      chapter: 15,
      verse: 20,
      endVerse: 24,
    });
    expect(read('Psalm 23 and 24').at(-1)).toEqual({ text: '24', book: 'Psalms', chapter: 24 });
  });

  it('says what is wrong as booksOfPassage does', () => {
    expect(readPassage('Psalm 151')).toEqual({
      problem: '"Psalm 151" asks for chapter 151 of Psalms, which has 150 chapters',
    });
  });
});

describe('booksOfPassage reads the Welsh names', () => {
  const welsh = welshBookNames();

  it.each(welsh.books.map((name, index) => [name, bibleBooks[index]!.name]))(
    '%s as %s',
    (welsh, english) => {
      expect(names(`${welsh} 1`)).toEqual([english]);
      expect(names(`${welsh.toUpperCase()} 1:1`)).toEqual([english]);
    },
  );

  it('reads one psalm as the words name it ("Salm 23"), and Welsh beside English', () => {
    expect(names(`${welsh.psalm} 23`)).toEqual(['Psalms']);
    expect(names('Luc 15:1-7; Psalm 23; Ioan 10')).toEqual(['Luke', 'Psalms', 'John']);
    expect(names('1 Ioan 4:7-12')).toEqual(['1 John']);
    expect(names('Corinthiaid 13')).toEqual(
      expect.stringContaining('does not say which book it is: 1 Corinthians or 2 Corinthians'),
    );
  });

  it('says which languages the name of each book was typed in', () => {
    const typed = (passage: string) => {
      const read = readPassage(passage);
      if ('problem' in read) throw new Error(read.problem);
      return read.parts.map((part) => part.named?.languages ?? null);
    };
    expect(typed('Luc 15')).toEqual([['cy']]);
    expect(typed('Lk 15')).toEqual([['en']]);
    expect(typed('Genesis 1')).toEqual([['en', 'cy']]);
    expect(typed('Rom 8:28-39, 12:1-2')).toEqual([['en'], null, null]);
  });
});
