import { describe, expect, it } from 'vitest';
import { excerptParts } from './excerpt.ts';

describe('excerptParts', () => {
  it('marks the matched words and keeps the rest as plain words', () => {
    expect(excerptParts('The <mark>harvest</mark> service moves to 7 pm.')).toEqual([
      { text: 'The ', mark: false },
      { text: 'harvest', mark: true },
      { text: ' service moves to 7 pm.', mark: false },
    ]);
  });

  it('decodes the escaped characters and never keeps a tag', () => {
    expect(excerptParts('Tea &amp; coffee &lt;b&gt; <img src=x onerror=alert(1)>')).toEqual([
      { text: 'Tea & coffee <b> ', mark: false },
    ]);
  });
});
