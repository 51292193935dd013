import { describe, expect, it } from 'vitest';
import { linkProblem, markdownBlocks } from './markdown.ts';

const blocksOf = (markdown: string) => {
  const result = markdownBlocks(markdown);
  if ('problems' in result) throw new Error(result.problems[0]!.problem);
  return result.blocks;
};

/** The first problem of a text (the test fails if there is none). */
const problemOf = (markdown: string) => {
  const result = markdownBlocks(markdown);
  if (!('problems' in result)) throw new Error('expected a problem');
  const [{ problem, snippet }] = result.problems as [{ problem: string; snippet: string }];
  return { problem, snippet };
};

describe('markdownBlocks', () => {
  it('keeps plain paragraphs and list items as plain strings', () => {
    expect(blocksOf('One two  three.\n\n- a\n- b')).toEqual([
      'One two three.',
      { list: ['a', 'b'] },
    ]);
  });

  it('keeps bold, italics and links, nested, as data', () => {
    expect(
      blocksOf('Read **the *PCI* guidance** [here](https://www.presbyterianireland.org).'),
    ).toEqual([
      {
        p: [
          'Read ',
          { strong: ['the ', { em: ['PCI'] }, ' guidance'] },
          ' ',
          { link: 'https://www.presbyterianireland.org', text: ['here'] },
          '.',
        ],
      },
    ]);
  });

  it('keeps two levels of headings, numbered lists, quotations and pictures', () => {
    expect(
      blocksOf(
        '## Sunday\n\n### After\n\n1. Tea\n2. *Coffee*\n\n> Come, let us sing.\n\n![The hall at dusk](scenes/hall.jpg)',
      ),
    ).toEqual([
      { heading: ['Sunday'], level: 1 },
      { heading: ['After'], level: 2 },
      { list: ['Tea', [{ em: ['Coffee'] }]], ordered: true },
      { quote: ['Come, let us sing.'] },
      { picture: 'scenes/hall.jpg', alt: 'The hall at dusk' },
    ]);
  });

  it('accepts e-mail, phone and site links, and a later "##" after a "###"', () => {
    expect(
      blocksOf(
        '[Email](mailto:office@example.org) [Ring](tel:+442896496000) [Events](/events#top)\n\n## A\n\n### B\n\n## C',
      ),
    ).toHaveLength(4);
  });

  it('keeps a list inside a list, one level, and every paragraph of a spaced-out item', () => {
    expect(blocksOf('- one\n  - nested two\n- three')).toEqual([
      { list: ['one', 'nested two', 'three'] },
    ]);
    expect(blocksOf('* item\n\n  more about it\n* next')).toEqual([
      { list: ['item more about it', 'next'] },
    ]);
  });

  it.each([
    ['Intro\n\n    indented by accident', 'has an indented or code block', 'indented by accident'],
    ['Intro\n\n---\n\nMore', 'has a dividing line', '---'],
    ['Hello <b>there</b>', 'has HTML code', '<b>'],
    ['<script>alert(1)</script>', 'has HTML code', '<script>alert(1)</script>'],
    ['# Title', 'has a top-level heading', '# Title'],
    ['#### Deep', 'heading at level 4', '#### Deep'],
    ['Intro\n\n### Too deep', 'skips a level', '### Too deep'],
    ['Intro\n\n##\n\nMore', 'a heading without words', '##'],
    ['[Click](javascript:alert(1))', 'is not allowed', '[Click](javascript:alert(1))'],
    ['[Old](http://example.org)', 'must start with https://', '[Old](http://example.org)'],
    ['[Page](events)', 'start a page of this site with /', '[Page](events)'],
    ['[](https://example.org)', 'a link without words', '[](https://example.org)'],
    ['![](scenes/hall.jpg)', 'a picture without a description', '![](scenes/hall.jpg)'],
    [
      'See ![hall](scenes/hall.jpg) here',
      'a picture inside a line of words',
      '![hall](scenes/hall.jpg)',
    ],
  ])('refuses %j, saying what and where', (markdown, problem, snippet) => {
    expect(problemOf(markdown)).toEqual({ problem: expect.stringContaining(problem), snippet });
  });
});

describe('every problem of a text at once', () => {
  it('names each by what it is: a link by its words, a heading, a picture', () => {
    const links = 'See [our old page](http://example.org) and [click here](javascript:alert(1)).';
    const result = markdownBlocks(`${links}\n\n#### Far too deep\n\n![](text/hall.jpg)`);
    expect('problems' in result && result.problems).toEqual([
      {
        problem: expect.stringContaining('must start with https://'),
        snippet: '[our old page](http://example.org)',
        thing: 'link “our old page”',
      },
      {
        problem: expect.stringContaining('is not allowed'),
        snippet: '[click here](javascript:alert(1))',
        thing: 'link “click here”',
      },
      {
        problem: expect.stringContaining('level 4'),
        snippet: '#### Far too deep',
        thing: 'heading “Far too deep”',
      },
      {
        problem: expect.stringContaining('a picture without a description'),
        snippet: '![](text/hall.jpg)',
        thing: 'picture “hall.jpg”',
      },
    ]);
  });
});

describe('linkProblem', () => {
  it('allows https, mailto, tel and site paths only', () => {
    for (const href of [
      'https://example.org/a?b=c',
      'mailto:a@example.org',
      'tel:+442890000000',
      '/',
      '/events',
    ]) {
      expect(linkProblem(href)).toBeUndefined();
    }
    for (const href of [
      'https://facebook',
      '//evil.example',
      'data:text/html,x',
      'ftp://x.org',
      'vbscript:x',
    ]) {
      expect(linkProblem(href)).toBeDefined();
    }
  });
});
