import { z } from 'zod';
import { cms } from './cms-fields.ts';
import { churchRef } from './church-ref.ts';
import { dateSchema, placeholderSchema, slugSchema, summarySchema } from './collection.ts';
import { markdownSchema } from './page-parts.ts';
import { booksOfPassage } from '../../lib/bible-books.ts';
import { paths } from '../../lib/paths.ts';
import { text, words } from './fields.ts';
import {
  type Chapter,
  chaptersSchema,
  timecodeSeconds,
  timingProblems,
  transcriptSchema,
} from './sermon-transcript.ts';

// Sermons (content/sermons/*.md) and series (content/sermon-series). The recordings are never in
// the repository (20-50 MB each): a sermon names its recording's address (MP3 or M4A), size and length.

/** The eleven letters that name a YouTube video, from any address YouTube gives for it. */
export function youTubeVideoId(address: string): string | undefined {
  const url = URL.canParse(address) ? new URL(address) : undefined;
  if (url?.protocol !== 'https:') return undefined;
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

/** Services whose sharing links open a page, not the file podcast apps need (with byte ranges). */
const sharingPages = [
  'drive.google.com',
  'docs.google.com',
  'dropbox.com',
  'onedrive.live.com',
  '1drv.ms',
  'sharepoint.com',
  'icloud.com',
  'wetransfer.com',
  'we.tl',
  'box.com',
  'soundcloud.com',
];

/** The sharing service an address is a page of (a sharing link), if it is one. */
export function sharingPageOf(address: string): string | undefined {
  const host = URL.canParse(address) ? new URL(address).hostname : '';
  return sharingPages.find((domain) => host === domain || host.endsWith(`.${domain}`));
}

const audioSchema = z.object(
  {
    url: z
      .string({ error: 'The audio address is missing' })
      .refine((url) => /^https:\/\/[^\s/]+\/\S*$/.test(url), {
        error: 'The audio address must be a full web address starting with https://',
      })
      .refine((url) => sharingPageOf(url) === undefined, {
        error: (issue) =>
          `The audio address is a sharing link from ${sharingPageOf(String(issue.input))}: it opens a page that shows the recording, not the MP3 or M4A file that podcast apps need. Upload the recording to the church's recordings and give the address of the file itself (the setting-up guide, "A home for the recordings")`,
        abort: true,
      })
      .refine((url) => /\.(mp3|m4a)$/i.test(url.split(/[?#]/)[0] ?? ''), {
        error:
          'The audio address must be an MP3 or M4A file: its address ends in .mp3 or .m4a (a WAV must be saved as MP3 first)',
      })
      .meta(cms('Address of the recording')),
    bytes: z
      .number({
        error:
          'The audio file size is missing: give it in bytes, as the computer shows it under Properties or Get Info (e.g. 24613000)',
      })
      .int({ error: 'The audio file size must be a whole number of bytes, such as 24613000' })
      .positive({ error: 'The audio file size must be more than 0 bytes' })
      .meta(
        cms(
          'Size in bytes',
          "Filled in from the file you choose. Otherwise the file's size in bytes, as your computer shows it under Properties (Windows) or Get Info (Mac), e.g. 24613000. Podcast apps need it.",
          { value_type: 'int', min: 1 },
        ),
      ),
    length: z
      .string({
        error: 'The audio length is missing: give it as minutes and seconds, such as 34:12',
      })
      .refine((length) => timecodeSeconds(length) !== undefined, {
        error:
          'The audio length must be written as minutes:seconds or hours:minutes:seconds, such as 34:12 or 1:02:05',
      })
      .meta(cms('Length', 'How long it plays, e.g. 34:12. Filled in from the file you choose.')),
  },
  { error: 'The audio is missing: the sermon needs its recording’s address, size and length' },
);

export const sermonFileSchema = (contentDir: string) =>
  z
    .object({
      slug: slugSchema('the-lost-son')
        .refine((slug) => !(slug in paths.sermonWays), {
          error:
            'The web address is taken by a list of sermons (series, preachers, books, years): choose another',
        })
        .meta({
          cms: {
            hint: "The page's address ends with this, e.g. the-lost-son. Small letters and dashes only, different from every other one. Changing it breaks links people have saved; the podcast keeps the sermon as it is.",
          },
        }),
      title: words('The title', 'Title'),
      date: dateSchema('The date preached').meta(cms('Date preached')),
      preacher: words(
        'The preacher',
        'Preacher',
        'As on earlier sermons, e.g. Rev. Jane Morgan. A name typed another way joins the same preacher once listed under Pages, Sermons and podcast, "Preachers written more than one way".',
      ),
      passage: text('The Bible passage')
        // Its books file the sermon under them (shape.ts): one the site cannot read is refused.
        .check((ctx) => {
          const books = booksOfPassage(ctx.value);
          if ('problem' in books)
            ctx.issues.push({ code: 'custom', input: ctx.value, message: books.problem });
        })
        .meta(
          cms(
            'Bible passage',
            'e.g. Luke 15:11-32, Ps 23 or 1 Cor. 13; two passages with a semicolon. The site files the sermon under the books of the Bible it names.',
          ),
        ),
      series: slugSchema('advent-2026')
        .optional()
        .meta(
          cms('Series', 'Optional. Add a series under Sermon series first.', {
            widget: 'relation',
            collection: 'sermon-series',
            value_field: 'slug',
            search_fields: ['title'],
            display_fields: ['title'],
          }),
        ),
      church: churchRef(
        'A sermon',
        'Only on a site of several churches: the church where it was preached, so its page lists it.',
      ),
      summary: summarySchema('One or two sentences, shown in the list and in podcast apps.'),
      audio: audioSchema.meta(
        cms(
          'Recording',
          "Choose the sermon's recording (M4A or MP3) above: it is uploaded to the church's recordings and these three boxes are filled in. Until the recordings are set up, give the address of an MP3 or M4A the church keeps elsewhere, its size and length. A sharing link from Google Drive, Dropbox or OneDrive will not do: podcast apps need the file itself.",
          { collapsed: false, widget: 'recording' },
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
        .meta(
          cms(
            'Notes',
            'Optional notes shown under the recording. The toolbar gives headings, bold, italics, links, lists, quotations and pictures.',
          ),
        ),
    })
    // The times fit the recording: checked despite other mistakes (`when`), so one save lists all.
    .superRefine(
      (sermon, ctx) => {
        const length = timecodeSeconds(String(sermon.audio?.length));
        // Each chapter in its place; one not yet readable is left out of the comparisons.
        const chapters = (Array.isArray(sermon.chapters) ? (sermon.chapters as unknown[]) : []).map(
          (chapter) =>
            chapter && typeof chapter === 'object' && typeof (chapter as Chapter).start === 'number'
              ? (chapter as Chapter)
              : undefined,
        );
        const transcript =
          sermon.transcript && typeof sermon.transcript === 'object'
            ? sermon.transcript
            : undefined;
        if (length === undefined) return;
        for (const { path, message } of timingProblems({ length, chapters, transcript })) {
          ctx.addIssue({ code: 'custom', input: sermon, path, message });
        }
      },
      { when: ({ value }) => typeof value === 'object' && value !== null },
    );

export const sermonSeriesFileSchema = z.object({
  slug: slugSchema('advent-2026').meta({
    cms: {
      hint: "The series page's address ends with this, e.g. advent-2026. Small letters and dashes only. Changing it breaks links people have saved.",
    },
  }),
  title: words('The series title', 'Title'),
  description: text('The series description').meta(
    cms('Description', 'A sentence or two at the top of the series page.', { widget: 'text' }),
  ),
  placeholder: placeholderSchema,
});
