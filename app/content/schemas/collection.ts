import { z } from 'zod';
import { slugPattern } from '../../lib/slug.ts';
import { parseWallClock } from '../../lib/wall-clock.ts';
import { cms } from './cms-fields.ts';
import { datePicker, text } from './fields.ts';

// What every collection shares (kinds.ts): a file per item, at an address no other item has.

/** A web address part such as "harvest-thanksgiving": the page is /{collection}/{slug}. */
export const slugSchema = (example: string) =>
  z
    .string({ error: 'The web address is missing' })
    .regex(slugPattern, {
      error: `The web address may only use small letters, digits and single dashes, such as "${example}"`,
    })
    .meta({
      cms: {
        label: 'Web address',
        widget: 'string',
        hint: "The page's address ends with this, e.g. harvest-thanksgiving. Small letters and dashes only, different from every other one. Changing it breaks links people have saved.",
      },
    });

/** A calendar date written year-month-day that is a real day (no 31 April, no 29 February 2027). */
export const dateSchema = (what: string) =>
  z.iso
    .date({ error: `${what} must be a real date written year-month-day, such as 2026-11-15` })
    .meta({ cms: datePicker });

/** A date and time on the church's clock, "2026-12-24T18:00" (a space may stand for the T). */
export const churchTime = (what: string) =>
  z
    .string({ error: `${what} is missing` })
    .trim()
    .refine((written) => parseWallClock(written) !== undefined, {
      error: `${what} must be a real date and time on the church's clock, written year-month-day and hours:minutes, such as 2026-12-24T18:00`,
    })
    // Decap's picker on the church's clock, saved as written: 2026-12-24T18:00.
    .meta({ cms: { widget: 'datetime', format: 'YYYY-MM-DD[T]HH:mm', picker_utc: false } });

/** A notice's or sermon's summary, a sentence or two: `hint` says where it is shown. */
export const summarySchema = (hint: string) =>
  text('The summary')
    .max(300, { error: 'The summary should be at most 300 letters long' })
    .meta(cms('Summary', hint, { widget: 'text' }));

/** A sample item shipped with the site: the build's checklist lists it until it is deleted. */
export const placeholderSchema = z
  .boolean({ error: 'The "sample" box must be ticked or not' })
  .optional()
  .meta(
    cms('Sample', 'Shipped with the site as an example. Delete samples before the site goes live.'),
  );

/** Front matter and body of a Markdown file; the body becomes the `body` value. */
export function splitFrontMatter(source: string) {
  const match = source.match(/^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n([\s\S]*))?$/);
  if (!match) return undefined;
  return { frontMatter: match[1] ?? '', body: match[2] ?? '' };
}
