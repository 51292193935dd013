// `npm run bench:scale [years]` (default 10): how the build copes with years of content. Copies
// the content folder (content/, or CONTENT_DIR) to a temporary folder, adds `years` of weekly
// sermons (two a Sunday, a series every 26), notices (one a week) and series ending today,
// builds that copy, and prints the build's time, memory and output. Fails past the gates below
// (--no-gate reports them only) or when a feed does not parse; --keep keeps the folder.
// Not part of `npm test`: a 10-year build takes 40-odd seconds on two quiet cores.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parse as parseYaml, stringify } from 'yaml';

/** The most a build may take on the two-core machine before the benchmark fails. */
export const BUILD_SECONDS_GATE = 60;
/** The most files a build may write: Cloudflare Pages' free plan takes 20,000, kept well under. */
export const BUILD_FILES_GATE = 4000;
/** Sermons a series runs for: a quarter of the year, morning and evening. */
export const SERMONS_PER_SERIES = 26;

/** The lists' pages: news and sermons, their further pages, and the sermons' ways in. */
const LIST_PAGE =
  /^(news|sermons)(\/page\/\d+)?\.html$|^sermons\/(series|preachers|books|years)(\.html$|\/)/;

/** Where the build writes the feeds, in the client folder (app/lib/paths.ts). */
export const FEEDS = { podcast: 'sermons/podcast.xml', atom: 'news/feed.xml' };

/** The sample recording every sample sermon plays (content/sermons): no new binary files. */
export const SAMPLE_AUDIO = {
  url: 'https://www.ballyglen-presbyterian.example.org/audio/sample-sermon.mp3',
  bytes: 48842,
  length: '0:06',
};

const PREACHERS = {
  minister: 'Rev. Andrew McCracken',
  assistant: 'Jonny Stewart',
  visitors: ['Rev. Dr Helen Carson', 'Mark Gillespie', 'Rev. David Irwin'],
};

// Books worked through chapter by chapter; each range has at least 26 chapters, so every
// sermon of a series has a chapter or two of its own and the passages are real ones.
const BOOKS = [
  {
    book: 'Genesis',
    from: 1,
    to: 50,
    titles: ['Genesis: In the Beginning', 'Genesis: The God Who Promises'],
    about: 'creation, the fall, and God’s promise to Abraham and his family',
  },
  {
    book: 'Acts',
    from: 1,
    to: 28,
    titles: ['Acts: To the Ends of the Earth', 'Acts: The Church on the Move'],
    about: 'the first Christians, from Jerusalem to Rome, and the Spirit who sent them',
  },
  {
    book: 'Psalms',
    from: 1,
    to: 41,
    titles: ['Psalms for Every Season', 'Songs of the Heart: Psalms 1-41'],
    about: 'the prayers and songs of God’s people, in joy, in doubt and in grief',
  },
  {
    book: 'Exodus',
    from: 1,
    to: 40,
    titles: ['Exodus: The God Who Rescues', 'Exodus: Out of Egypt'],
    about: 'a people rescued from slavery, given God’s law, and taught to live with him among them',
  },
  {
    book: 'Matthew',
    from: 1,
    to: 28,
    titles: ['Matthew: The King and His Kingdom', 'Matthew: Follow Me'],
    about: 'the life and teaching of Jesus, the promised King',
  },
  {
    book: 'Isaiah',
    from: 40,
    to: 66,
    titles: ['Isaiah: Comfort My People', 'Isaiah: The Servant King'],
    about: 'God’s comfort for people in exile, and the servant who suffers for them',
  },
  {
    book: 'Proverbs',
    from: 1,
    to: 31,
    titles: ['Proverbs: Wisdom for Monday Morning', 'Proverbs: The Way of Wisdom'],
    about: 'wisdom for work, money, friendship and the words we use',
  },
  {
    book: 'Deuteronomy',
    from: 1,
    to: 34,
    titles: ['Deuteronomy: On the Edge of the Promised Land', 'Deuteronomy: Remember'],
    about: 'Moses’ last words to a people about to cross the Jordan',
  },
  {
    book: '1 Samuel',
    from: 1,
    to: 31,
    titles: ['1 Samuel: A King Like the Nations', '1 Samuel: The Lord Looks at the Heart'],
    about: 'Hannah, Samuel, Saul and David, and the God who raises up the humble',
  },
  {
    book: 'Job',
    from: 1,
    to: 42,
    titles: ['Job: Where Is God When It Hurts?', 'Job: Out of the Storm'],
    about: 'suffering, friendship and the questions we bring to God',
  },
  {
    book: 'Psalms',
    from: 107,
    to: 150,
    titles: ['Psalms of Praise', 'Give Thanks to the Lord: Psalms 107-150'],
    about: 'the last great songs of the Psalter, ending in a shout of praise',
  },
  {
    book: 'Jeremiah',
    from: 1,
    to: 52,
    titles: ['Jeremiah: A Prophet in Hard Times', 'Jeremiah: Plans to Prosper You'],
    about: 'a prophet who spoke God’s word to a city that would not listen',
  },
];

const SERMON_TITLES = [
  'Bread for the Journey',
  'When God Seems Silent',
  'A Promise Kept',
  'The Long Way Round',
  'Grace in the Ordinary',
  'Who Is My Neighbour?',
  'Faith That Waits',
  'Strength for Today',
  'Out of the Depths',
  'The God Who Sees',
  'Starting Again',
  'Not Forgotten',
  'A Light in the Dark',
  'Living Stones',
  'Words That Heal',
  'The Narrow Road',
  'A Table Prepared',
  'The Courage to Speak',
  'Rest for the Weary',
  'Rooted and Built Up',
  'A Faithful Servant',
  'Seeking the Lost',
  'The Cost of Following',
  'Hope in Exile',
  'Walking in the Light',
  'An Open Door',
  'A Blessing for the Nations',
  'The Lord Will Provide',
  'Wrestling with God',
  'Held in His Hand',
  'Sent Out',
  'A New Heart',
  'Small Beginnings',
  'Waiting for the Morning',
  'Known by Name',
  'The Shepherd’s Voice',
  'Water in the Desert',
  'Peace in the Storm',
  'A Generous God',
  'Keeping Faith',
  'Tears and Laughter',
  'Home at Last',
  'Building on the Rock',
  'Treasure in Clay Jars',
  'Mercy Triumphs',
  'The Good Fight',
  'A Word in Season',
  'The Unexpected Guest',
  'Carried Through',
  'Lift Up Your Heads',
  'A Kingdom Not Shaken',
  'One Step at a Time',
  'God of the Second Chance',
  'Salt and Light',
  'When Plans Fall Apart',
  'Unfailing Love',
  'The Lord Is Near',
  'A House of Prayer',
  'Well Done',
  'Everyday Faithfulness',
];

const THEMES = [
  'trusting God when the way ahead is not clear',
  'forgiving the people closest to us',
  'what faithfulness looks like on an ordinary Monday',
  'praying when we do not know what to say',
  'the danger of a comfortable faith',
  'welcoming the stranger',
  'grief, and the hope that holds us in it',
  'work, rest and the rhythm God gives us',
  'honesty in the small things',
  'giving generously and cheerfully',
  'speaking up when it would be easier to stay quiet',
  'waiting well',
  'belonging to God’s family',
  'God’s patience with his people',
  'pride, and the freedom of humility',
  'living as a small church in a busy world',
  'the gift of friendship',
  'caring for those on the edge of our community',
  'God’s faithfulness from one generation to the next',
  'the cost and the joy of following Jesus',
];

/** @type {((passage: string, theme: string) => string)[]} */
const SUMMARY_TEMPLATES = [
  (passage, theme) => `Reading ${passage}, we thought about ${theme}.`,
  (passage, theme) =>
    `${passage} has a lot to say about ${theme}. We looked at what the passage meant then, and what it asks of us this week.`,
  (passage, theme) => `An ordinary week, an old story and a living God: ${passage} and ${theme}.`,
  (passage, theme) =>
    `What does ${passage} teach us about ${theme}? More than we might expect, and all of it good news.`,
];

const QUESTIONS = [
  'Where have you seen God at work this week?',
  'What would it look like to trust him in one small thing tomorrow?',
  'Who could you pray for by name this week?',
  'Which verse of the passage stood out to you, and why?',
  'Is there someone you need to forgive, or ask to forgive you?',
  'How could our congregation live this out in the town?',
];

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

// Notices by month (0 = any month). The words are the kind a congregation's office writes.
const NOTICES = [
  {
    months: [1],
    title: 'Week of prayer',
    summary:
      'We begin the new year with a week of prayer in the church hall, each evening from Monday to Friday at eight o’clock.',
    body: [
      'Each evening is short, about forty minutes, with a reading, a time of open prayer and a cup of tea afterwards.',
      'If you cannot come, a prayer diary for the week is in the vestibule, so that we can pray together wherever we are.',
    ],
  },
  {
    months: [2],
    title: 'Congregational lunch',
    summary:
      'Stay after morning worship for soup and sandwiches in the hall. Everyone is welcome, and there is no charge.',
    body: [
      'It is a good chance to get to know people you usually only nod to across the church. Children are very welcome.',
      'If you can bring a pot of soup or a plate of sandwiches, please put your name on the list in the hall.',
    ],
  },
  {
    months: [3, 4],
    title: 'Holy Week and Easter services',
    summary:
      'Join us through Holy Week: a service each evening from Monday to Thursday, a Good Friday service at noon, and Easter morning worship.',
    body: [
      'On Easter Sunday there is a sunrise service by the river at seven o’clock, with breakfast in the hall afterwards, before morning worship at the usual time.',
      'The Easter offering goes to the church’s mission partners overseas.',
    ],
  },
  {
    months: [5],
    title: 'Sunday school prize-giving',
    summary:
      'The Sunday school prize-giving is during morning worship, when the children will lead some of the service. Do come and encourage them.',
    body: [
      'Thank you to all our leaders, who give up their Sunday mornings week after week.',
      'Families are invited to a picnic in the church grounds afterwards, weather permitting.',
    ],
  },
  {
    months: [6],
    title: 'Church outing',
    summary:
      'This year’s church outing is to the north coast on the first Saturday of July. The bus leaves the church at half past nine.',
    body: [
      'Bring a packed lunch, or there are cafés in the town. We will be back at the church by six o’clock.',
      'Please put your name on the list in the vestibule by the end of June so that we can book the right size of bus.',
    ],
  },
  {
    months: [7, 8],
    title: 'Holiday Bible club',
    summary:
      'Holiday Bible club runs every morning next week for children from P1 to P7, with games, crafts, songs and stories.',
    body: [
      'Doors open at ten o’clock and we finish at twelve. Registration forms are on the table in the vestibule.',
      'We still need a few more helpers, especially in the kitchen. Please speak to the minister if you could give a morning.',
    ],
  },
  {
    months: [7, 8],
    title: 'Summer services',
    summary:
      'During July and August we join with our neighbouring congregation for morning worship, alternating between the two churches.',
    body: [
      'The rota of who is preaching, and in which church, is on the noticeboard and in the bulletin.',
      'Evening services take a break for the summer and start again in September.',
    ],
  },
  {
    months: [9],
    title: 'Organisations start again',
    summary:
      'The church’s organisations start again this month. New members of every age are welcome, from the creche to the Bible class.',
    body: [
      'The programme for the new session is in the vestibule, with a contact for each group.',
      'If you are new to the area, come along to any group and you will be made very welcome.',
    ],
  },
  {
    months: [10],
    title: 'Harvest thanksgiving',
    summary:
      'Our harvest thanksgiving services are next Sunday. Gifts of food for the food bank can be left in the church on Saturday morning.',
    body: [
      'Tins, packets and jars are most useful, as the food bank cannot store fresh food for long.',
      'The harvest supper is on Monday at seven o’clock in the hall. Tickets are available from the church office.',
    ],
    photo: true,
  },
  {
    months: [11],
    title: 'Remembrance Sunday',
    summary:
      'On Remembrance Sunday we will keep the two minutes’ silence at eleven o’clock. Please come a little early.',
    body: [
      'The uniformed organisations will parade with their colours, and a wreath will be laid at the war memorial after the service.',
    ],
  },
  {
    months: [11],
    title: 'Christmas shoebox appeal',
    summary:
      'Fill a shoebox with gifts for a child who would otherwise have nothing at Christmas. Empty boxes and leaflets are in the vestibule.',
    body: [
      'Good things to include:',
      '- a toy, such as a soft toy or a ball\n- pencils, a notebook and a sharpener\n- a toothbrush, soap and a flannel',
    ],
  },
  {
    months: [12],
    title: 'Carol service',
    summary:
      'Our service of nine lessons and carols is on the Sunday before Christmas at seven o’clock, with mince pies in the hall afterwards.',
    body: [
      'The choir will sing, and there will be plenty of well-known carols for everyone. Bring your friends and neighbours.',
    ],
  },
  {
    months: [12],
    title: 'Christmas Day service',
    summary:
      'A short family service on Christmas morning at half past ten, finished in plenty of time for the turkey.',
    body: [
      'Children are welcome to bring one of their presents to show everyone. There is no evening service on Christmas Day.',
    ],
  },
  {
    months: [0],
    title: 'Coffee morning',
    summary:
      'Coffee morning in the church hall on Saturday from ten until twelve, in aid of the food bank. Home baking, a bric-a-brac stall and a good chat.',
    body: [
      'Donations of baking can be left in the hall kitchen on Friday evening or Saturday morning.',
      'Everyone is welcome, so bring a friend.',
    ],
  },
  {
    months: [0],
    title: 'Prayer meeting',
    summary:
      'The monthly prayer meeting is on Wednesday evening at eight o’clock in the minor hall. Come for as long as you can.',
    body: [
      'We pray for the congregation, the town and our mission partners. You do not have to pray aloud to come along.',
    ],
  },
  {
    months: [0],
    title: 'Food bank donations',
    summary:
      'The food bank is running low on tinned fish, tinned fruit, long-life milk and toiletries. The collection box is in the vestibule.',
    body: [
      'Thank you to everyone who gives so faithfully. Last month the food bank helped over sixty families in the town.',
    ],
  },
  {
    months: [0],
    title: 'Volunteers for teas and flowers',
    summary:
      'We need a few more people for the teas and flowers rotas. You would be on duty about once every two months.',
    body: [
      'It is a lovely way to serve the congregation and get to know people. Please add your name to the sheet in the hall, or speak to the church office.',
    ],
  },
  {
    months: [0],
    title: 'Church tidy-up',
    summary:
      'Many hands make light work: join us on Saturday morning to tidy the church grounds and the hall. Bring gloves and a trowel if you have them.',
    body: ['We start at half past nine and finish by lunchtime. Tea, coffee and buns provided.'],
  },
  {
    months: [0],
    title: 'New members’ class',
    summary:
      'If you would like to become a member of the congregation, or simply find out more about the Christian faith, a short class starts next month.',
    body: [
      'We meet in the minister’s vestry on four Tuesday evenings. There is no pressure to join at the end.',
      'Please speak to the minister or contact the church office.',
    ],
  },
];

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
 * The sermon slug, the notice slug and the like: small letters, digits and single dashes.
 * @param {string} text
 */
export function slugify(text) {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The first of `candidates` nobody has taken yet (a counter after the last), taken at once.
 * @param {Set<string>} taken
 * @param {string[]} candidates
 */
function claim(taken, candidates) {
  for (const slug of candidates) {
    if (!taken.has(slug)) {
      taken.add(slug);
      return slug;
    }
  }
  const last = candidates.at(-1);
  for (let n = 2; ; n += 1) {
    if (!taken.has(`${last}-${n}`)) {
      taken.add(`${last}-${n}`);
      return `${last}-${n}`;
    }
  }
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
 * A Markdown file: its facts in front matter, its words below (content/sermons, content/news).
 * @param {object} facts
 * @param {string} body
 */
function markdown(facts, body) {
  const front = stringify(facts, { lineWidth: 0 }).trimEnd();
  return `---\n${front}\n---\n${body ? `${body.trim()}\n` : ''}`;
}

/**
 * `years` of weekly content ending at `today` (year-month-day): two sermons each Sunday, one
 * notice each week (the Thursday before the Sunday), a series every 26 sermons, 52 weeks a
 * year. Slugs avoid `taken` (the content's own). `audio`, `attachment` (a content key such as
 * "files/bulletin.pdf") and `photo` ({src, alt}) are reused by reference. Returns the files
 * as { path (inside the content folder), text }, with the counts.
 * @param {{ years: number, today: string, taken?: Set<string>, audio?: typeof SAMPLE_AUDIO, attachment?: string, photo?: { src: string, alt: string } }} options
 */
export function generateContent({
  years,
  today,
  taken = new Set(),
  audio = SAMPLE_AUDIO,
  attachment,
  photo,
}) {
  if (!(years > 0)) throw new Error(`years must be more than 0, not ${years}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`today must be year-month-day: ${today}`);
  const used = new Set(taken);
  const weeks = Math.round(years * 52);
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  const lastSunday = todayMs - new Date(todayMs).getUTCDay() * DAY;
  const sundays = Array.from({ length: weeks }, (_, w) => lastSunday - (weeks - 1 - w) * 7 * DAY);

  /** @type {{ path: string, text: string, series: string }[]} */
  const sermons = [];
  /** @type {{ entry: (typeof BOOKS)[number], slug: string, title: string, description: string }[]} */
  const series = [];
  /** @type {{ path: string, text: string }[]} */
  const notices = [];
  /** @type {Map<(typeof BOOKS)[number], number>} */
  const bookUses = new Map();
  sundays.forEach((sunday, week) => {
    const date = isoDate(sunday);
    for (const service of ['morning', 'evening']) {
      const index = sermons.length;
      const place = index % SERMONS_PER_SERIES;
      if (place === 0) {
        const entry = cycle(BOOKS, series.length);
        const uses = bookUses.get(entry) ?? 0;
        bookUses.set(entry, uses + 1);
        const title = cycle(entry.titles, uses);
        const base = slugify(title);
        const year = date.slice(0, 4);
        series.push({
          entry,
          slug: claim(used, [base, `${base}-${year}`, `${base}-${date}`]),
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
      const title = cycle(SERMON_TITLES, index * 7 + Math.floor(index / SERMON_TITLES.length));
      const theme = cycle(THEMES, index * 3 + Math.floor(week / 5));
      const summary = cycle(SUMMARY_TEMPLATES, index + week)(passage, theme);
      const preacher =
        service === 'morning'
          ? week % 6 === 5
            ? PREACHERS.assistant
            : PREACHERS.minister
          : week % 3 === 0
            ? cycle(PREACHERS.visitors, Math.floor(week / 3))
            : PREACHERS.assistant;
      const base = slugify(title);
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
              [0, 1, 2].map((i) => `- ${cycle(QUESTIONS, index + i * 2)}`).join('\n'),
            ].join('\n\n')
          : '';
      sermons.push({
        path: `sermons/${slug}.md`,
        text: markdown(facts, notes),
        series: inSeries.slug,
      });
    }

    // The notice goes out on the Thursday before the Sunday it is about.
    const noticeDate = isoDate(sunday - 3 * DAY);
    const on = new Date(sunday);
    const [year, month, day] = [on.getUTCFullYear(), on.getUTCMonth() + 1, on.getUTCDate()];
    const monthName = cycle(MONTHS, month - 1);
    if (attachment && week % 4 === 3) {
      const facts = {
        slug: claim(used, [`weekly-bulletin-${day}-${monthName.toLowerCase()}-${year}`]),
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
    const choices = NOTICES.filter(({ months }) => months.includes(month) || months.includes(0));
    const notice = cycle(choices, Math.floor(day / 7) + year + week);
    const base = slugify(notice.title);
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
    text: stringify({ slug, title, description }, { lineWidth: 0 }),
  }));
  return {
    counts: { weeks, sermons: sermons.length, notices: notices.length, series: series.length },
    files: [...seriesFiles, ...sermons.map(({ path, text }) => ({ path, text })), ...notices],
  };
}

/**
 * The slugs and file names the content already uses in its collections, not to be reused.
 * @param {string} contentDir
 */
export function existingSlugs(contentDir) {
  /** @type {Set<string>} */
  const taken = new Set();
  for (const folder of ['sermons', 'sermon-series', 'news']) {
    const path = join(contentDir, folder);
    if (!existsSync(path)) continue;
    for (const name of readdirSync(path)) {
      taken.add(name.replace(/\.(md|ya?ml)$/, ''));
      const slug = readFileSync(join(path, name), 'utf8').match(/^slug:\s*["']?([a-z0-9-]+)/m);
      if (slug?.[1]) taken.add(slug[1]);
    }
  }
  return taken;
}

/**
 * Front matter of a content Markdown file, or undefined.
 * @param {string} path
 */
function frontMatter(path) {
  const match = readFileSync(path, 'utf8').match(/^\uFEFF?---\r?\n([\s\S]*?)\r?\n---/);
  try {
    return match ? parseYaml(match[1] ?? '') : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The audio, attachment and photo the content's own sermons and notices use, to reuse.
 * @param {string} contentDir
 */
export function reusableReferences(contentDir) {
  /** @param {string} folder */
  const facts = (folder) => {
    const path = join(contentDir, folder);
    return existsSync(path)
      ? readdirSync(path)
          .filter((name) => name.endsWith('.md'))
          .sort()
          .map((name) => frontMatter(join(path, name)) ?? {})
      : [];
  };
  const audio = facts('sermons').find((sermon) => sermon.audio?.url)?.audio ?? SAMPLE_AUDIO;
  const notices = facts('news');
  const attachment = notices.find((notice) => notice.attachment?.file)?.attachment.file;
  const photo = notices.find((notice) => notice.photo?.src && notice.photo.alt)?.photo;
  return {
    audio: { url: audio.url, bytes: audio.bytes, length: String(audio.length) },
    ...(attachment && { attachment }),
    ...(photo && { photo: { src: photo.src, alt: photo.alt } }),
  };
}

/**
 * Writes the generated files into a content folder.
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

/**
 * Every file below `dir`, with its path inside it (forward slashes) and size.
 * @param {string} dir
 */
function filesIn(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath ?? entry.path, entry.name);
      return { path: relative(dir, path).split(sep).join('/'), bytes: statSync(path).size };
    });
}

/** @typedef {{ path: string, bytes: number, xml: string | undefined }} Feed */
/** @typedef {{ path: string, bytes: number }} File */

/**
 * What the build wrote to its client folder: files, .data files, HTML, feeds, search index.
 * @param {string} client
 */
export function measureOutput(client) {
  const files = filesIn(client);
  const html = files.filter((file) => file.path.endsWith('.html'));
  const largest = html.reduce((a, b) => (b.bytes > a.bytes ? b : a), { path: '-', bytes: 0 });
  const pagefind = files.filter((file) => file.path.startsWith('pagefind/'));
  /** @type {(path: string) => Feed} */
  const feed = (path) => {
    const full = join(client, path);
    return existsSync(full)
      ? { path, bytes: statSync(full).size, xml: readFileSync(full, 'utf8') }
      : { path, bytes: 0, xml: undefined };
  };
  const lists = html.filter((file) => LIST_PAGE.test(file.path));
  const largestList = lists.reduce((a, b) => (b.bytes > a.bytes ? b : a), { path: '-', bytes: 0 });
  const groupPodcasts = files
    .filter((file) => file.path.endsWith('/podcast.xml') && file.path !== FEEDS.podcast)
    .map((file) => feed(file.path));
  return {
    files: files.length,
    dataFiles: files.filter((file) => file.path.endsWith('.data')).length,
    html: { files: html.length, bytes: html.reduce((sum, file) => sum + file.bytes, 0), largest },
    largestList,
    groupPodcasts,
    podcast: feed(FEEDS.podcast),
    atom: feed(FEEDS.atom),
    pagefind: { files: pagefind.length, bytes: pagefind.reduce((sum, f) => sum + f.bytes, 0) },
  };
}

/** @param {unknown} value */
const asList = (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * Parses a feed and counts its items: `podcast` (RSS: rss → channel → item) or `atom`
 * (feed → entry). { count } when it parses, { error } (a sentence's end) when it does not.
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

const MB = 1024 * 1024;
/** @param {number} n */
const number = (n) => n.toLocaleString('en-GB');
/** @param {number} bytes */
const kb = (bytes) => `${number(Math.round(bytes / 1024))} KB`;
/** @param {number} bytes */
const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`;

/**
 * The printed table, and the problems: a feed that does not parse always fails; a build over
 * the time or file gates fails unless `gate` is false, when it is only reported.
 * @param {object} run
 * @param {number} run.years
 * @param {string} run.today
 * @param {ReturnType<typeof generateContent>['counts']} run.counts What was generated.
 * @param {{ sermons: number, notices: number, series: number }} run.before What was there.
 * @param {number} run.buildSeconds
 * @param {{ mb: number | undefined, how: string }[]} run.memory
 * @param {Omit<ReturnType<typeof measureOutput>, 'groupPodcasts' | 'largestList'> & { groupPodcasts?: Feed[], largestList?: File }} run.output
 * @param {ReturnType<typeof imagesOf>} [run.images]
 * @param {boolean} [run.gate]
 */
export function summarise({
  years,
  today,
  counts,
  before,
  buildSeconds,
  memory,
  output,
  images,
  gate = true,
}) {
  const podcast = countFeed(output.podcast.xml, 'podcast');
  const groups = output.groupPodcasts ?? [];
  const groupBytes = groups.reduce((sum, feed) => sum + feed.bytes, 0);
  const largestGroup = groups.reduce((a, b) => (b.bytes > a.bytes ? b : a), {
    path: '-',
    bytes: 0,
  });
  const groupProblems = groups.flatMap((feed) => {
    const read = countFeed(feed.xml, 'podcast');
    return read.error ? [`The podcast ${feed.path} ${read.error}.`] : [];
  });
  const atom = countFeed(output.atom.xml, 'atom');
  /** @type {(feed: Feed, result: ReturnType<typeof countFeed>, what: string) => string} */
  const feedCell = (feed, result, what) =>
    `${kb(feed.bytes)}, ${result.error !== undefined ? 'DOES NOT PARSE' : `${number(result.count)} ${what}`}`;
  const memoryRows = memory.map(({ mb: peak, how }) => [
    'peak memory',
    peak === undefined ? 'not measured' : `${number(Math.round(peak))} MB`,
    how,
  ]);
  const rows = [
    ['years generated', String(years), `52 weeks a year, ending ${today}`],
    [
      'generated',
      `${number(counts.sermons)} sermons, ${number(counts.notices)} notices, ${number(counts.series)} series`,
      `on top of ${before.sermons}, ${before.notices} and ${before.series} already there`,
    ],
    ['build time', `${buildSeconds.toFixed(1)} s`, `gate ${BUILD_SECONDS_GATE} s`],
    ...(images
      ? [
          [
            'of which pictures',
            `${images.seconds.toFixed(1)} s`,
            `${images.written} of ${images.total} made afresh: a new content folder has no cache`,
          ],
        ]
      : []),
    ...memoryRows,
    ['files in build output', number(output.files), `gate ${number(BUILD_FILES_GATE)}`],
    ['.data files', number(output.dataFiles), ''],
    ['HTML', `${number(output.html.files)} files, ${mb(output.html.bytes)}`, ''],
    ['largest HTML file', kb(output.html.largest.bytes), output.html.largest.path],
    ...(output.largestList
      ? [['largest list page', kb(output.largestList.bytes), output.largestList.path]]
      : []),
    ['podcast feed', feedCell(output.podcast, podcast, 'items'), output.podcast.path],
    ...(output.groupPodcasts
      ? [
          [
            'series’ and preachers’ podcasts',
            `${number(output.groupPodcasts.length)}, ${kb(groupBytes)} in all, ${groupProblems.length === 0 ? 'each parses' : 'NOT ALL PARSE'}`,
            `largest ${kb(largestGroup.bytes)} (${largestGroup.path})`,
          ],
        ]
      : []),
    ['Atom feed', feedCell(output.atom, atom, 'entries'), output.atom.path],
    [
      'Pagefind index',
      `${mb(output.pagefind.bytes)}, ${number(output.pagefind.files)} files`,
      'pagefind/',
    ],
  ];
  const [labelWidth, valueWidth] = [0, 1].map((i) =>
    Math.max(...rows.map((row) => row[i]?.length ?? 0)),
  );
  const table = rows
    .map(([label = '', value = '', note = '']) =>
      `${label.padEnd(labelWidth ?? 0)}  ${value.padEnd(valueWidth ?? 0)}  ${note}`.trimEnd(),
    )
    .join('\n');

  const failures = [
    ...(podcast.error ? [`The podcast feed (${FEEDS.podcast}) ${podcast.error}.`] : []),
    ...(atom.error ? [`The Atom feed (${FEEDS.atom}) ${atom.error}.`] : []),
    ...groupProblems,
  ];
  const overGates = [
    ...(buildSeconds > BUILD_SECONDS_GATE
      ? [
          `The build took ${buildSeconds.toFixed(1)} s, more than the ${BUILD_SECONDS_GATE} s allowed.`,
        ]
      : []),
    ...(output.files > BUILD_FILES_GATE
      ? [
          `The build wrote ${number(output.files)} files, more than the ${number(BUILD_FILES_GATE)} allowed.`,
        ]
      : []),
  ];
  const sentences = [
    ...failures,
    ...(gate ? overGates : overGates.map((s) => `${s} (Not failing: --no-gate.)`)),
  ];
  return { table, sentences, failed: failures.length > 0 || (gate && overGates.length > 0) };
}

/**
 * The build's first picture pass, from its log: { written, total, seconds }. A new content
 * folder starts with no cached pictures, so each run makes them all again.
 * @param {string} log
 */
export function imagesOf(log) {
  const match = log.match(/images: wrote (\d+) of (\d+)[^(\n]*\(([\d.]+)s\)/);
  return match
    ? { written: Number(match[1]), total: Number(match[2]), seconds: Number(match[3]) }
    : undefined;
}

/**
 * Options from the command line: [years] [--keep] [--no-gate].
 * @param {string[]} argv
 */
export function parseArgs(argv) {
  const flags = new Set(argv.filter((arg) => arg.startsWith('--')));
  for (const flag of flags) {
    if (flag !== '--keep' && flag !== '--no-gate') throw new Error(`Unknown option ${flag}`);
  }
  const positional = argv.filter((arg) => !arg.startsWith('--'));
  const years = positional.length > 0 ? Number(positional[0]) : 10;
  if (positional.length > 1 || !Number.isFinite(years) || years <= 0) {
    throw new Error(
      `Give the number of years as one number more than 0, such as 10 (not "${positional.join(' ')}")`,
    );
  }
  return { years, keep: flags.has('--keep'), gate: !flags.has('--no-gate') };
}

/**
 * The process and its descendants' resident memory now, in bytes, from /proc (Linux).
 * @param {number} root
 */
function treeRss(root) {
  /** @type {Map<number, number[]>} */
  const children = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The command may hold spaces and brackets: the fields after its last ")".
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // Gone between the listing and the read.
    }
  }
  let total = 0;
  const queue = [root];
  for (let pid = queue.pop(); pid !== undefined; pid = queue.pop()) {
    try {
      const kbytes = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)/m);
      if (kbytes) total += Number(kbytes[1]) * 1024;
    } catch {
      // Gone.
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * Runs `npm run build` on the copy: wall time, output kept in a log, memory as it can.
 * @param {{ root: string, work: string, env: NodeJS.ProcessEnv }} options
 * @returns {Promise<{ code: number | null, seconds: number, log: string, memory: { mb: number | undefined, how: string }[] }>}
 */
function build({ root, work, env }) {
  const time = '/usr/bin/time';
  const useTime = existsSync(time);
  const timeFile = join(work, 'time.txt');
  const [command, ...args] = useTime
    ? [time, '-v', '-o', timeFile, 'npm', 'run', 'build']
    : ['npm', 'run', 'build'];
  const sampling = existsSync('/proc/self/status');
  return new Promise((done, fail) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    let peakTree = 0;
    const timer = sampling
      ? setInterval(() => (peakTree = Math.max(peakTree, treeRss(child.pid ?? 0))), 200)
      : undefined;
    child.on('error', fail);
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      clearInterval(timer);
      writeFileSync(join(work, 'build.log'), log);
      /** @type {{ mb: number | undefined, how: string }[]} */
      const memory = [];
      if (useTime) {
        const maxRss = existsSync(timeFile)
          ? readFileSync(timeFile, 'utf8').match(/Maximum resident set size \(kbytes\): (\d+)/)
          : null;
        memory.push({
          mb: maxRss ? Number(maxRss[1]) / 1024 : undefined,
          how: 'largest single process (/usr/bin/time -v)',
        });
      }
      memory.push({
        mb: sampling ? peakTree / MB : undefined,
        how: sampling
          ? 'whole process tree (/proc sampled every 200 ms)'
          : 'whole process tree (no /proc here)',
      });
      done({ code, seconds, log, memory });
    });
  });
}

async function main() {
  /** @type {ReturnType<typeof parseArgs>} */
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
  const root = fileURLToPath(new URL('..', import.meta.url));
  const source = resolve(root, process.env.CONTENT_DIR ?? 'content');
  const work = mkdtempSync(join(tmpdir(), 'bench-scale-'));
  // The prerender imports the server build from BUILD_DIR's parent, whose imports
  // (@react-router/node) must resolve from there: outside the project, through this link.
  const modules = join(work, 'node_modules');
  const content = join(work, 'content');
  // The build keeps the content's pictures in a cache named after the content folder
  // (app/content/content-plugin.ts): this run's is of no use to the next, which has its own.
  const imageCache = join(
    root,
    'node_modules/.cache/church-images',
    createHash('sha256').update(content).digest('hex').slice(0, 12),
  );
  symlinkSync(join(root, 'node_modules'), modules, 'dir');
  const cleanUp = () => {
    if (options.keep) {
      console.log(`Kept ${work} and ${imageCache} (--keep).`);
      return;
    }
    // The link first, so nothing below can ever reach the project's node_modules.
    unlinkSync(modules);
    rmSync(work, { recursive: true, force: true });
    rmSync(imageCache, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    cleanUp();
    process.exit(130);
  });

  try {
    cpSync(source, content, { recursive: true });
    /** @type {(folder: string, ending: string) => number} */
    const count = (folder, ending) =>
      existsSync(join(content, folder))
        ? readdirSync(join(content, folder)).filter((name) => name.endsWith(ending)).length
        : 0;
    const before = {
      sermons: count('sermons', '.md'),
      notices: count('news', '.md'),
      series: count('sermon-series', '.yml'),
    };
    const today = londonToday();
    const { counts, files } = generateContent({
      years: options.years,
      today,
      taken: existingSlugs(content),
      ...reusableReferences(content),
    });
    writeContent(content, files);

    const client = join(work, 'build/client');
    console.log(
      `Building ${relative(root, source) || source} with ${options.years} years of extra content in ${work} …`,
    );
    const result = await build({
      root,
      work,
      // No events snapshot or groups: the benchmark measures the archive, not ChurchSuite.
      env: {
        ...process.env,
        CONTENT_DIR: content,
        BUILD_DIR: client,
        EVENTS_SNAPSHOT_URL: 'none',
        VITE_GROUPS_FEED_URL: 'none',
        VITE_BOOKINGS_FEED_URL: 'none',
      },
    });
    if (result.code !== 0) {
      console.error(result.log.split('\n').slice(-40).join('\n'));
      console.error(
        `\nThe build of the generated content failed (exit code ${result.code}) after ${result.seconds.toFixed(1)} s; its last lines are above${options.keep ? `, all of it in ${join(work, 'build.log')}` : ''}.`,
      );
      process.exitCode = 1;
      return;
    }
    const { table, sentences, failed } = summarise({
      years: options.years,
      today,
      counts,
      before,
      buildSeconds: result.seconds,
      memory: result.memory,
      output: measureOutput(client),
      images: imagesOf(result.log),
      gate: options.gate,
    });
    console.log(`\n${table}`);
    if (sentences.length > 0) console.log(`\n${sentences.join('\n')}`);
    if (failed) process.exitCode = 1;
    else if (sentences.length === 0) console.log('\nWithin the gates.');
  } finally {
    cleanUp();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
