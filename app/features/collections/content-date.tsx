import type { ComponentProps } from 'react';
import { formatLongDate } from '~/lib/format-date';

/** A date from content, "2026-11-15", shown as "15 November 2026" in a <time>. */
export function ContentDate({ date, ...props }: ComponentProps<'time'> & { date: string }) {
  return (
    <time data-slot="content-date" dateTime={date} {...props}>
      {formatLongDate(date)}
    </time>
  );
}
