import { describe, expect, it } from 'vitest';
import { blockingFailures, failures, figures, GATES, medianFigures } from './perf-gates.mjs';
import { labelOf, measurements } from './perf.mjs';

const good = {
  performance: 100,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 10,
  cls: 0,
  bytes: 200 * 1024,
};

describe('figures', () => {
  it('reads scores as 0–100 and the metrics from a Lighthouse result', () => {
    const audit = (/** @type {number} */ numericValue) => ({ numericValue });
    const lhr = {
      finalDisplayedUrl: 'http://localhost/',
      categories: {
        performance: { score: 0.99 },
        accessibility: { score: 1 },
        'best-practices': { score: 1 },
        seo: { score: 0.92 },
      },
      audits: {
        'largest-contentful-paint': audit(1400),
        'total-blocking-time': audit(20),
        'cumulative-layout-shift': audit(0.001),
        'total-byte-weight': audit(123456),
      },
    };
    expect(figures(lhr)).toEqual({
      performance: 99,
      accessibility: 100,
      'best-practices': 100,
      seo: 92,
      lcpMs: 1400,
      tbtMs: 20,
      cls: 0.001,
      bytes: 123456,
    });
  });
});

describe('medianFigures', () => {
  it('takes each figure’s median separately', () => {
    const runs = [
      { ...good, lcpMs: 1600, tbtMs: 0 },
      { ...good, lcpMs: 1200, tbtMs: 90 },
      { ...good, lcpMs: 1300, tbtMs: 30 },
    ];
    expect(medianFigures(runs)).toMatchObject({ lcpMs: 1300, tbtMs: 30 });
  });
});

describe('failures', () => {
  it('passes a page inside every gate', () => {
    expect(failures('/', good)).toEqual([]);
  });

  it('names every broken gate', () => {
    const bad = {
      performance: 94,
      accessibility: 98,
      'best-practices': 96,
      seo: 100,
      lcpMs: 1501,
      tbtMs: 51,
      cls: 0.002,
      bytes: 251 * 1024,
    };
    expect(failures('/', bad)).toEqual([
      '/: performance 94 < 95',
      '/: accessibility 98 < 100',
      '/: best-practices 96 < 100',
      '/: LCP 1501 ms > 1500 ms',
      '/: CLS 0.002 > 0',
      '/: 251 KB transferred > 250 KB',
    ]);
  });

  it('judges only accessibility, best practices and SEO in a run of the scores', () => {
    const slow = { ...good, performance: 60, lcpMs: 9000, tbtMs: 900, seo: 92 };
    expect(failures('/', slow, GATES, { scoresOnly: true })).toEqual(['/: seo 92 < 100']);
  });

  it('applies the 250 KB budget to the home page, and no page budget to the live pages', () => {
    expect(failures('/events', { ...good, bytes: GATES.homeBytes + 1 })).toEqual([]);
    expect(failures('/search', { ...good, bytes: GATES.homeBytes })).toEqual([]);
  });

  it('holds a page that does not hydrate to 50 KB, and a sermon page to 25 KB', () => {
    expect(failures('/about-us', { ...good, bytes: 50_000 })).toEqual([]);
    expect(failures('/about-us', { ...good, bytes: 50_001 })).toEqual([
      '/about-us: 50.0 KB transferred > 50 KB',
    ]);
    expect(failures('/sermons/a-sermon', { ...good, bytes: 25_100 })).toEqual([
      '/sermons/a-sermon: 25.1 KB transferred > 25 KB',
    ]);
    expect(failures('/sermons/series/a-series', { ...good, bytes: 25_100 })).toEqual([]);
  });
});

describe('blockingFailures', () => {
  it('fails a page only when every run blocked longer than every run of its floor', () => {
    expect(blockingFailures('/', [260, 240, 250], [70, 80, 75])).toEqual([
      "/: TBT 250 ms > its floor's 75 ms (every run above its floor's 70, 80, 75 ms)",
    ]);
    // Over its floor's median, but within the runs' spread: as on a busy machine.
    expect(blockingFailures('/', [60, 55, 90], [57, 70, 40])).toEqual([]);
    expect(blockingFailures('/', [10, 0, 20], [70, 80, 75])).toEqual([]);
  });

  it('judges no page on fewer than three runs each, however far from its floor', () => {
    expect(blockingFailures('/', [900], [10])).toEqual([]);
    expect(blockingFailures('/', [900, 800], [10, 20])).toEqual([]);
  });
});

describe('measurements', () => {
  it('measures the pages that show events with an empty and a failed feed as well', () => {
    const measured = measurements(['/', '/events', '/about-us']);
    expect(measured.map(labelOf)).toEqual([
      '/',
      '/events',
      '/about-us',
      '/ (empty feed)',
      '/events (empty feed)',
      '/ (failed feed)',
      '/events (failed feed)',
    ]);
  });
});
