import { z } from 'zod';
import { formatTimecode } from '../../lib/timecode.ts';
import {
  paragraphsOfCues,
  paragraphsOfText,
  type TranscriptParagraph,
} from '../../lib/transcript.ts';
import { parseWebVtt } from '../../lib/webvtt.ts';
import { cms } from './cms-fields.ts';
import { fileBytes, fileExists } from '../pictures/content-files.ts';
import { blankToNothing, fileField, text } from './fields.ts';

// A sermon's transcript (a WebVTT file, or pasted text) and chapters, checked against its length.

/** Where the CMS uploads a transcript's WebVTT file, in the content folder. */
export const transcriptsFolder = 'transcripts';

/** The largest WebVTT file the build reads: an hour of speech is some 100 KB. */
export const largestTranscriptBytes = 2_000_000;

/** "34:12" or "1:02:03" → seconds; undefined for anything else (as the recording's length). */
export function timecodeSeconds(time: string): number | undefined {
  const match = time.trim().match(/^(?:(\d+):)?([0-5]?\d):([0-5]\d)$/);
  if (!match) return undefined;
  const [, hours, minutes, seconds] = match;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/** A transcript as the page and the podcast receive it. */
export interface Transcript {
  /** The WebVTT file, by its place in the content folder ("transcripts/x.vtt"), if any. */
  vtt?: string;
  /** When the last words end, from the WebVTT file's times. */
  end?: number;
  paragraphs: TranscriptParagraph[];
}

/** A WebVTT file in content/transcripts, read into paragraphs, or a sentence on what is wrong. */
const vttFileSchema = (contentDir: string) =>
  z
    .string()
    .regex(new RegExp(`^${transcriptsFolder}/[^/]+\\.vtt$`, 'i'), {
      error: `The transcript file must be a WebVTT file (ending in .vtt) in content/${transcriptsFolder}, such as "${transcriptsFolder}/the-lost-son.vtt"`,
    })
    .transform((key, ctx): Transcript => {
      const found = fileExists(contentDir, key);
      // /admin cannot see the content folder (an upload is not there until saved): the build reads it.
      if (found === undefined) return { vtt: key, paragraphs: [] };
      const refuse = (why: string) => {
        ctx.addIssue(`The transcript file ${key} ${why}`);
        return z.NEVER;
      };
      const bytes = found ? fileBytes(contentDir, key) : undefined;
      if (!bytes) {
        return refuse(`is not in content/${transcriptsFolder} (upload it, or check the spelling)`);
      }
      if (bytes.length > largestTranscriptBytes) {
        return refuse(
          `is over ${largestTranscriptBytes / 1_000_000} MB: it cannot be one sermon's transcript`,
        );
      }
      const read = parseWebVtt(bytes.toString('utf8'));
      if ('problem' in read) {
        return refuse(
          `${read.problem}. Save it again as WebVTT from the transcription tool, or paste the text instead`,
        );
      }
      return {
        vtt: key,
        end: Math.max(...read.cues.map((cue) => cue.end)),
        paragraphs: paragraphsOfCues(read.cues),
      };
    });

export const transcriptSchema = (contentDir: string) =>
  z
    .preprocess(
      blankToNothing,
      z
        .object({
          file: vttFileSchema(contentDir)
            .optional()
            .meta(
              cms(
                'WebVTT file',
                'A transcript saved as WebVTT (.vtt) by a transcription tool, with the times of the words and, where it has them, who speaks. Listeners can follow it as the sermon plays, and podcast apps show it.',
                fileField(transcriptsFolder),
              ),
            ),
          text: z
            .string()
            .optional()
            .meta(
              cms(
                'Or the text',
                'Instead of a file: the transcript pasted as text, with a blank line between paragraphs.',
                // Words, as text() is: each language's notes may have their own.
                { widget: 'text', required: false, i18n: true },
              ),
            ),
          // Whisper's WebVTT, written in /admin from the recording and corrected there (decision
          // 0049): saved in the sermon's file, so nothing is published before the office reads it.
          written: z
            .string()
            .optional()
            .transform((vtt, ctx): Transcript | undefined => {
              if (!vtt?.trim()) return undefined;
              const read = parseWebVtt(vtt);
              if ('problem' in read) {
                ctx.addIssue(
                  `The transcript written from the recording ${read.problem}: correct that line, or choose Write the transcript again`,
                );
                return z.NEVER;
              }
              return {
                end: Math.max(0, ...read.cues.map((cue) => cue.end)),
                paragraphs: paragraphsOfCues(read.cues),
              };
            })
            .meta(
              cms(
                'Written from the recording (WebVTT)',
                'Choose Write the transcript and Workers AI writes what it hears in the recording, with the times. Read it and correct it here before you publish: names and Bible references are often misheard. Keep each line of times as it is.',
                { widget: 'transcript', required: false },
              ),
            ),
        })
        // Told beside a problem of the file itself (`when`), so one save lists both.
        .superRefine(
          ({ file, text, written }, ctx) => {
            if ([file, text, written].filter(Boolean).length > 1) {
              ctx.addIssue({
                code: 'custom',
                message:
                  'The transcript has more than one of a WebVTT file, pasted text and one written from the recording: keep one (one with the times, if it has them)',
              });
            }
          },
          { when: ({ value }) => typeof value === 'object' && value !== null },
        )
        .transform(
          ({ file, text, written }): Transcript | undefined =>
            file ?? written ?? (text ? { paragraphs: paragraphsOfText(text) } : undefined),
        )
        .optional(),
    )
    .meta(
      cms(
        'Transcript',
        'Optional. The words of the sermon, shown below the player and found by the search: a WebVTT file, or the text pasted in. Open it with the arrow.',
        { collapsed: true },
      ),
    );

export const chaptersSchema = z
  .array(
    z.object({
      start: z
        .string({
          error: 'The chapter’s start is missing: give it as minutes and seconds, such as 12:30',
        })
        .refine((time) => timecodeSeconds(time) !== undefined, {
          error:
            'The chapter’s start must be written as minutes:seconds or hours:minutes:seconds, such as 12:30 or 1:02:05',
        })
        .transform((time) => timecodeSeconds(time)!)
        .meta(cms('Starts at', 'Minutes and seconds into the recording, e.g. 12:30.')),
      title: text('The chapter’s title')
        .max(100, { error: 'The chapter’s title should be at most 100 letters long' })
        .meta(cms('Title', 'e.g. The reading, The sermon, Prayers.')),
    }),
  )
  .optional()
  .transform((chapters) => (chapters && chapters.length > 0 ? chapters : undefined))
  .meta(
    cms(
      'Chapters',
      'Optional. The parts of the recording, each with the time it starts and a title (e.g. 0:00 The reading, 4:10 The sermon). Listeners can jump to each, on the page and in podcast apps.',
      { label_singular: 'chapter', summary: '{{fields.start}} {{fields.title}}', collapsed: true },
    ),
  );

export type Chapter = NonNullable<z.output<typeof chaptersSchema>>[number];

/** What does not fit the recording (a second of rounding allowed, as its length is in seconds). */
export function timingProblems({
  length,
  chapters = [],
  transcript,
}: {
  length: number;
  /** Each in its place; one still unreadable (undefined) is passed over. */
  chapters?: readonly (Chapter | undefined)[];
  transcript?: Transcript;
}): { path: (string | number)[]; message: string }[] {
  const ends = `after the recording ends (its length is ${formatTimecode(length)})`;
  const problems = chapters.flatMap((chapter, index) => {
    if (!chapter) return [];
    const { start, title } = chapter;
    const before = chapters.slice(0, index).findLast((earlier) => earlier !== undefined);
    const message =
      start >= length
        ? `The chapter "${title}" starts at ${formatTimecode(start)}, ${ends}: check its start, or the recording's length`
        : before && start <= before.start
          ? `The chapter "${title}" starts at ${formatTimecode(start)}, no later than the chapter above it (${formatTimecode(before.start)}): list the chapters in the order they come`
          : undefined;
    return message ? [{ path: ['chapters', index, 'start'], message }] : [];
  });
  if (transcript?.vtt && transcript.end !== undefined && transcript.end > length + 1) {
    problems.push({
      path: ['transcript', 'file'],
      message: `The transcript file ${transcript.vtt} goes on to ${formatTimecode(transcript.end)}, ${ends}: is it this sermon's transcript?`,
    });
  }
  return problems;
}
