import { describe, expect, it } from 'vitest';
import { readCharacterReferences as read } from './character-references.ts';

describe('readCharacterReferences', () => {
  it('reads the named references, in any case, as plain words', () => {
    expect(read('Fish &amp; chips &lt;3 &AMP; &Quot;')).toBe('Fish & chips <3 & "');
    expect(read('a&nbsp;b&lrm;c&rlm;')).toBe('a bc');
    expect(read('&lsquo;Men&rsquo;s&rsquo; &ldquo;x&rdquo; 1&ndash;2 &mdash; &hellip;')).toBe(
      '‘Men’s’ “x” 1–2 — …',
    );
  });

  it('reads numeric references, and leaves one it does not know, or no character, as written', () => {
    expect(read('&#8217; &#x2019; &#X2019;')).toBe('’ ’ ’');
    expect(read('&bogus; &#0; &#x110000;')).toBe('&bogus; &#0; &#x110000;');
  });
});
