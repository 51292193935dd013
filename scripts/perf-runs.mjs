// What `npm run perf` and its `--against` comparison share: the pages and feeds measured, the
// floor (the build with no script), serving a build, and how two sets of runs compare.
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesUnder, freePort, quietly } from './cli.mjs';

/** @typedef {import('./lighthouse-runner.mjs').FeedAnswer} FeedAnswer */

// Resolved when run, not on import (the unit tests import this file in jsdom).
export const projectRoot = () => fileURLToPath(new URL('..', import.meta.url));

/**
 * The pages measured without PERF_PAGES: the fixed ones, and one of each kind the content makes.
 * @param {{ activities: object, churchPages: object, news: { slug: string }[], sermons: { slug: string }[], hallsPage: { slug: string } }} content
 * @param {Pick<typeof import('../app/build-modules.ts'), 'paths' | 'hallsPaths'>} app
 */
export function pagesOf(
  { activities, news, sermons, churchPages, hallsPage },
  { paths, hallsPaths },
) {
  const [activity] = Object.keys(activities);
  const [page] = Object.keys(churchPages);
  const [notice] = news;
  const [sermon] = sermons;
  return [
    paths.home,
    paths.events,
    paths.groups,
    hallsPaths.page(hallsPage.slug),
    paths.aboutUs,
    ...(activity ? [paths.activity(activity)] : []),
    paths.news,
    ...(notice ? [paths.notice(notice.slug)] : []),
    paths.sermons,
    ...(sermon ? [paths.sermon(sermon.slug)] : []),
    // A church page is at the address the office gives it.
    ...(page ? [`/${page}`] : []),
  ];
}

/**
 * What the ChurchSuite feed answers, by name: the sample feed, none, or a failure.
 * @param {string} root
 * @returns {Promise<Record<string, FeedAnswer>>}
 */
export async function feedAnswersOf(root) {
  const sampleFeed = await readFile(join(root, 'test/fixtures/calendar.json'), 'utf8');
  return {
    sample: { status: 200, contentType: 'application/json', body: sampleFeed },
    empty: { status: 200, contentType: 'application/json', body: '[]' },
    failed: { status: 500, contentType: 'text/plain', body: 'Internal Server Error' },
  };
}

/** @param {number[]} values */
export function median(values) {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const at = (/** @type {number} */ index) => sorted[index] ?? Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/**
 * `names` in run `index`'s order: each goes first as often, so none always meets a machine warmed
 * up, or tired, by another.
 * @template T
 * @param {readonly T[]} names @param {number} index
 * @returns {T[]}
 */
export const inTurn = (names, index) =>
  names.map((_, i) => /** @type {T} */ (names[(i + index) % names.length]));

/** Fewer runs than this and "every run below every other" happens by chance too often. */
export const FEWEST_RUNS = 3;

/**
 * Two builds' runs of one measure: their medians and its difference, the range of run i's
 * differences, and the verdict: every run of one below every run of the other (by chance one
 * time in ten with three runs each, one in 126 with five), or within the spread.
 * @param {number[]} after @param {number[]} before
 */
export function difference(after, before) {
  const paired = after.slice(0, before.length).map((value, i) => value - (before[i] ?? value));
  const verdict =
    Math.min(after.length, before.length) < FEWEST_RUNS
      ? 'too few runs'
      : Math.max(...after) < Math.min(...before)
        ? 'faster'
        : Math.min(...after) > Math.max(...before)
          ? 'slower'
          : 'within the spread';
  return {
    after: median(after),
    before: median(before),
    difference: median(after) - median(before),
    low: Math.min(...paired),
    high: Math.max(...paired),
    verdict,
  };
}

/**
 * A page's HTML without its scripts (JSON-LD is data: it stays) or module preloads.
 * @param {string} html
 */
export function withoutScripts(html) {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (tag, attributes) =>
      /\btype="application\/ld\+json"/i.test(attributes) ? tag : '',
    )
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
}

/**
 * Copies a build without scripts to `floor`, inside the project (the runtime's dependencies).
 * @param {string} build @param {string} floor
 */
export async function writeFloor(build, floor) {
  await rm(resolve(floor, '..'), { recursive: true, force: true });
  await cp(build, floor, { recursive: true });
  for (const file of await filesUnder(floor, '.html')) {
    await writeFile(file, withoutScripts(await readFile(file, 'utf8')));
  }
}

/** @param {string} origin */
async function answers(origin) {
  try {
    const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(1000) });
    return response.ok && (response.headers.get('content-security-policy') ?? '') !== '';
  } catch {
    return false;
  }
}

/** The preview server already running on PORT, if one answers there. */
export async function runningPreview() {
  const origin = `http://localhost:${process.env.PORT}`;
  if (process.env.PORT && (await answers(origin)))
    return { origin, stop: () => {}, output: () => '' };
  return undefined;
}

/**
 * Serves a build with preview.mjs on a free port, once it answers; its output kept for failures.
 * @param {string} buildDir
 */
export async function startPreview(buildDir) {
  const port = await freePort();
  const preview = quietly(process.execPath, [join(projectRoot(), 'scripts/preview.mjs')], {
    env: { PORT: String(port), BUILD_DIR: buildDir },
  });
  preview.done.catch(() => {});
  const origin = `http://localhost:${port}`;
  // The runtime takes some seconds to start, more on a busy machine.
  for (let i = 0; i < 1200 && !(await answers(origin)); i += 1) {
    if (preview.child.exitCode !== null) {
      throw new Error(`perf: the preview server of ${buildDir} stopped:\n${preview.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, stop: () => preview.child.kill(), output: preview.output };
}
