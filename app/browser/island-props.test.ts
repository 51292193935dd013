import { describe, expect, it } from 'vitest';
import { parseProps, serialiseProps } from './island-props.ts';

describe('island props', () => {
  it('cannot end the data block or open a comment in it, and read back as written', () => {
    const props = { title: '</script><script>alert(1)</script>', note: '<!-- x -->', n: 3 };
    const text = serialiseProps(props);
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('<');
    expect(parseProps(text)).toEqual(props);
  });

  it('keeps every other character, and what JSON leaves out stays out', () => {
    const props = { words: 'Café & “quotes” \u2028 ‘a’ > b', missing: undefined, list: [1, null] };
    expect(parseProps(serialiseProps(props))).toEqual({
      words: props.words,
      list: [1, null],
    });
  });
});
