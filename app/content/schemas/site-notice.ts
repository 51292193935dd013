import { z } from 'zod';
import { londonToInstant, parseWallClock } from '../../lib/wall-clock.ts';
import { markdownBlocks, type TextProblem } from './markdown.ts';
import type { Inline } from './rich-text.ts';
import { cms } from './cms-fields.ts';
import { churchTime } from './collection.ts';
import { text } from './fields.ts';
import { textEditor, textProblems } from './page-parts.ts';

// The notice across every page: one line, perhaps with a link, shown between two church times.

/** The message's Markdown as words with their links, or every problem in it. */
export function noticeMessage(markdown: string): { runs: Inline[] } | { problems: TextProblem[] } {
  const result = markdownBlocks(markdown);
  if ('problems' in result) return result;
  const [first, ...rest] = result.blocks;
  if (rest.length === 0 && typeof first === 'string') return { runs: [first] };
  if (rest.length === 0 && typeof first === 'object' && 'p' in first) return { runs: first.p };
  const problem =
    rest.length > 0
      ? 'must be one line: it has more than one paragraph'
      : 'must be one line of text (with a link if you like), not a heading, list, quotation or picture';
  return { problems: [{ problem, snippet: markdown.trim().split('\n')[0]!.slice(0, 60) }] };
}

export const instantOf = (written: string) => londonToInstant(parseWallClock(written)!);

export const siteNoticeSchema = z
  .object({
    enabled: z
      .boolean({ error: 'Whether the notice is switched on must be true or false' })
      .meta(
        cms(
          'Switched on',
          'Off: the notice shows nowhere. On: it shows from the "from" time until the "until" time, and not before or after.',
          { default: false },
        ),
      ),
    message: text('The notice message')
      .transform((markdown, ctx) => {
        const result = noticeMessage(markdown);
        if ('problems' in result) {
          return textProblems(ctx, markdown, 'The notice message', result.problems);
        }
        return { markdown, runs: result.runs };
      })
      .meta(
        cms(
          'Message',
          'One line, without pressing Enter. To add a link, select some words and press the link button: a page of this site (such as /events), a full web address starting with https://, mailto: with an e-mail address, or tel: with a phone number.',
          // The link button only: one line, no pictures.
          textEditor(['link'], []),
        ),
      ),
    from: churchTime('The "from" date and time').meta(
      cms('From', 'The date and time it first shows, on UK time (summer time included).'),
    ),
    until: churchTime('The "until" date and time').meta(
      cms('Until', 'The date and time it stops showing, on UK time. It must be later than "from".'),
    ),
    placeholder: z
      .boolean()
      .optional()
      .meta(
        cms(
          'Sample notice',
          'Ticked on the sample notice the site came with. Untick it once the notice is your own.',
          { default: false },
        ),
      ),
  })
  .refine(
    (notice) =>
      parseWallClock(notice.from) === undefined ||
      parseWallClock(notice.until) === undefined ||
      instantOf(notice.until) > instantOf(notice.from),
    { path: ['until'], error: 'The "until" date and time must be later than the "from" one' },
  );

/** Whether the notice shows at an instant (ms): from `from` up to, not including, `until`. */
export const noticeShowsAt = (notice: { from: number; until: number }, instant: number) =>
  instant >= notice.from && instant < notice.until;
