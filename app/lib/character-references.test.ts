import { describe, expect, it } from 'vitest';
import { readCharacterReferences } from './character-references';

describe('readCharacterReferences', () => {
  it.each([
    ['Fish &amp; chips &lt;3', 'Fish & chips <3'],
    ['&AMP; &Quot;', '& "'],
    ['a&nbsp;b&lrm;c&rlm;', 'a bc'],
    ['&lsquo;Men&rsquo;s&rsquo; &ldquo;x&rdquo; 1&ndash;2 &mdash; &hellip;', '‘Men’s’ “x” 1–2 — …'],
    ['&#8217; &#x2019; &#X2019;', '’ ’ ’'],
  ])('reads %j', (text, words) => {
    expect(readCharacterReferences(text)).toBe(words);
  });

  it('leaves a reference it does not know, or no character, as written', () => {
    expect(readCharacterReferences('&bogus; &#0; &#x110000;')).toBe('&bogus; &#0; &#x110000;');
  });
});
