import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  fromFrontMatterFile,
  fromYamlFile,
  toFrontMatterFile,
  toYamlFile,
} from '../app/content/cms/admin/cms-yaml.ts';
import { loadContent } from '../app/content/loading/load.ts';
import { bibleBooks } from '../app/lib/bible-books.ts';
import { monthNames } from '../app/lib/format-date.ts';
import { slugOf } from '../app/lib/slug.ts';
import {
  existingContent,
  generateContent,
  SERMONS_PER_SERIES,
  writeContent,
} from './bench-scale-content.mjs';
import {
  BUILD_FILES_GATE,
  BUILD_SECONDS_GATE,
  countFeed,
  imagesOf,
  summarise,
} from './bench-scale-output.mjs';
import { parseArgs } from './bench-scale.mjs';

const today = '2026-11-25'; // a Wednesday
const app = {
  slugOf,
  monthNames,
  bibleBooks,
  fromFrontMatterFile,
  fromYamlFile,
  toFrontMatterFile,
  toYamlFile,
};
const work = mkdtempSync(join(tmpdir(), 'bench-scale-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** @typedef {{ path: string, text: string }} GeneratedFile */

/**
 * The facts of a generated file: front matter of a .md, the whole of a .yml.
 * @param {GeneratedFile} file
 */
const factsOf = ({ path, text }) =>
  parse((path.endsWith('.md') ? text.split('---\n')[1] : text) ?? '');
/** @type {(files: GeneratedFile[], folder: string) => GeneratedFile[]} */
const inFolder = (files, folder) => files.filter((f) => f.path.startsWith(`${folder}/`));
/**
 * Map.groupBy is Node 21's; the project runs on 20.
 * @template T, K
 * @param {T[]} items
 * @param {(item: T) => K} key
 */
const groupBy = (items, key) => {
  /** @type {Map<K, T[]>} */
  const groups = new Map();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};

describe('generateContent', () => {
  it('writes two sermons and one notice a week, 52 weeks a year, and a series every 26 sermons', () => {
    for (const years of [1, 2, 3]) {
      const { counts, files } = generateContent({ years, today }, app);
      expect(counts).toEqual({
        weeks: 52 * years,
        sermons: 104 * years,
        notices: 52 * years,
        series: (104 * years) / SERMONS_PER_SERIES,
      });
      expect(inFolder(files, 'sermons')).toHaveLength(counts.sermons);
      expect(inFolder(files, 'news')).toHaveLength(counts.notices);
      expect(inFolder(files, 'sermon-series')).toHaveLength(counts.series);
    }
  });

  it('puts each run of 26 sermons in one series, two on each Sunday up to today', () => {
    const { files } = generateContent({ years: 1, today }, app);
    const sermons = inFolder(files, 'sermons').map(factsOf);
    const bySeries = groupBy(sermons, (sermon) => sermon.series);
    expect([...bySeries.values()].map((list) => list.length)).toEqual([26, 26, 26, 26]);
    const dates = groupBy(sermons, (sermon) => sermon.date);
    expect(dates.size).toBe(52);
    for (const [date, list] of dates) {
      expect(new Date(`${date}T12:00:00Z`).getUTCDay()).toBe(0);
      expect(list).toHaveLength(2);
    }
    expect([...dates.keys()].sort().at(-1)).toBe('2026-11-22');
    const notices = inFolder(files, 'news').map(factsOf);
    expect(notices.every((notice) => notice.date <= today)).toBe(true);
    // A few preachers, not one.
    expect(new Set(sermons.map((sermon) => sermon.preacher)).size).toBeGreaterThanOrEqual(3);
  });

  it('gives every file its own slug, named after it, avoiding the ones already taken', () => {
    const first = generateContent({ years: 1, today }, app);
    const taken = new Set(first.files.slice(0, 40).map((file) => factsOf(file).slug));
    const { files } = generateContent({ years: 10, today, taken }, app);
    const slugs = files.map((file) => factsOf(file).slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.filter((slug) => taken.has(slug))).toEqual([]);
    for (const file of files) {
      expect(file.path).toBe(
        `${file.path.split('/')[0]}/${factsOf(file).slug}.${file.path.split('.').at(-1)}`,
      );
    }
  });

  it('gives the same files for the same day', () => {
    expect(generateContent({ years: 1, today }, app)).toEqual(
      generateContent({ years: 1, today }, app),
    );
  });

  it('refuses a number of years that is not more than 0', () => {
    expect(() => generateContent({ years: 0, today }, app)).toThrow(/more than 0/);
  });
});

describe('the generated content', () => {
  it('passes the content loader the build uses, on top of the sample content', () => {
    const dir = join(work, 'content');
    cpSync('content', dir, { recursive: true });
    const before = loadContent(dir);
    const existing = existingContent(dir, app);
    expect(existing.before).toEqual({
      sermons: before.sermons.length,
      notices: before.news.length,
      series: before.sermonSeries.length,
    });
    const { counts, files } = generateContent({ years: 2, today, ...existing }, app);
    writeContent(dir, files);
    const content = loadContent(dir);
    expect(content.sermons).toHaveLength(before.sermons.length + counts.sermons);
    expect(content.news).toHaveLength(before.news.length + counts.notices);
    expect(content.sermonSeries).toHaveLength(before.sermonSeries.length + counts.series);
    // The sample's recording, bulletin and photo are reused, not copied.
    expect(content.sermons.every((sermon) => sermon.audio.url.endsWith('.mp3'))).toBe(true);
    expect(content.news.filter((notice) => notice.attachment).length).toBeGreaterThan(20);
    expect(content.news.some((notice) => notice.photo)).toBe(true);
  });
});

describe('countFeed', () => {
  it('counts a podcast’s items and an Atom feed’s entries, one or many', () => {
    const rss = (/** @type {string} */ items) =>
      `<rss><channel><title>t</title>${items}</channel></rss>`;
    expect(countFeed(rss('<item><title>a</title></item>'.repeat(3)), 'podcast')).toEqual({
      count: 3,
    });
    expect(countFeed(rss('<item><title>a</title></item>'), 'podcast')).toEqual({ count: 1 });
    expect(countFeed(rss(''), 'podcast')).toEqual({ count: 0 });
    expect(
      countFeed('<feed><entry><id>1</id></entry><entry><id>2</id></entry></feed>', 'atom'),
    ).toEqual({
      count: 2,
    });
  });

  it('says why a feed does not parse, or is missing', () => {
    expect(countFeed('<rss><channel></rss>', 'podcast').error).toMatch(
      /^does not parse: .+\(line 1\)$/,
    );
    expect(countFeed('<feed></feed>', 'podcast').error).toBe('has no <rss><channel>');
    expect(countFeed(undefined, 'atom').error).toBe('is not in the build output');
  });
});

describe('summarise', () => {
  const podcast = '<rss><channel><item><title>a</title></item></channel></rss>';
  const atom = '<feed><entry><id>1</id></entry></feed>';
  const run = ({
    seconds = 30,
    files = 1000,
    podcastXml = podcast,
    groupXml = podcast,
    gate = true,
  } = {}) =>
    summarise({
      years: 10,
      today,
      counts: { weeks: 520, sermons: 1040, notices: 520, series: 40 },
      before: { sermons: 8, notices: 5, series: 2 },
      buildSeconds: seconds,
      memory: [{ mb: 812.4, how: 'largest single process (/usr/bin/time -v)' }],
      output: {
        files,
        dataFiles: 3,
        html: {
          files: 900,
          bytes: 20 * 1024 * 1024,
          largest: { path: 'sermons.html', bytes: 51_200 },
        },
        largestList: { path: 'sermons/books/psalms.html', bytes: 30_720 },
        podcast: { path: 'sermons/podcast.xml', bytes: 4096, xml: podcastXml },
        groupPodcasts: [
          { path: 'sermons/series/advent/podcast.xml', bytes: 1024, xml: podcast },
          { path: 'sermons/preachers/jane-smith/podcast.xml', bytes: 3072, xml: groupXml },
        ],
        atom: { path: 'news/feed.xml', bytes: 2048, xml: atom },
        pagefind: { files: 950, bytes: 3 * 1024 * 1024 },
      },
      images: { written: 153, total: 153, seconds: 11.14 },
      gate,
    });

  it('prints the figures with the gates beside them', () => {
    const { table, sentences, failed } = run();
    expect(failed).toBe(false);
    expect(sentences).toEqual([]);
    expect(table).toMatch(
      /^generated +1,040 sermons, 520 notices, 40 series +on top of 8, 5 and 2/m,
    );
    expect(table).toMatch(new RegExp(`^build time +30\\.0 s +gate ${BUILD_SECONDS_GATE} s$`, 'm'));
    expect(table).toMatch(/^of which pictures +11\.1 s +153 of 153 made afresh/m);
    expect(table).toMatch(/^peak memory +812 MB +largest single process \(\/usr\/bin\/time -v\)$/m);
    expect(table).toMatch(/^files in build output +1,000 +gate 4,000$/m);
    expect(table).toMatch(/^largest HTML file +50 KB +sermons\.html$/m);
    expect(table).toMatch(/^podcast feed +4 KB, 1 items +sermons\/podcast\.xml$/m);
    expect(table).toMatch(/^Atom feed +2 KB, 1 entries +news\/feed\.xml$/m);
    expect(table).toMatch(/^largest list page +30 KB +sermons\/books\/psalms\.html$/m);
    expect(table).toMatch(
      /^series’ and preachers’ podcasts +2, 4 KB in all, each parses +largest 3 KB \(sermons\/preachers\/jane-smith\/podcast\.xml\)$/m,
    );
    expect(table).toMatch(/^Pagefind index +3\.0 MB, 950 files +pagefind\/$/m);
  });

  it('fails a build over the time or file gates, with a sentence for each', () => {
    const { sentences, failed } = run({ seconds: 75.34, files: BUILD_FILES_GATE + 512 });
    expect(failed).toBe(true);
    expect(sentences).toEqual([
      'The build took 75.3 s, more than the 60 s allowed.',
      'The build wrote 4,512 files, more than the 4,000 allowed.',
    ]);
  });

  it('with --no-gate, reports the gates without failing', () => {
    const { sentences, failed } = run({ seconds: 75.34, gate: false });
    expect(failed).toBe(false);
    expect(sentences).toEqual([
      'The build took 75.3 s, more than the 60 s allowed. (Not failing: --no-gate.)',
    ]);
  });

  it('always fails a feed that does not parse', () => {
    const { table, sentences, failed } = run({ podcastXml: '<rss><channel>', gate: false });
    expect(failed).toBe(true);
    expect(table).toMatch(/^podcast feed +4 KB, DOES NOT PARSE/m);
    expect(sentences[0]).toMatch(/^The podcast feed \(sermons\/podcast\.xml\) does not parse: /);
  });

  it('fails a series’ or a preacher’s podcast that does not parse', () => {
    const { table, sentences, failed } = run({ groupXml: '<rss><channel>', gate: false });
    expect(failed).toBe(true);
    expect(table).toMatch(/^series’ and preachers’ podcasts +2, 4 KB in all, NOT ALL PARSE/m);
    expect(sentences[0]).toMatch(
      /^The podcast sermons\/preachers\/jane-smith\/podcast\.xml does not parse: /,
    );
  });
});

describe('imagesOf', () => {
  it('reads the first picture pass from the build log, if there was one', () => {
    const log = [
      '2:00:53 AM [vite] (client) info: images: wrote 153 of 153 to node_modules/.cache/church-images/efab5f1b6e0b (11.1s)',
      '2:00:54 AM [vite] (client) info: images: 153 up to date (0.0s)',
    ].join('\n');
    expect(imagesOf(log)).toEqual({ written: 153, total: 153, seconds: 11.1 });
    expect(imagesOf('images: 153 up to date (0.0s)')).toBeUndefined();
  });
});

describe('parseArgs', () => {
  it('takes the years (10 by default), --keep and --no-gate', () => {
    expect(parseArgs([])).toEqual({ years: 10, keep: false, gate: true });
    expect(parseArgs(['3', '--keep', '--no-gate'])).toEqual({ years: 3, keep: true, gate: false });
    expect(() => parseArgs(['ten'])).toThrow(/number of years/);
    expect(() => parseArgs(['--fast'])).toThrow(/Unknown option --fast/);
  });
});
