// The years of content `npm run bench:scale` adds: weekly sermons, two a Sunday, a series
// every 26, and a notice a week, written from the words in scripts/fixtures/bench-words.yml
// with the app's own slugs, month names and Bible books.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as yaml from 'yaml';

/** @typedef {Pick<typeof import('../app/build-modules.ts'), 'slugOf' | 'monthNames' | 'bibleBooks' | 'toFrontMatterFile' | 'toYamlFile' | 'fromFrontMatterFile' | 'fromYamlFile'>} App */
/** @typedef {{ url: string, bytes: number, length: string }} Audio */
/**
 * The words, as scripts/fixtures/bench-words.yml has them (summaries with {passage} and {theme}).
 * @typedef {{ audio: Audio, preachers: { minister: string, assistant: string, visitors: string[] }, books: { book: string, from?: number, to?: number, titles: string[], about: string }[], sermonTitles: string[], themes: string[], summaries: string[], questions: string[], notices: { months: number[], title: string, summary: string, body: string[], photo?: boolean }[] }} Words
 */

/** Sermons a series runs for: a quarter of the year, morning and evening. */
export const SERMONS_PER_SERIES = 26;

/** @type {Words} */
const words = yaml.parse(
  readFileSync(new URL('./fixtures/bench-words.yml', import.meta.url), 'utf8'),
);

/**
 * The item at `index` of a list, counting round it again past its end.
 * @template T
 * @param {readonly T[]} list
 * @param {number} index
 * @returns {T}
 */
function cycle(list, index) {
  const item = list[index % list.length];
  if (item === undefined) throw new Error('bench-scale: nothing to choose from');
  return item;
}

/**
 * The first of `candidates` nobody has taken yet (a counter after the last), taken at once.
 * @param {Set<string>} taken
 * @param {string[]} candidates
 */
function claim(taken, candidates) {
  const last = candidates.at(-1);
  let slug = candidates.find((candidate) => !taken.has(candidate));
  for (let n = 2; slug === undefined; n += 1) if (!taken.has(`${last}-${n}`)) slug = `${last}-${n}`;
  taken.add(slug);
  return slug;
}

const DAY = 86_400_000;
/** @param {number} ms */
const isoDate = (ms) => new Date(ms).toISOString().slice(0, 10);

/** Today in London, where the church is, as year-month-day. */
export const londonToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

/**
 * "Genesis 12" or "Genesis 12-13"; the Psalms are "Psalm 23" one at a time.
 * @param {string} book
 * @param {number} first
 * @param {number} last
 */
function passageOf(book, first, last) {
  const name = book === 'Psalms' && first === last ? 'Psalm' : book;
  return first === last ? `${name} ${first}` : `${name} ${first}-${last}`;
}

/**
 * `years` of weekly content ending at `today` (year-month-day), 52 weeks a year, slugs avoiding
 * `taken` (the content's own). `audio`, `attachment` (a content key such as "files/bulletin.pdf")
 * and `photo` are reused by reference. Returns the files (paths inside the content folder).
 * @param {{ years: number, today: string, taken?: Set<string>, audio?: Audio, attachment?: string, photo?: { src: string, alt: string } }} options
 * @param {App} app
 */
export function generateContent(
  { years, today, taken = new Set(), audio = words.audio, attachment, photo },
  { slugOf, monthNames, bibleBooks, toFrontMatterFile, toYamlFile },
) {
  if (!(years > 0)) throw new Error(`years must be more than 0, not ${years}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`today must be year-month-day: ${today}`);
  const books = words.books.map((entry) => {
    const chapters = bibleBooks.find((book) => book.name === entry.book)?.chapters;
    if (!chapters) throw new Error(`bench-scale: ${entry.book} is not a book of the Bible`);
    return { ...entry, from: entry.from ?? 1, to: entry.to ?? chapters };
  });
  const used = new Set(taken);
  /** @type {(facts: object, body: string) => string} */
  const markdown = (facts, body) => toFrontMatterFile(yaml, { ...facts, ...(body && { body }) });
  const weeks = Math.round(years * 52);
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  const lastSunday = todayMs - new Date(todayMs).getUTCDay() * DAY;
  const sundays = Array.from({ length: weeks }, (_, w) => lastSunday - (weeks - 1 - w) * 7 * DAY);
  const { preachers } = words;

  /** @type {{ path: string, text: string }[]} */
  const sermons = [];
  /** @type {{ entry: (typeof books)[number], slug: string, title: string, description: string }[]} */
  const series = [];
  /** @type {{ path: string, text: string }[]} */
  const notices = [];
  /** @type {Map<(typeof books)[number], number>} */
  const bookUses = new Map();
  sundays.forEach((sunday, week) => {
    const date = isoDate(sunday);
    for (const service of ['morning', 'evening']) {
      const index = sermons.length;
      const place = index % SERMONS_PER_SERIES;
      if (place === 0) {
        const entry = cycle(books, series.length);
        const uses = bookUses.get(entry) ?? 0;
        bookUses.set(entry, uses + 1);
        const title = cycle(entry.titles, uses);
        const base = slugOf(title);
        series.push({
          entry,
          slug: claim(used, [base, `${base}-${date.slice(0, 4)}`, `${base}-${date}`]),
          title,
          description: `Thirteen Sundays, morning and evening, working through ${passageOf(entry.book, entry.from, entry.to)}: ${entry.about}.`,
        });
      }
      const inSeries = series.at(-1);
      if (!inSeries) throw new Error('bench-scale: a sermon before any series');
      const { book, from, to } = inSeries.entry;
      const chapters = to - from + 1;
      const first = from + Math.floor((place * chapters) / SERMONS_PER_SERIES);
      const last = from + Math.floor(((place + 1) * chapters) / SERMONS_PER_SERIES) - 1;
      const passage = passageOf(book, first, last);
      // 7 shares no factor with the 60 titles: each run of 60 sermons uses every title once.
      const titles = words.sermonTitles;
      const title = cycle(titles, index * 7 + Math.floor(index / titles.length));
      const theme = cycle(words.themes, index * 3 + Math.floor(week / 5));
      const summary = cycle(words.summaries, index + week)
        .replace('{passage}', passage)
        .replace('{theme}', theme);
      const visitor = week % 3 === 0 && cycle(preachers.visitors, Math.floor(week / 3));
      const morning = week % 6 === 5 ? preachers.assistant : preachers.minister;
      const preacher = service === 'morning' ? morning : visitor || preachers.assistant;
      const base = slugOf(title);
      const slug = claim(used, [base, `${base}-${date}`, `${base}-${date}-${service}`]);
      const facts = {
        slug,
        title,
        date,
        preacher,
        passage,
        series: inSeries.slug,
        summary,
        audio: { ...audio },
        // Some mornings were filmed too, as the sample's was: a few pages with a video player.
        ...(service === 'morning' &&
          week % 4 === 0 && {
            video: `https://www.youtube.com/watch?v=bg${String(index).padStart(9, '0')}`,
          }),
      };
      const notes =
        index % 3 === 0
          ? [
              `Notes from the ${service} service. Read ${passage} again during the week, and take these questions with you:`,
              [0, 1, 2].map((i) => `- ${cycle(words.questions, index + i * 2)}`).join('\n'),
            ].join('\n\n')
          : '';
      sermons.push({ path: `sermons/${slug}.md`, text: markdown(facts, notes) });
    }

    // The notice goes out on the Thursday before the Sunday it is about.
    const noticeDate = isoDate(sunday - 3 * DAY);
    const on = new Date(sunday);
    const [year, month, day] = [on.getUTCFullYear(), on.getUTCMonth() + 1, on.getUTCDate()];
    const monthName = cycle(monthNames, month - 1);
    if (attachment && week % 4 === 3) {
      const facts = {
        slug: claim(used, [slugOf(`weekly-bulletin-${day}-${monthName}-${year}`)]),
        title: `Weekly bulletin: Sunday ${day} ${monthName}`,
        date: noticeDate,
        summary:
          'This week’s bulletin, with the readings, the hymns and the rotas for teas and flowers. Copies are in the vestibule too.',
        attachment: { file: attachment, label: 'This week’s bulletin' },
      };
      const body =
        'The bulletin is ready to read or print. If you would like one posted to you each week, just let the church office know.';
      notices.push({ path: `news/${facts.slug}.md`, text: markdown(facts, body) });
      return;
    }
    const choices = words.notices.filter(({ months }) =>
      [month, 0].some((m) => months.includes(m)),
    );
    const notice = cycle(choices, Math.floor(day / 7) + year + week);
    const base = slugOf(notice.title);
    const facts = {
      slug: claim(used, [`${base}-${year}`, `${base}-${noticeDate}`]),
      title: notice.title,
      date: noticeDate,
      summary: notice.summary,
      ...(notice.photo && photo && { photo: { ...photo } }),
    };
    notices.push({
      path: `news/${facts.slug}.md`,
      text: markdown(facts, notice.body.join('\n\n')),
    });
  });

  const seriesFiles = series.map(({ slug, title, description }) => ({
    path: `sermon-series/${slug}.yml`,
    text: toYamlFile(yaml, { slug, title, description }),
  }));
  return {
    counts: { weeks, sermons: sermons.length, notices: notices.length, series: series.length },
    files: [...seriesFiles, ...sermons, ...notices],
  };
}

/**
 * What the content folder has: its counts, the slugs not to reuse, its audio, attachment, photo.
 * @param {string} contentDir
 * @param {App} app
 */
export function existingContent(contentDir, { fromFrontMatterFile, fromYamlFile }) {
  /** @type {Set<string>} */
  const taken = new Set();
  /** @param {string} folder @returns {any[]} */
  const factsIn = (folder) => {
    const path = join(contentDir, folder);
    const names = existsSync(path) ? readdirSync(path).sort() : [];
    return names
      .filter((name) => /\.(md|ya?ml)$/.test(name))
      .map((name) => {
        taken.add(name.replace(/\.\w+$/, ''));
        const text = readFileSync(join(path, name), 'utf8');
        /** @type {any} */
        let facts = {};
        try {
          facts = (name.endsWith('.md') ? fromFrontMatterFile : fromYamlFile)(yaml, text) ?? {};
        } catch {
          // Not YAML: the build will say so; its name is taken all the same.
        }
        if (typeof facts.slug === 'string') taken.add(facts.slug);
        return facts;
      });
  };
  const [sermons, notices, series] = [
    factsIn('sermons'),
    factsIn('news'),
    factsIn('sermon-series'),
  ];
  const audio = sermons.find((sermon) => sermon.audio?.url)?.audio ?? words.audio;
  const attachment = notices.find((notice) => notice.attachment?.file)?.attachment.file;
  const photo = notices.find((notice) => notice.photo?.src && notice.photo.alt)?.photo;
  return {
    before: { sermons: sermons.length, notices: notices.length, series: series.length },
    taken,
    audio: { url: audio.url, bytes: audio.bytes, length: String(audio.length) },
    ...(attachment && { attachment }),
    ...(photo && { photo: { src: photo.src, alt: photo.alt } }),
  };
}

/**
 * @param {string} contentDir
 * @param {{ path: string, text: string }[]} files
 */
export function writeContent(contentDir, files) {
  for (const { path, text } of files) {
    const target = join(contentDir, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
}
