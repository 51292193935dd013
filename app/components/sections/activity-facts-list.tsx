import { CalendarClock, MapPin, Users } from 'lucide-react';
import { labels } from '~/content/data';
import type { ActivityFacts } from '~/content/page-schemas';
import { cn } from '~/lib/cn';

const rows = [
  { key: 'audience', Icon: Users },
  { key: 'when', Icon: CalendarClock },
  { key: 'where', Icon: MapPin },
] as const;

/** An activity's quick facts: who it is for, when and where it meets. */
export function ActivityFactsList({
  facts,
  show = ['audience', 'when', 'where'],
  className,
}: {
  facts: ActivityFacts;
  show?: (keyof ActivityFacts)[];
  className?: string;
}) {
  return (
    <dl data-slot="activity-facts" className={cn('space-y-2', className)}>
      {rows
        .filter((row) => show.includes(row.key))
        .map(({ key, Icon }) => (
          <div key={key} className="flex gap-2.5">
            <dt className="flex shrink-0 items-center gap-1.5 font-semibold text-brand-900">
              <Icon aria-hidden="true" className="size-4.5 text-brand-700" />
              {labels.activityFactLabels[key]}:
            </dt>
            <dd className="text-stone-800">{facts[key]}</dd>
          </div>
        ))}
    </dl>
  );
}
