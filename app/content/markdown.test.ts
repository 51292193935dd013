import { describe, expect, it } from 'vitest';
import { markdownBlocks } from './markdown';

describe('markdownBlocks', () => {
  it('keeps paragraphs and bulleted lists, as plain words', () => {
    expect(markdownBlocks('One *two*  three.\n\n- a\n- **b** [c](https://x.example)')).toEqual({
      blocks: ['One two three.', { list: ['a', 'b c'] }],
    });
  });

  it('keeps a list inside a list, one level, and every paragraph of a spaced-out item', () => {
    expect(markdownBlocks('- one\n  - nested two\n- three')).toEqual({
      blocks: [{ list: ['one', 'nested two', 'three'] }],
    });
    expect(markdownBlocks('* item\n\n  more about it\n* next')).toEqual({
      blocks: [{ list: ['item more about it', 'next'] }],
    });
  });

  it('names what it cannot show in words a person editing would use', () => {
    expect(markdownBlocks('Intro\n\n    indented by accident')).toEqual({
      problem: expect.stringContaining('has an indented or code block'),
    });
    expect(markdownBlocks('Intro\n\n---\n\nMore')).toEqual({
      problem: expect.stringContaining('has a dividing line'),
    });
    expect(markdownBlocks('1. first\n2. second')).toEqual({
      problem: expect.stringContaining('has a numbered list'),
    });
  });
});
