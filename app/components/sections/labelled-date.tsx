import { formatLongDate } from '../../lib/format-date.ts';

export function LabelledDate({ label, date }: { label: string; date: string }) {
  return (
    <p className="mt-4 text-sm text-stone-700">
      {label}: <time dateTime={date}>{formatLongDate(date)}</time>
    </p>
  );
}
