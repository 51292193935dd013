// What a build of `npm run bench:scale` wrote, and the table with its verdict against the gates.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { addressOf } from '../app/lib/built-files.js';
import { filesUnder, pathIn } from './cli.mjs';

/** The most a build may take on the two-core machine before the benchmark fails. */
export const BUILD_SECONDS_GATE = 60;
/** The most files a build may write: Cloudflare's free plan takes 20,000, kept well under. */
export const BUILD_FILES_GATE = 4000;

/** @typedef {{ path: string, bytes: number, xml: string | undefined }} Feed */
/** @typedef {{ path: string, bytes: number }} File */

/** @type {(files: File[]) => number} */
const bytesOf = (files) => files.reduce((sum, file) => sum + file.bytes, 0);
/** @type {(files: File[]) => File} */
const largest = (files) =>
  files.reduce((a, b) => (b.bytes > a.bytes ? b : a), { path: '-', bytes: 0 });

/**
 * What the build wrote to its client folder: files, .data files, HTML, feeds, search index.
 * @param {string} client
 * @param {typeof import('../app/build-modules.ts').paths} paths
 */
export async function measureOutput(client, paths) {
  const [podcastPath, atomPath] = [paths.podcast.slice(1), paths.newsFeed.slice(1)];
  // The lists' pages: news and sermons, their further pages, and the sermons' ways in.
  const ways = Object.values(paths.sermonWays);
  /** @param {string} address */
  const isList = (address) =>
    [paths.news, paths.sermons].some((list) => address.replace(/\/page\/\d+$/, '') === list) ||
    ways.some((way) => address === way || address.startsWith(`${way}/`));
  const files = (await filesUnder(client)).map((path) => ({
    path: pathIn(client, path),
    bytes: statSync(path).size,
  }));
  const html = files.filter((file) => file.path.endsWith('.html'));
  const pagefind = files.filter((file) => file.path.startsWith('pagefind/'));
  /** @type {(path: string) => Feed} */
  const feed = (path) => {
    const full = join(client, path);
    return existsSync(full)
      ? { path, bytes: statSync(full).size, xml: readFileSync(full, 'utf8') }
      : { path, bytes: 0, xml: undefined };
  };
  return {
    files: files.length,
    dataFiles: files.filter((file) => file.path.endsWith('.data')).length,
    html: { files: html.length, bytes: bytesOf(html), largest: largest(html) },
    largestList: largest(html.filter((file) => isList(addressOf(file.path)))),
    groupPodcasts: files
      .filter((file) => file.path.endsWith('/podcast.xml') && file.path !== podcastPath)
      .map((file) => feed(file.path)),
    podcast: feed(podcastPath),
    atom: feed(atomPath),
    pagefind: { files: pagefind.length, bytes: bytesOf(pagefind) },
  };
}

/** @param {unknown} value */
const asList = (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * A feed's items (RSS's or Atom's), or the end of a sentence saying why it cannot be read.
 * @param {string | undefined} xml
 * @param {'podcast' | 'atom'} kind
 * @returns {{ count: number, error?: undefined } | { count?: undefined, error: string }}
 */
export function countFeed(xml, kind) {
  if (xml === undefined) return { error: 'is not in the build output' };
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    return { error: `does not parse: ${valid.err.msg} (line ${valid.err.line})` };
  }
  const data = new XMLParser({ ignoreAttributes: false }).parse(xml);
  if (kind === 'podcast') {
    const channel = data?.rss?.channel;
    return channel ? { count: asList(channel.item).length } : { error: 'has no <rss><channel>' };
  }
  return data?.feed ? { count: asList(data.feed.entry).length } : { error: 'has no <feed>' };
}

/**
 * The items that are there: a row or sentence that does not apply is `false` or undefined.
 * @template T
 * @param {(T | false | undefined)[]} items
 */
const present = (items) => /** @type {T[]} */ (items.filter(Boolean));

/** @param {number} n */
const number = (n) => n.toLocaleString('en-GB');
/** @param {number} bytes */
const kb = (bytes) => `${number(Math.round(bytes / 1024))} KB`;
/** @param {number} bytes */
const mb = (bytes) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;

/**
 * The printed table, and the problems: a feed that does not parse always fails; a build over
 * the time or file gates fails unless `gate` is false, when it is only reported.
 * @param {object} run
 * @param {number} run.years
 * @param {string} run.today
 * @param {ReturnType<typeof import('./bench-scale-content.mjs').generateContent>['counts']} run.counts What was generated.
 * @param {{ sermons: number, notices: number, series: number }} run.before What was there.
 * @param {number} run.buildSeconds
 * @param {{ mb: number | undefined, how: string }[]} run.memory
 * @param {Awaited<ReturnType<typeof measureOutput>>} run.output
 * @param {ReturnType<typeof imagesOf>} [run.images]
 * @param {boolean} [run.gate]
 */
export function summarise(run) {
  const { counts, before, buildSeconds, output, images, gate = true } = run;
  const podcast = countFeed(output.podcast.xml, 'podcast');
  const groups = output.groupPodcasts;
  const largestGroup = largest(groups);
  const groupProblems = groups.flatMap((feed) => {
    const read = countFeed(feed.xml, 'podcast');
    return read.error ? [`The podcast ${feed.path} ${read.error}.`] : [];
  });
  const atom = countFeed(output.atom.xml, 'atom');
  /** @type {(feed: Feed, result: ReturnType<typeof countFeed>, what: string) => string} */
  const feedCell = (feed, result, what) =>
    `${kb(feed.bytes)}, ${result.error !== undefined ? 'DOES NOT PARSE' : `${number(result.count)} ${what}`}`;
  const rows = present([
    ['years generated', String(run.years), `52 weeks a year, ending ${run.today}`],
    [
      'generated',
      `${number(counts.sermons)} sermons, ${number(counts.notices)} notices, ${number(counts.series)} series`,
      `on top of ${before.sermons}, ${before.notices} and ${before.series} already there`,
    ],
    ['build time', `${buildSeconds.toFixed(1)} s`, `gate ${BUILD_SECONDS_GATE} s`],
    images && [
      'of which pictures',
      `${images.seconds.toFixed(1)} s`,
      `${images.written} of ${images.total} made afresh: a new content folder has no cache`,
    ],
    ...run.memory.map(({ mb: peak, how }) => [
      'peak memory',
      peak === undefined ? 'not measured' : `${number(Math.round(peak))} MB`,
      how,
    ]),
    ['files in build output', number(output.files), `gate ${number(BUILD_FILES_GATE)}`],
    ['.data files', number(output.dataFiles), ''],
    ['HTML', `${number(output.html.files)} files, ${mb(output.html.bytes)}`, ''],
    ['largest HTML file', kb(output.html.largest.bytes), output.html.largest.path],
    ['largest list page', kb(output.largestList.bytes), output.largestList.path],
    ['podcast feed', feedCell(output.podcast, podcast, 'items'), output.podcast.path],
    [
      'series’ and preachers’ podcasts',
      `${number(groups.length)}, ${kb(bytesOf(groups))} in all, ${groupProblems.length === 0 ? 'each parses' : 'NOT ALL PARSE'}`,
      `largest ${kb(largestGroup.bytes)} (${largestGroup.path})`,
    ],
    ['Atom feed', feedCell(output.atom, atom, 'entries'), output.atom.path],
    [
      'Pagefind index',
      `${mb(output.pagefind.bytes)}, ${number(output.pagefind.files)} files`,
      'pagefind/',
    ],
  ]);
  const [labelWidth, valueWidth] = [0, 1].map((i) =>
    Math.max(...rows.map((row) => row[i]?.length ?? 0)),
  );
  const table = rows
    .map(([label = '', value = '', note = '']) =>
      `${label.padEnd(labelWidth ?? 0)}  ${value.padEnd(valueWidth ?? 0)}  ${note}`.trimEnd(),
    )
    .join('\n');

  const failures = present([
    podcast.error && `The podcast feed (${output.podcast.path}) ${podcast.error}.`,
    atom.error && `The Atom feed (${output.atom.path}) ${atom.error}.`,
    ...groupProblems,
  ]);
  const overGates = present([
    buildSeconds > BUILD_SECONDS_GATE &&
      `The build took ${buildSeconds.toFixed(1)} s, more than the ${BUILD_SECONDS_GATE} s allowed.`,
    output.files > BUILD_FILES_GATE &&
      `The build wrote ${number(output.files)} files, more than the ${number(BUILD_FILES_GATE)} allowed.`,
  ]);
  const sentences = [
    ...failures,
    ...(gate ? overGates : overGates.map((s) => `${s} (Not failing: --no-gate.)`)),
  ];
  return { table, sentences, failed: failures.length > 0 || (gate && overGates.length > 0) };
}

/**
 * The build's first picture pass, from its log: a new content folder has no cached pictures.
 * @param {string} log
 */
export function imagesOf(log) {
  const match = log.match(/images: wrote (\d+) of (\d+)[^(\n]*\(([\d.]+)s\)/);
  return match
    ? { written: Number(match[1]), total: Number(match[2]), seconds: Number(match[3]) }
    : undefined;
}
