import { describe, expect, it } from 'vitest';
import { BUILD_NAMES, comparisonTable } from './perf-compare.mjs';
import { inTurn } from './perf-runs.mjs';

describe('the builds’ turns', () => {
  it('gives each build the first turn as often as the others, and every build a turn each run', () => {
    const orders = [0, 1, 2, 3, 4, 5].map((index) => inTurn(BUILD_NAMES, index));
    for (const order of orders) expect([...order].sort()).toEqual(['after', 'before', 'floor']);
    const firsts = orders.map((order) => order[0]);
    expect(firsts.filter((name) => name === 'after')).toHaveLength(2);
    expect(firsts.filter((name) => name === 'before')).toHaveLength(2);
    expect(firsts.filter((name) => name === 'floor')).toHaveLength(2);
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
