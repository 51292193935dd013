import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { imageStem, imagesFolder } from './image-names.ts';
import { dateSchema, placeholderSchema, slugSchema } from './collection.ts';
import { type Block, markdownSchema } from './page-schemas.ts';
import { paths } from '../lib/paths.ts';
import { pictureFileProblem } from './picture-check.ts';
import { pageMetaSchema, text } from './schema.ts';

// Sermons: one Markdown file per sermon in content/sermons/ (facts in front matter, optional
// notes below), one YAML file per series in content/sermon-series/, and the page's words and
// the podcast's settings in content/pages/sermons.yml. The recordings themselves are never in
// the repository (20-50 MB each): a sermon names its MP3's address, size and length, which the
// podcast needs. public/admin/config.yml gives the CMS the same fields.

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
export function durationSeconds(length: string): number | undefined {
  const match = length.trim().match(/^(?:(\d+):)?([0-5]?\d):([0-5]\d)$/);
  if (!match) return undefined;
  const [, hours, minutes, seconds] = match;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds);
}

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
      .describe('Where the recording is published, e.g. on the church’s podcast host'),
    bytes: z
      .number({
        error:
          'The audio file size is missing: give it in bytes, as the computer shows it under Properties or Get Info (e.g. 24613000)',
      })
      .int({ error: 'The audio file size must be a whole number of bytes, such as 24613000' })
      .positive({ error: 'The audio file size must be more than 0 bytes' })
      .describe('The MP3’s size in bytes; podcast apps need it'),
    length: z
      .string({
        error: 'The audio length is missing: give it as minutes and seconds, such as 34:12',
      })
      .refine((length) => durationSeconds(length) !== undefined, {
        error: 'The audio length must be written as minutes:seconds or hours:minutes:seconds, such as 34:12 or 1:02:05',
      })
      .describe('How long the recording plays, e.g. 34:12'),
  },
  { error: 'The audio is missing: the sermon needs its MP3’s address, size and length' },
);

export const sermonFileSchema = z.object({
  slug: slugSchema('the-lost-son')
    .refine((slug) => !(slug in paths.sermonWays), {
      error: 'The web address is taken by a list of sermons (series, preachers, books, years): choose another',
    })
    .describe('The page is /sermons/{slug}'),
  title: text('The title'),
  date: dateSchema('The date preached'),
  preacher: text('The preacher'),
  passage: text('The Bible passage').describe('e.g. Luke 15:11-32'),
  series: slugSchema('advent-2026')
    .optional()
    .describe('The web address of a series in content/sermon-series'),
  summary: text('The summary')
    .max(300, { error: 'The summary should be at most 300 letters long' })
    .describe('One or two sentences, shown in the list and the podcast'),
  audio: audioSchema,
  video: z
    .string()
    .refine((address) => youTubeVideoId(address) !== undefined, {
      error:
        'The video address must be a YouTube video’s address, such as https://www.youtube.com/watch?v=abcDEF12345 or https://youtu.be/abcDEF12345',
    })
    .optional(),
  body: markdownSchema('The notes').optional().describe('Optional notes under the player'),
  placeholder: placeholderSchema,
});

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
  audio: { url: string; bytes: number; length: string; seconds: number };
  video?: { id: string; url: string };
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
    .refine((key) => existsSync(join(contentDir, imagesFolder, key)), {
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
    .transform((key) => ({ source: key, href: podcastImagePath(imageStem(contentDir, key)) }));

/** One way into the archive (by series, preacher, book, year): its link and its index page. */
const browseWay = (way: string) =>
  z.object({
    link: text(`The link to the ${way}`).describe('e.g. "By preacher", on /sermons'),
    heading: text(`The heading of the ${way}’ page`),
    intro: text(`The introduction of the ${way}’ page`),
  });

/** The heading of one preacher's, book's or year's list, before its name: "Sermons by". */
const listHeading = (way: string) =>
  text(`The heading of one of the ${way}’ lists`).describe(
    'Followed by the name, e.g. "Sermons by" Rev. Andrew McCracken',
  );

export const sermonsPageSchema = (contentDir: string) =>
  z.object({
    meta: pageMetaSchema,
    intro: text('The introduction'),
    empty: text('The line shown when there are no sermons'),
    labels: z.object({
      preacher: text('The "Preacher" label'),
      passage: text('The "Bible passage" label'),
      series: text('The "Series" label'),
      date: text('The "Preached on" label'),
      listen: text('The "Listen" heading'),
      download: text('The "Download" link label'),
      watch: text('The "Watch" heading'),
      playVideo: text('The "Play video" button label'),
      watchOnYouTube: text('The "Watch on YouTube" link label'),
      backLink: text('The "Back to all sermons" link label'),
      seriesSermons: text('The heading over a series’ sermons'),
    }),
    browse: z.object({
      heading: text('The "Find a sermon" heading'),
      more: text('The "More sermons" heading on a sermon’s page'),
      sermon: text('The word "sermon"').describe('After a count of one: "1 sermon"'),
      sermons: text('The word "sermons"').describe('After a count: "12 sermons"'),
      series: browseWay('series'),
      preachers: browseWay('preachers').extend({ list: listHeading('preachers') }),
      books: browseWay('books').extend({
        list: listHeading('books'),
        oldTestament: text('The "Old Testament" heading'),
        newTestament: text('The "New Testament" heading'),
      }),
      years: browseWay('years').extend({ list: listHeading('years') }),
    }),
    preachers: z
      .array(
        z.object({
          name: text('The preacher’s name'),
          also: z
            .array(text('Another way of writing the name'))
            .default([])
            .describe('Other ways the name has been typed on sermons, e.g. "Rev. A. McCracken"'),
        }),
      )
      .default([])
      .describe('One entry per preacher whose name has been typed more than one way'),
    subscribe: z.object({
      heading: text('The podcast heading'),
      text: text('The podcast text'),
      groupText: text('The podcast text of a series or a preacher').describe(
        'Under the heading on a series’ or a preacher’s page, which has a podcast of its own',
      ),
      feedLabel: text('The "Podcast address" label'),
    }),
    podcast: z.object({
      title: text('The podcast title'),
      description: text('The podcast description').describe('Shown in podcast apps'),
      author: text('The podcast author').describe('Usually the church’s name'),
      image: podcastImageSchema(contentDir).describe(
        'A square picture, at least 1400 pixels (or an SVG): the build makes the podcast’s 1400-pixel JPEG from it',
      ),
    }),
  });
