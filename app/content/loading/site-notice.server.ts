import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { instantOf, type siteNoticeSchema } from '../schemas/site-notice.ts';

/** The notice as the pages receive it, its times as UTC instants (ms); null when switched off. */
export function siteNoticeOf(file: z.output<typeof siteNoticeSchema>) {
  if (!file.enabled) return null;
  return {
    message: file.message.runs,
    // Changes with the words: a visitor's dismissal is kept for this message only.
    key: createHash('sha256').update(file.message.markdown).digest('hex').slice(0, 12),
    from: instantOf(file.from),
    until: instantOf(file.until),
    // As written in the file, on the church's clock.
    written: { from: file.from, until: file.until },
  };
}
export type SiteNotice = NonNullable<ReturnType<typeof siteNoticeOf>>;
