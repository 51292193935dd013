import { createHash } from 'node:crypto';
import { Lexer, type Token } from 'marked';
import { z } from 'zod';
import { londonToInstant, parseWallClock } from '../lib/wall-clock.ts';
import { text } from './schema.ts';

// The notice across the top of every page (content/site-notice.yml): one line of text that may
// hold a link, shown between two times on the church's clock. Read here, at build, into plain
// pieces of text and links and two UTC instants; the pages never see Markdown or a wall clock.

/** A piece of the message: words, or words that link somewhere. */
export type NoticeRun = string | { text: string; href: string };

/** What the pages receive when the notice is switched on. */
export interface SiteNotice {
  message: NoticeRun[];
  /** Changes with the message's words: a visitor's dismissal is kept for this message only. */
  key: string;
  /** The window as UTC instants (ms): shown from `from` up to, not including, `until`. */
  from: number;
  until: number;
  /** The same times as written in the file, on the church's clock. */
  written: { from: string; until: string };
}

/** Where a link in the message may go: https, e-mail, phone, or a page of this site. */
const allowedHref = /^(https:\/\/[^\s/$.?#][^\s]*|mailto:\S+@\S+|tel:\+?[0-9 ]+|\/(?!\/)\S*)$/;

/** What the person editing would call each piece the banner cannot show. */
const unsupportedInline: Record<string, string> = {
  image: 'a picture',
  html: 'HTML code',
  codespan: 'code',
};

/** The message's Markdown as pieces of text and links, or a sentence saying what is wrong. */
export function noticeMessage(markdown: string): { runs: NoticeRun[] } | { problem: string } {
  const blocks = new Lexer().lex(markdown).filter((token) => token.type !== 'space');
  const [first] = blocks;
  if (blocks.length > 1 || first?.type !== 'paragraph') {
    return {
      problem:
        blocks.length > 1
          ? 'must be one line: it has more than one paragraph'
          : 'must be one line of text (with a link if you like), not a heading, list or quotation',
    };
  }
  const runs: NoticeRun[] = [];
  const problems: string[] = [];
  const words = (tokens: Token[] | undefined): string =>
    (tokens ?? [])
      .map((token) => {
        if (token.type === 'br') return ' ';
        if (token.type in unsupportedInline) {
          problems.push(`has ${unsupportedInline[token.type]} ("${token.raw.slice(0, 40)}")`);
          return '';
        }
        if ('tokens' in token && token.tokens) return words(token.tokens);
        return 'text' in token ? String(token.text) : '';
      })
      .join('');
  for (const token of first.tokens ?? []) {
    if (token.type === 'link') {
      const label = clean(words(token.tokens));
      if (!allowedHref.test(token.href)) {
        problems.push(
          `has a link to "${token.href}": a link must start with https://, mailto: or tel:, or be a page of this site starting with /`,
        );
      } else if (!label) {
        problems.push(`has a link to "${token.href}" with no words on it`);
      }
      runs.push({ text: label, href: token.href });
    } else {
      const piece = words([token]);
      const last = runs.at(-1);
      if (typeof last === 'string') runs[runs.length - 1] = last + piece;
      else runs.push(piece);
    }
  }
  if (problems.length > 0) return { problem: problems.join('; ') };
  // Spaces tidied: none at either end, one between words.
  const tidied = runs
    .map((run, index) => {
      if (typeof run !== 'string') return run;
      let words = run.replace(/\s+/g, ' ');
      if (index === 0) words = words.trimStart();
      if (index === runs.length - 1) words = words.trimEnd();
      return words;
    })
    .filter((run) => run !== '');
  return { runs: tidied };
}

const clean = (words: string) => words.replace(/\s+/g, ' ').trim();

/** A date and time on the church's clock, "2026-12-24T18:00" (a space may stand for the T). */
const churchTime = (what: string) =>
  z
    .string({ error: `${what} is missing` })
    .trim()
    .refine((written) => parseWallClock(written) !== undefined, {
      error: `${what} must be a real date and time on the church's clock, written year-month-day and hours:minutes, such as 2026-12-24T18:00`,
    })
    .describe("On the church's clock (UK time, summer time included), e.g. 2026-12-24T18:00");

/** The instant a checked church time stands for. */
const instantOf = (written: string) => londonToInstant(parseWallClock(written)!);

export const siteNoticeSchema = z
  .object({
    enabled: z
      .boolean({ error: 'Whether the notice is switched on must be true or false' })
      .describe('Off: the notice shows nowhere, whatever its dates'),
    message: text('The notice message')
      .transform((markdown, ctx) => {
        const result = noticeMessage(markdown);
        if ('problem' in result) {
          ctx.issues.push({
            code: 'custom',
            input: markdown,
            message: `The notice message ${result.problem}`,
          });
          return z.NEVER;
        }
        return { markdown, runs: result.runs };
      })
      .describe('One line; it may hold a link'),
    from: churchTime('The "from" date and time'),
    until: churchTime('The "until" date and time'),
    placeholder: z
      .boolean()
      .optional()
      .describe('Sample notice shipped with the site: listed by the build until changed'),
  })
  .refine(
    (notice) =>
      parseWallClock(notice.from) === undefined ||
      parseWallClock(notice.until) === undefined ||
      instantOf(notice.until) > instantOf(notice.from),
    { path: ['until'], error: 'The "until" date and time must be later than the "from" one' },
  );

/** The notice as the pages receive it: null when it is switched off. */
export function siteNoticeOf(file: z.output<typeof siteNoticeSchema>): SiteNotice | null {
  if (!file.enabled) return null;
  return {
    message: file.message.runs,
    key: createHash('sha256').update(file.message.markdown).digest('hex').slice(0, 12),
    from: instantOf(file.from),
    until: instantOf(file.until),
    written: { from: file.from, until: file.until },
  };
}

/** Whether the notice shows at an instant (ms): from `from` up to, not including, `until`. */
export const noticeShowsAt = (notice: Pick<SiteNotice, 'from' | 'until'>, instant: number) =>
  instant >= notice.from && instant < notice.until;
