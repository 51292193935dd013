import { z } from 'zod';
import { fileExists, pictureStem } from '../loading/content-files.ts';
import { imagesFolder } from '../pictures/image-names.ts';
import { cms } from '../cms/cms-fields.ts';
import { dateSchema, placeholderSchema, slugSchema } from './collection.ts';
import type { Block } from './contacts.ts';
import { markdownSchema } from './page-parts.ts';
import { pictureField, pictureFolder } from './picture-schemas.ts';
import { booksOfPassage } from '../../lib/bible-books.ts';
import { paths } from '../../lib/paths.ts';
import { pictureFileProblem } from '../pictures/picture-check.ts';
import { pageMetaSchema, text } from './church.ts';
import {
  type Chapter,
  chaptersSchema,
  timecodeSeconds,
  timingProblems,
  type Transcript,
  transcriptSchema,
} from './sermon-transcript.ts';
import { bibleChoiceKeys, bibleChoices, type passageLinks } from '../../lib/bible-links.ts';

// Sermons: one Markdown file per sermon in content/sermons/ (facts in front matter, optional
// notes below), one YAML file per series in content/sermon-series/, and the page's words and
// the podcast's settings in content/pages/sermons.yml. The recordings themselves are never in
// the repository (20-50 MB each): a sermon names its MP3's address, size and length, which the
// podcast needs. The CMS's fields are these values, with what .meta(cms(...)) says of each.

/** The eleven letters that name a YouTube video, from any address YouTube gives for it. */
export function youTubeVideoId(address: string): string | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:') return undefined;
  const host = url.hostname.replace(/^(www|m)\./, '');
  const id =
    host === 'youtu.be'
      ? url.pathname.slice(1)
      : host === 'youtube.com' || host === 'youtube-nocookie.com'
        ? url.pathname === '/watch'
          ? url.searchParams.get('v')
          : url.pathname.match(/^\/(?:embed|live|shorts)\/([^/]+)\/?$/)?.[1]
        : undefined;
  return id && /^[A-Za-z0-9_-]{11}$/.test(id) ? id : undefined;
}

/** "34:12" or "1:02:03" → seconds; undefined for anything else. */
export const durationSeconds = timecodeSeconds;

const audioSchema = z.object(
  {
    url: z
      .string({ error: 'The audio address is missing' })
      .refine((url) => /^https:\/\/[^\s/]+\/\S*$/.test(url), {
        error: 'The audio address must be a full web address starting with https://',
      })
      .refine((url) => /\.mp3$/i.test(url.split(/[?#]/)[0] ?? ''), {
        error: 'The audio address must be an MP3 file: its address ends in .mp3',
      })
      .describe('Where the recording is published, e.g. on the church’s podcast host')
      .meta(
        cms('Address of the MP3'),
      ),
    bytes: z
      .number({
        error:
          'The audio file size is missing: give it in bytes, as the computer shows it under Properties or Get Info (e.g. 24613000)',
      })
      .int({ error: 'The audio file size must be a whole number of bytes, such as 24613000' })
      .positive({ error: 'The audio file size must be more than 0 bytes' })
      .describe('The MP3’s size in bytes; podcast apps need it')
      .meta(
        cms(
          'Size in bytes',
          "The file's size in bytes, as your computer shows it under Properties (Windows) or Get Info (Mac), e.g. 24613000. Podcast apps need it.",
          { value_type: 'int', min: 1 },
        ),
      ),
    length: z
      .string({
        error: 'The audio length is missing: give it as minutes and seconds, such as 34:12',
      })
      .refine((length) => durationSeconds(length) !== undefined, {
        error: 'The audio length must be written as minutes:seconds or hours:minutes:seconds, such as 34:12 or 1:02:05',
      })
      .describe('How long the recording plays, e.g. 34:12')
      .meta(
        cms('Length', 'How long it plays, e.g. 34:12.'),
      ),
  },
  { error: 'The audio is missing: the sermon needs its MP3’s address, size and length' },
);

export const sermonFileSchema = (contentDir: string) =>
  z
  .object({
  slug: slugSchema('the-lost-son')
    .refine((slug) => !(slug in paths.sermonWays), {
      error: 'The web address is taken by a list of sermons (series, preachers, books, years): choose another',
    })
    .describe('The page is /sermons/{slug}')
    .meta({
      cms: {
        hint: "The page's address ends with this, e.g. the-lost-son. Small letters and dashes only, different from every other one. Changing it breaks links people have saved; the podcast keeps the sermon as it is.",
      },
    }),
  title: text('The title').meta(cms('Title')),
  date: dateSchema('The date preached').meta(cms('Date preached')),
  preacher: text('The preacher').meta(
    cms(
      'Preacher',
      'As on earlier sermons, e.g. Rev. Andrew McCracken. A name typed another way joins the same preacher once listed under Pages, Sermons and podcast, "Preachers written more than one way".',
    ),
  ),
  passage: text('The Bible passage')
    // The books it names file the sermon under them (shape.ts); one the site cannot read is
    // refused here, so the CMS says so before a save.
    .check((ctx) => {
      const books = booksOfPassage(ctx.value);
      if ('problem' in books) ctx.issues.push({ code: 'custom', input: ctx.value, message: books.problem });
    })
    .describe('e.g. Luke 15:11-32')
    .meta(
      cms(
        'Bible passage',
        'e.g. Luke 15:11-32, Ps 23 or 1 Cor. 13; two passages with a semicolon. The site files the sermon under the books of the Bible it names.',
      ),
    ),
  series: slugSchema('advent-2026')
    .optional()
    .describe('The web address of a series in content/sermon-series')
    .meta(
      cms('Series', 'Optional. Add a series under Sermon series first.', {
        widget: 'relation',
        collection: 'sermon-series',
        value_field: 'slug',
        search_fields: ['title'],
        display_fields: ['title'],
      }),
    ),
  summary: text('The summary')
    .max(300, { error: 'The summary should be at most 300 letters long' })
    .describe('One or two sentences, shown in the list and the podcast')
    .meta(
      cms('Summary', 'One or two sentences, shown in the list and in podcast apps.', { widget: 'text' }),
    ),
  audio: audioSchema.meta(
    cms(
      'Recording',
      "The MP3 is not uploaded here (sermons are too large): put it on the church's podcast or file host, then give its address, size and length.",
      { collapsed: false },
    ),
  ),
  chapters: chaptersSchema,
  video: z
    .string()
    .refine((address) => youTubeVideoId(address) !== undefined, {
      error:
        'The video address must be a YouTube video’s address, such as https://www.youtube.com/watch?v=abcDEF12345 or https://youtu.be/abcDEF12345',
    })
    .optional()
    .meta(
      cms(
        'YouTube video',
        'Optional. The address of the service on YouTube. Nothing loads from YouTube until a visitor presses play.',
      ),
    ),
  transcript: transcriptSchema(contentDir),
  placeholder: placeholderSchema,
  body: markdownSchema('The notes')
    .optional()
    .describe('Optional notes under the player')
    .meta(
      cms(
        'Notes',
        'Optional notes shown under the recording. The toolbar gives headings, bold, italics, links, lists, quotations and pictures.',
      ),
    ),
  })
  // The chapters and the transcript's times must fit the recording. Checked even when another
  // box has a mistake (`when`), so one save or build lists every problem of the sermon; each
  // part is checked only once it is readable.
  .superRefine(
    (sermon, ctx) => {
      const length = durationSeconds(String(sermon.audio?.length));
      // Each chapter where it stands (its problems name it by its place), one not yet readable
      // left out of the comparisons.
      const chapters = (Array.isArray(sermon.chapters) ? (sermon.chapters as unknown[]) : []).map(
        (chapter) =>
          chapter && typeof chapter === 'object' && typeof (chapter as Chapter).start === 'number'
            ? (chapter as Chapter)
            : undefined,
      );
      const transcript =
        sermon.transcript && typeof sermon.transcript === 'object' ? sermon.transcript : undefined;
      if (length === undefined) return;
      for (const { path, message } of timingProblems({ length, chapters, transcript })) {
        ctx.addIssue({ code: 'custom', input: sermon, path, message });
      }
    },
    { when: ({ value }) => typeof value === 'object' && value !== null },
  );

export const sermonSeriesFileSchema = z.object({
  slug: slugSchema('advent-2026')
    .describe('The page is /sermons/series/{slug}')
    .meta({
      cms: {
        hint: "The series page's address ends with this, e.g. advent-2026. Small letters and dashes only. Changing it breaks links people have saved.",
      },
    }),
  title: text('The series title').meta({ cms: { label: 'Title' } }),
  description: text('The series description').meta({
    cms: { label: 'Description', widget: 'text', hint: 'A sentence or two at the top of the series page.' },
  }),
  placeholder: placeholderSchema,
});

/** A sermon as the pages and the podcast receive it. */
export interface Sermon {
  slug: string;
  /** The podcast episode's guid: the file's name, which editing the sermon never changes. */
  guid: string;
  title: string;
  date: string;
  /** The preacher's name in one form (content/pages/sermons.yml, preachers), and list's address. */
  preacher: string;
  preacherSlug: string;
  passage: string;
  /** The books of the Bible the passage is in, in the order named. */
  books: { slug: string; name: string }[];
  series?: { slug: string; title: string };
  summary: string;
  /** The passage as typed, each reference in it with its address on the church's Bible site. */
  passageLinks: ReturnType<typeof passageLinks>;
  audio: { url: string; bytes: number; length: string; seconds: number };
  /** The parts of the recording, each from `start` seconds in. */
  chapters?: Chapter[];
  video?: { id: string; url: string };
  transcript?: Transcript;
  body?: Block[];
}

export interface SermonSeries {
  slug: string;
  title: string;
  description: string;
}

/** Where the build publishes the podcast's square picture made from `image` (a content key). */
export const podcastImageSize = 1400;
export const podcastImagePath = (stem: string) =>
  `/images/generated/${stem}-${podcastImageSize}.jpg`;

const podcastImageSchema = (contentDir: string) =>
  z
    .string({ error: 'The podcast picture is missing' })
    .regex(/^[a-z]+\/[^/]+\.(svg|jpe?g|png)$/i, {
      error: 'The podcast picture must be a folder and a file name ending in .svg, .jpg or .png, such as "podcast/cover.png"',
    })
    .refine((key) => fileExists(contentDir, `${imagesFolder}/${key}`) !== false, {
      error: `The podcast picture is not in content/${imagesFolder} (upload it, or check the spelling)`,
    })
    // Apple Podcasts refuses a picture under 1400 pixels; the build would enlarge a small one.
    .check((ctx) => {
      const problem = pictureFileProblem(contentDir, ctx.value);
      if (problem) {
        ctx.issues.push({
          code: 'custom',
          input: ctx.value,
          message: `The podcast picture (${ctx.value}) ${problem}`,
        });
      }
    })
    .transform((key) => ({ source: key, href: podcastImagePath(pictureStem(contentDir, key)) }));

/** One way into the archive (by series, preacher, book, year): its link and its index page. */
const browseWay = (way: string) =>
  z.object({
    link: text(`The link to the ${way}`)
      .describe('e.g. "By preacher", on /sermons')
      .meta(cms('Link on /sermons')),
    heading: text(`The heading of the ${way}’ page`).meta(cms('Heading of its page')),
    intro: text(`The introduction of the ${way}’ page`).meta(
      cms('Introduction', undefined, { widget: 'text' }),
    ),
  });

/** The heading of one preacher's, book's or year's list, before its name: "Sermons by". */
const listHeading = (way: string) =>
  text(`The heading of one of the ${way}’ lists`)
    .describe('Followed by the name, e.g. "Sermons by" Rev. Andrew McCracken')
    .meta(
      cms('Heading of one list', 'Followed by the name, e.g. "Sermons by" Rev. Andrew McCracken.'),
    );

export const sermonsPageSchema = (contentDir: string) =>
  z.object({
    meta: pageMetaSchema,
    intro: text('The introduction').meta(
      cms('Introduction', 'One sentence under the heading.', { widget: 'text' }),
    ),
    empty: text('The line shown when there are no sermons').meta(
      cms('Line when there are no sermons'),
    ),
    labels: z
      .object({
        preacher: text('The "Preacher" label').meta(cms('"Preacher"')),
        passage: text('The "Bible passage" label').meta(cms('"Bible passage"')),
        series: text('The "Series" label').meta(cms('"Series"')),
        date: text('The "Preached on" label').meta(cms('"Preached on"')),
        listen: text('The "Listen" heading').meta(cms('"Listen" heading')),
        download: text('The "Download" link label').meta(cms('"Download the recording" link')),
        watch: text('The "Watch" heading').meta(cms('"Watch" heading')),
        playVideo: text('The "Play video" button label').meta(cms('"Play video" button')),
        watchOnYouTube: text('The "Watch on YouTube" link label').meta(
          cms('"Watch on YouTube" link'),
        ),
        backLink: text('The "Back to all sermons" link label').meta(cms('"Back to all sermons" link')),
        seriesSermons: text('The heading over a series’ sermons').meta(
          cms("Heading over a series' sermons"),
        ),
        chapters: text('The "Chapters" heading').meta(
          cms('"Chapters" heading', "Over a sermon's chapters, under the player."),
        ),
        speed: text('The "Speed" label').meta(
          cms('"Speed" label', 'Beside the choice of how fast the recording plays.'),
        ),
        playFrom: text('The "Play from" label')
          .describe('Read out before a time, on the buttons that play from it: "Play from 12:30"')
          .meta(
            cms(
              '"Play from" words',
              'Read out to people using a screen reader before a time in the transcript, e.g. "Play from 12:30".',
            ),
          ),
        resume: text('The "Carries on where you stopped" label')
          .describe('"Carries on where you stopped, at" 12:30')
          .meta(
            cms(
              'Words before where a listener stopped',
              'Shown when someone comes back to a sermon they stopped part way through, before the time, e.g. "Carries on where you stopped, at" 12:30.',
            ),
          ),
        startOver: text('The "Start from the beginning" button label').meta(
          cms('"Start from the beginning" button', 'Beside those words, to play from the start instead.'),
        ),
        transcript: text('The "Transcript" heading').meta(cms('"Transcript" heading')),
        readTranscript: text('The "Read the transcript" label').meta(
          cms('"Read the transcript" label', 'Opens the transcript, which is folded away at first.'),
        ),
      })
      .meta(cms('Labels')),
    bible: z
      .enum(bibleChoiceKeys, {
        error: `The Bible site must be one of ${bibleChoiceKeys.map((key) => `"${key}"`).join(', ')}`,
      })
      .describe('Where every Bible passage on the sermons’ pages links to')
      .meta(
        cms(
          'Bible passages link to',
          "Each sermon's Bible passage links to it in this translation, on this site, in a new tab.",
          {
            widget: 'select',
            options: bibleChoiceKeys.map((value) => ({ label: bibleChoices[value].label, value })),
          },
        ),
      ),
    browse: z
      .object({
        heading: text('The "Find a sermon" heading').meta(cms('"Find a sermon" heading')),
        more: text('The "More sermons" heading on a sermon’s page').meta(
          cms("Heading over the links on a sermon's page"),
        ),
        sermon: text('The word "sermon"')
          .describe('After a count of one: "1 sermon"')
          .meta(cms('The word "sermon" (after 1)')),
        sermons: text('The word "sermons"')
          .describe('After a count: "12 sermons"')
          .meta(cms('The word "sermons" (after a number)')),
        series: browseWay('series').meta(cms('Series')),
        preachers: browseWay('preachers')
          .extend({ list: listHeading('preachers') })
          .meta(cms('Preachers')),
        books: browseWay('books')
          .extend({
            list: listHeading('books'),
            oldTestament: text('The "Old Testament" heading').meta(cms('"Old Testament" heading')),
            newTestament: text('The "New Testament" heading').meta(cms('"New Testament" heading')),
          })
          .meta(cms('Books of the Bible')),
        years: browseWay('years')
          .extend({ list: listHeading('years') })
          .meta(cms('Years')),
      })
      .meta(
        cms(
          'Finding a sermon',
          "The ways into older sermons, on /sermons: by series, by preacher, by book of the Bible and by year. The site works out the books from each sermon's Bible passage.",
        ),
      ),
    preachers: z
      .array(
        z.object({
          name: text('The preacher’s name').meta(cms('Name as the site shows it')),
          also: z
            .array(text('Another way of writing the name').meta(cms('Name', undefined, { name: 'name' })))
            .default([])
            .describe('Other ways the name has been typed on sermons, e.g. "Rev. A. McCracken"')
            .meta(cms('Other ways it has been written')),
        }),
      )
      .default([])
      .describe('One entry per preacher whose name has been typed more than one way')
      .meta(
        cms(
          'Preachers written more than one way',
          'Names that differ only in titles, full stops or capitals (Rev. Jane Smith, Jane Smith) are one preacher already. For other spellings (Rev. J. Smith), add the preacher once here with the other ways the name has been typed.',
          { summary: '{{fields.name}}' },
        ),
      ),
    subscribe: z
      .object({
        heading: text('The podcast heading').meta(cms('Heading')),
        text: text('The podcast text').meta(cms('Text', undefined, { widget: 'text' })),
        groupText: text('The podcast text of a series or a preacher')
          .describe('Under the heading on a series’ or a preacher’s page, which has a podcast of its own')
          .meta(
            cms(
              'Text for a series or a preacher',
              "On a series' or a preacher's page, which each have a podcast of their own.",
              { widget: 'text' },
            ),
          ),
        feedLabel: text('The "Podcast address" label').meta(cms('"Podcast address" label')),
      })
      .meta(cms('How to subscribe')),
    podcast: z
      .object({
        title: text('The podcast title').meta(
          cms('Title', "You can write {church} for the church's name."),
        ),
        description: text('The podcast description')
          .describe('Shown in podcast apps')
          .meta(cms('Description', undefined, { widget: 'text' })),
        author: text('The podcast author')
          .describe('Usually the church’s name')
          .meta(cms('Author', "Usually the church's name, {church}.")),
        funding: text('The podcast’s giving link text')
          .max(128, { error: 'The words on the giving link should be at most 128 letters long' })
          .describe('Podcast apps show them beside a link to the giving page')
          .meta(
            cms(
              'Words on the giving link',
              'Podcast apps that show a way to give show these words, linking to the Giving page, e.g. "Support the work of {church}". At most 128 letters.'
            ),
          ),
        image: podcastImageSchema(contentDir)
          .describe(
            'A square picture, at least 1400 pixels (or an SVG): the build makes the podcast’s 1400-pixel JPEG from it',
          )
          .meta(
            cms(
              'Picture',
              "A square picture, JPEG or PNG, at least 1400 × 1400 pixels. The site makes the podcast's picture from it, cut square from the middle.",
              { ...pictureField, ...pictureFolder('podcast') },
            ),
          ),
      })
      .meta(
        cms('Podcast', 'How the sermons appear in Apple Podcasts, Spotify and other podcast apps.'),
      ),
  });
