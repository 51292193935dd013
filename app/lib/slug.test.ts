import { describe, expect, it } from 'vitest';
import { bibleBooks } from './bible-books.ts';
import { distinctSlugs, slugOf } from './slug.ts';

describe('slugOf', () => {
  it('keeps letters and digits, one dash for anything else, accents dropped', () => {
    // The one answer everywhere: a group's label "Men’s" is published at /groups/label/men-s.
    expect(slugOf('Bible Study (Men’s)')).toBe('bible-study-men-s');
    expect(slugOf('  Café Church!  ')).toBe('cafe-church');
    expect(slugOf('’')).toBe('');
  });

  it("gives the Bible's books the addresses they had: small letters, a dash for a space", () => {
    for (const book of bibleBooks) {
      expect(book.slug).toBe(book.name.toLowerCase().replaceAll(' ', '-'));
    }
  });
});

describe('distinctSlugs', () => {
  it('numbers the second of two alike, and falls back for a name with no letters', () => {
    expect(distinctSlugs(['Main Hall', 'Main hall', '!!'], 'room')).toEqual([
      'main-hall',
      'main-hall-2',
      'room',
    ]);
  });
});
