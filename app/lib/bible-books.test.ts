import { describe, expect, it } from 'vitest';
import { bibleBooks, bookBySlug, booksOfPassage } from './bible-books';

const names = (passage: string) => {
  const read = booksOfPassage(passage);
  return 'books' in read ? read.books.map((book) => book.name) : read.problem;
};

describe('bibleBooks', () => {
  it('has the 66 books in order, 39 old and 27 new, each at its own address', () => {
    expect(bibleBooks).toHaveLength(66);
    expect(bibleBooks.map((book) => book.order)).toEqual(bibleBooks.map((_, i) => i + 1));
    expect(bibleBooks.filter((book) => book.testament === 'old')).toHaveLength(39);
    expect(bibleBooks.at(38)?.name).toBe('Malachi');
    expect(bibleBooks.at(39)?.name).toBe('Matthew');
    expect(new Set(bibleBooks.map((book) => book.slug)).size).toBe(66);
    expect(bookBySlug('song-of-songs')?.name).toBe('Song of Songs');
  });

  it('reads every book by its own name', () => {
    for (const book of bibleBooks) expect(names(`${book.name} 1`)).toEqual([book.name]);
  });
});

describe('booksOfPassage', () => {
  it.each([
    ['Luke 15:11-32', ['Luke']],
    ['1 Corinthians 13', ['1 Corinthians']],
    ['Psalm 23', ['Psalms']],
    ['Song of Songs 2', ['Song of Songs']],
    ['Song of Solomon 2:8-13', ['Song of Songs']],
    ['Lk 15:1-7', ['Luke']],
    ['Lk15', ['Luke']],
    ['1 Cor. 13', ['1 Corinthians']],
    ['1Cor 13', ['1 Corinthians']],
    ['1st Corinthians 13', ['1 Corinthians']],
    ['First Corinthians 13', ['1 Corinthians']],
    ['I Corinthians 13', ['1 Corinthians']],
    ['II Kings 5', ['2 Kings']],
    ['III John 1-4', ['3 John']],
    ['1 Jn 4:7-12', ['1 John']],
    ['1Jn 4', ['1 John']],
    ['Jn 3:16', ['John']],
    ['Jon 1', ['Jonah']],
    ['Judg 6', ['Judges']],
    ['Jude 3-4', ['Jude']],
    ['Phil 4:4-7', ['Philippians']],
    ['Philem 8-16', ['Philemon']],
    ['Obadiah 1-4', ['Obadiah']],
    ['Ps. 96', ['Psalms']],
    ['Revelations 21', ['Revelation']],
    ['Ruth', ['Ruth']],
    ['luke  15:11–32', ['Luke']],
    ['John 15.1-8', ['John']],
    ['Luke 15:11-16:4', ['Luke']],
    ['Psalm 23:1-6a', ['Psalms']],
    ['Luke 15:11, 20-24', ['Luke']],
    ['Luke 15:11-32.', ['Luke']],
    ['Luke 15:1-7; Psalm 23', ['Luke', 'Psalms']],
    ['Isaiah 40 and Luke 3', ['Isaiah', 'Luke']],
    ['Isaiah 9:2-7 & Luke 2', ['Isaiah', 'Luke']],
    ['Rom 8:28-39, 12:1-2', ['Romans']],
    ['Micah 5:2, Matthew 2:1-12', ['Micah', 'Matthew']],
    ['Psalm 23; Ps 121; John 10', ['Psalms', 'John']],
  ])('reads %s', (passage, books) => {
    expect(names(passage)).toEqual(books);
  });

  it.each([
    ['', 'is empty'],
    ['   ', 'is empty'],
    ['Hezekiah 3', '"Hezekiah 3" does not start with the name of a book of the Bible'],
    ['15:11', '"15:11" does not start with the name of a book of the Bible'],
    ['Luke fifteen', '"Luke fifteen" has "fifteen" after Luke, which is not a chapter and verses'],
    ['Psalm 151', '"Psalm 151" asks for chapter 151 of Psalms, which has 150 chapters'],
    ['Jude 2:1', '"Jude 2:1" asks for chapter 2 of Jude, which has 1 chapter'],
    ['Luke 15:1-7; Hezekiah 3', '"Hezekiah 3" does not start'],
  ])('says what is wrong with "%s"', (passage, problem) => {
    expect(names(passage)).toEqual(expect.stringContaining(problem));
  });
});
