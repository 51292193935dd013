import type { Sermon } from '../../content/types.ts';
import { formatTimecode } from '../../lib/timecode.ts';

/** An ISO 8601 duration for a <time>: 75 seconds → "PT75S". */
export const durationAttribute = (seconds: number) => `PT${seconds}S`;

/** A sermon's chapters: the page's script makes each start a button (browser/player.ts). */
export function SermonChapters({
  chapters,
  heading,
}: {
  chapters: NonNullable<Sermon['chapters']>;
  heading: string;
}) {
  return (
    <section aria-labelledby="chapters" className="space-y-2">
      <h3 id="chapters" className="font-serif text-xl font-semibold text-brand-900">
        {heading}
      </h3>
      <ol aria-labelledby="chapters" data-slot="chapters" data-seek-group className="space-y-1">
        {chapters.map(({ start, title }) => (
          <li key={start} data-seek={start} className="-mx-2 rounded-md px-2">
            <span data-seek-label className="inline-flex min-h-11 items-center gap-3 text-left">
              <time
                dateTime={durationAttribute(start)}
                className="font-semibold text-stone-900 tabular-nums"
              >
                {formatTimecode(start)}
              </time>{' '}
              <span>{title}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
