// What `npm run perf` gates a page on: the figures read from a Lighthouse result, their
// budgets, and the TBT gate against the page's floor (the same page with no script).
import { difference, median } from './perf-runs.mjs';
import { LIVE_PAGE_CEILINGS_KB } from './size.mjs';

/** @typedef {'performance' | 'accessibility' | 'best-practices' | 'seo'} Category */
/** @typedef {Record<Category | 'lcpMs' | 'tbtMs' | 'cls' | 'bytes', number>} Figures Scores 0–100. */
/**
 * As much of a Lighthouse result (lhr) as figures() reads.
 * @typedef {object} LighthouseResult
 * @property {string} finalDisplayedUrl
 * @property {Record<string, { score: number | null } | undefined>} categories
 * @property {Record<string, { numericValue?: number } | undefined>} audits
 */

/** The categories that do not depend on the machine's speed. @type {Category[]} */
export const SCORE_CATEGORIES = ['accessibility', 'best-practices', 'seo'];

/**
 * The gates, on the runs' medians; performance may dip to 95 for noise (the aim is 100). A busy
 * machine slows every timing, so `npm test` never judges them. TBT's: blockingFailures.
 */
export const GATES = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 1500,
  cls: 0,
  homeBytes: 250 * 1024,
  // In KB of 1,000 bytes, as e2e/routes.spec.ts gates them; a sermon's is the most numerous page.
  plainBytes: 50 * 1000,
  sermonBytes: 25 * 1000,
};

/** @param {string} path */
const isSermonPage = (path) => /^\/sermons\/(?!series\/|page\/)[^/]+$/.test(path);

/** @param {LighthouseResult} lhr @returns {Figures} */
export function figures(lhr) {
  /** @param {Category} id */
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  /** @param {string} id */
  const numeric = (id) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value === 'number') return value;
    // A run of the score categories only (--scores) measures no timings.
    if (!lhr.categories.performance) return Number.NaN;
    throw new Error(`Lighthouse gave no ${id} for ${lhr.finalDisplayedUrl}`);
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytes: numeric('total-byte-weight'),
  };
}

/** Each figure's median over one page's runs. @param {Figures[]} runs */
export function medianFigures(runs) {
  const keys = /** @type {(keyof Figures)[]} */ (Object.keys(runs[0] ?? {}));
  return /** @type {Figures} */ (
    Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]))
  );
}

/**
 * The gates one page's figures break, as sentences.
 * @param {string} path @param {Figures} result @param {typeof GATES} [gates]
 * @param {{ scoresOnly?: boolean }} [options]
 */
export function failures(path, result, gates = GATES, { scoresOnly = false } = {}) {
  /** @type {Category[]} */
  const categories = scoresOnly ? SCORE_CATEGORIES : ['performance', ...SCORE_CATEGORIES];
  const out = categories
    .filter((category) => result[category] < gates[category])
    .map((category) => `${path}: ${category} ${result[category]} < ${gates[category]}`);
  if (scoresOnly) return out;
  if (result.lcpMs > gates.lcpMs)
    out.push(`${path}: LCP ${Math.round(result.lcpMs)} ms > ${gates.lcpMs} ms`);
  // Lighthouse reports CLS to many decimals; anything that shows as 0.000 is no shift.
  if (Number(result.cls.toFixed(3)) > gates.cls)
    out.push(`${path}: CLS ${result.cls.toFixed(3)} > ${gates.cls}`);
  if (path === '/' && result.bytes > gates.homeBytes) {
    out.push(
      `${path}: ${(result.bytes / 1024).toFixed(0)} KB transferred > ${gates.homeBytes / 1024} KB`,
    );
  }
  if (!(path in LIVE_PAGE_CEILINGS_KB)) {
    const budget = isSermonPage(path) ? gates.sermonBytes : gates.plainBytes;
    if (result.bytes > budget) {
      out.push(`${path}: ${(result.bytes / 1000).toFixed(1)} KB transferred > ${budget / 1000} KB`);
    }
  }
  return out;
}

/**
 * The TBT gate, judged as `--against` judges LCP: a page fails only when every run blocked
 * longer than every run of its floor (the page with no script). An absolute figure (once 50 ms)
 * fails on a busy machine even a page that paints at once: its own parsing and layout count.
 * @param {string} label
 * @param {number[]} page Its TBT, ms, run by run.
 * @param {number[]} floor
 */
export function blockingFailures(label, page, floor) {
  const { verdict, after, before } = difference(page, floor);
  if (verdict !== 'slower') return [];
  const runs = floor.map(Math.round).join(', ');
  return [
    `${label}: TBT ${Math.round(after)} ms > its floor's ${Math.round(before)} ms (every run above its floor's ${runs} ms)`,
  ];
}

/** @param {string} path @param {Figures} r @param {number} [floorTbtMs] Its floor's median. */
export function formatRow(path, r, width = 30, floorTbtMs = Number.NaN) {
  return [
    path.padEnd(width),
    String(r.performance).padStart(4),
    String(r.accessibility).padStart(4),
    String(r['best-practices']).padStart(4),
    String(r.seo).padStart(4),
    `${Math.round(r.lcpMs)} ms`.padStart(8),
    `${Math.round(r.tbtMs)} ms`.padStart(7),
    `${Math.round(floorTbtMs)} ms`.padStart(7),
    r.cls.toFixed(3).padStart(6),
    `${(r.bytes / 1024).toFixed(0)} KB`.padStart(7),
  ].join('  ');
}
