import { describe, expect, it } from 'vitest';
import { comparisonTable, turnOrder } from './perf-compare.mjs';
import { difference, withoutScripts } from './perf-runs.mjs';

describe('turnOrder', () => {
  it('gives each build the first turn as often as the others, and every build a turn each run', () => {
    const orders = [0, 1, 2, 3, 4, 5].map(turnOrder);
    for (const order of orders) expect([...order].sort()).toEqual(['after', 'before', 'floor']);
    const firsts = orders.map((order) => order[0]);
    expect(firsts.filter((name) => name === 'after')).toHaveLength(2);
    expect(firsts.filter((name) => name === 'before')).toHaveLength(2);
    expect(firsts.filter((name) => name === 'floor')).toHaveLength(2);
  });
});

describe('withoutScripts', () => {
  it('takes out every script that runs and every module preload, and keeps structured data', () => {
    const html = [
      '<head><script>document.documentElement.dataset.js = "";</script>',
      '<link rel="modulepreload" href="/assets/entry.js"/>',
      '<script type="module" src="/assets/site.js"></script>',
      '<script type="application/ld+json">{"@type":"Church"}</script>',
      '<link rel="stylesheet" href="/assets/app.css"/></head>',
      '<body><p>Sunday at 11am</p><SCRIPT async src="x.js"></SCRIPT></body>',
    ].join('');
    const plain = withoutScripts(html);
    expect(plain).not.toMatch(/dataset\.js|modulepreload|site\.js|x\.js/i);
    expect(plain).toContain('{"@type":"Church"}');
    expect(plain).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(plain).toContain('<p>Sunday at 11am</p>');
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

describe('comparisonTable', () => {
  const run = (/** @type {number} */ lcpMs, /** @type {number} */ tbtMs) => ({
    lcpMs,
    fcpMs: lcpMs - 100,
    tbtMs,
    cls: 0,
  });
  /** The table of one page and that page's row. */
  const tableOf = (
    /** @type {string} */ path,
    /** @type {Record<'floor' | 'before' | 'after', ReturnType<typeof run>[]>} */ runs,
  ) => {
    const table = comparisonTable([{ path, runs }], 'origin/main');
    return { table, row: table.split('\n').find((line) => line.startsWith(path)) };
  };
  it('writes one row per page with the floor, both builds, the change, its verdict and TBT with its own', () => {
    const { table, row } = tableOf('/about-us', {
      floor: [run(800, 0), run(820, 0), run(810, 0)],
      before: [run(1300, 40), run(1350, 60), run(1320, 50)],
      after: [run(850, 30), run(870, 20), run(860, 40)],
    });
    expect(table).toContain('medians of 3 runs each');
    expect(table).toContain('before is origin/main');
    expect(row).toMatch(
      /^\/about-us\s+810\s+1320\s+860\s+−460 \(−480 to −450\)\s+faster\s+\+50\s+0; 50 → 30, within the spread$/,
    );
  });
  it('says so when every run of after blocks longer than every run of before', () => {
    const { row } = tableOf('/news', {
      floor: [run(800, 90), run(820, 70), run(810, 80)],
      before: [run(1300, 0), run(1350, 10), run(1320, 5)],
      after: [run(850, 30), run(870, 20), run(860, 40)],
    });
    expect(row).toMatch(/80; 5 → 30, more$/);
  });
});
