import { describe, expect, it } from 'vitest';
import { hallsPaths, paths } from '../app/lib/paths.ts';
import { quietly } from './cli.mjs';
import { difference, inTurn, median, pagesOf, withoutScripts } from './perf-runs.mjs';

describe('quietly', () => {
  it('keeps a child’s output to itself while it succeeds, and gives it when it fails', async () => {
    const say = (/** @type {string} */ code) => quietly(process.execPath, ['-e', code]);
    const fine = say("console.error('Broken pipe')");
    await expect(fine.done).resolves.toBeUndefined();
    expect(fine.output()).toContain('Broken pipe');
    await expect(say("console.log('the build broke'); process.exit(3)").done).rejects.toThrow(
      /failed in \.:\nthe build broke/,
    );
  });
});

describe('inTurn', () => {
  it('lets the page and its floor go first by turns', () => {
    expect([0, 1, 2].map((index) => inTurn(['page', 'floor'], index))).toEqual([
      ['page', 'floor'],
      ['floor', 'page'],
      ['page', 'floor'],
    ]);
  });
});

describe('median', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even one', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});

describe('difference', () => {
  it('calls a change faster or slower only when every run of one build is beyond every run of the other', () => {
    expect(difference([900, 950, 920], [1000, 1100, 1050]).verdict).toBe('faster');
    expect(difference([1200, 1150, 1300], [1000, 1100, 1050]).verdict).toBe('slower');
    expect(difference([900, 1200, 920], [1000, 1100, 1050]).verdict).toBe('within the spread');
  });

  it('gives no verdict on fewer than three runs each', () => {
    expect(difference([500], [1500]).verdict).toBe('too few runs');
    expect(difference([500, 510], [1500, 1510]).verdict).toBe('too few runs');
  });

  it('gives the medians, their difference and the range of the runs taken side by side', () => {
    const change = difference([900, 1100, 1100], [1000, 1000, 1300]);
    expect(change).toMatchObject({ after: 1100, before: 1000, difference: 100 });
    expect(change.low).toBe(-200);
    expect(change.high).toBe(100);
  });
});

describe('withoutScripts', () => {
  it('takes out every script that runs and every module preload, and keeps structured data', () => {
    const plain = withoutScripts(`<head><script>document.documentElement.dataset.js = "";</script>
<link rel="modulepreload" href="/assets/entry.js"/>
<script type="module" src="/assets/site.js"></script>
<script type="application/ld+json">{"@type":"Church"}</script>
<link rel="stylesheet" href="/assets/app.css"/></head>
<body><p>Sunday at 11am</p><SCRIPT async src="x.js"></SCRIPT></body>`);
    expect(plain).not.toMatch(/dataset\.js|modulepreload|site\.js|x\.js/i);
    expect(plain).toContain('{"@type":"Church"}');
    expect(plain).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(plain).toContain('<p>Sunday at 11am</p>');
  });
});

describe('pagesOf', () => {
  it('measures one page of each kind the content makes, with its own first items', () => {
    const content = {
      activities: { 'youth-club': {}, choir: {} },
      news: [{ slug: 'bring-and-buy' }, { slug: 'older' }],
      sermons: [{ slug: 'the-lost-sheep' }],
      churchPages: { 'find-us': {}, safeguarding: {} },
      hallsPage: { slug: 'rooms-to-hire' },
    };
    expect(pagesOf(content, { paths, hallsPaths }).join(' ')).toBe(
      '/ /events /groups /rooms-to-hire /about-us /activities/youth-club /news /news/bring-and-buy /sermons /sermons/the-lost-sheep /find-us',
    );
  });

  it('leaves out the kinds a church has none of yet', () => {
    const none = {
      activities: {},
      news: [],
      sermons: [],
      churchPages: {},
      hallsPage: { slug: 'halls' },
    };
    expect(pagesOf(none, { paths, hallsPaths }).join(' ')).toBe(
      '/ /events /groups /halls /about-us /news /sermons',
    );
  });
});
