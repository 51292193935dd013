import { cn } from '../../lib/cn.ts';
import { instantToLondon } from '../../lib/wall-clock.ts';
import { formatLongDateTime } from './event-dates.ts';
import { useEventDateWords, useEventsSettings } from './events-settings.tsx';

/** When the build read these events; where the page asks the feed, for no-script visitors only. */
export function SnapshotNote({ takenAt, className }: { takenAt: number; className?: string }) {
  const { text, feedUrl } = useEventsSettings();
  const dates = useEventDateWords();
  return (
    <p
      data-slot="events-as-of"
      data-until-answer={feedUrl === null ? undefined : ''}
      className={cn('mb-6 text-sm text-stone-700', className)}
    >
      {text.asOf} {formatLongDateTime(instantToLondon(takenAt), dates)}.
    </p>
  );
}
