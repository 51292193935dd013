import { describe, expect, it } from 'vitest';
import { englishIn, pageWords, phrasesOf } from './one-language.mjs';

describe('the English words of the site’s own on a Welsh page', () => {
  const english = phrasesOf({
    menu: 'Open menu',
    footer: { registered: 'Registered with {regulator}, number' },
    social: 'Facebook',
    at: '{date} at {time}',
  });
  const shared = new Set(phrasesOf({ social: 'Facebook' }));

  it('are the words file’s phrases, each {fill-in} splitting one', () => {
    expect(english).toEqual(['Open menu', 'Registered with', ', number', 'Facebook', '', 'at', '']);
  });

  it('are read in the text and in what a screen reader reads, not in scripts, styles or a phrase marked English', () => {
    const page = [
      '<html lang="cy"><head><title>Hafan</title><style>.x{}</style></head><body>',
      '<nav aria-label="Open menu"></nav>',
      '<script>const words = "Registered with";</script>',
      '<a href="/en" lang="en-GB" hreflang="en-GB">Registered with</a>',
      '<p>Dilynwch ni ar Facebook, at y capel. Gweler https://example.org/Open%20menu</p>',
      '</body></html>',
    ].join('');
    const words = pageWords(page);
    expect(englishIn(words, english, shared)).toEqual(['Open menu']);
  });

  it('are whole words: "number" in "numbers" is not the phrase', () => {
    expect(englishIn('Open menus', english, shared)).toEqual([]);
    expect(englishIn('Registered with Comisiwn Elusennau', english, shared)).toEqual([
      'Registered with',
    ]);
  });
});
