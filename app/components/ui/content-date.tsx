import { formatLongDate } from '../../lib/format-date.ts';
import { useDateWords } from '../site-context.tsx';

/** A date from content, "2026-11-15", in the church's style ("15 November 2026") in a <time>. */
export function ContentDate({ date }: { date: string }) {
  return (
    <time data-slot="content-date" dateTime={date}>
      {formatLongDate(date, useDateWords())}
    </time>
  );
}
