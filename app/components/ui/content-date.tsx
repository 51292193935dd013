import { formatLongDate } from '../../lib/format-date.ts';
import { useSite } from '../site-context.tsx';

/** A date from content, "2026-11-15", in the church's style ("15 November 2026") in a <time>. */
export function ContentDate({ date }: { date: string }) {
  const { church } = useSite();
  return (
    <time data-slot="content-date" dateTime={date}>
      {formatLongDate(date, church.dateStyle)}
    </time>
  );
}
