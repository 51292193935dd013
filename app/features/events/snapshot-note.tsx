import { cn } from '~/lib/cn';
import { instantToLondon } from '~/lib/wall-clock';
import { formatLongDateTime } from './event-dates';
import { useEventsSettings } from './events-settings';

/**
 * When the build read the events shown, for a visitor without JavaScript: app.css hides it
 * under <html data-js>, as the page asks the feed at once. Rendered by the lazy list and
 * carousel, so its date code stays out of the pages' first load.
 */
export function SnapshotNote({ takenAt, className }: { takenAt: number; className?: string }) {
  const { text } = useEventsSettings();
  return (
    <p data-slot="events-as-of" className={cn('mb-6 text-sm text-stone-700', className)}>
      {text.asOf} {formatLongDateTime(instantToLondon(takenAt))}.
    </p>
  );
}
