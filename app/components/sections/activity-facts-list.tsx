import { CalendarClock, MapPin, Users } from '../ui/icons.tsx';
import type { Content } from '../../content/loading/load.server.ts';
import type { ActivityFacts } from '../../content/schemas/activity.ts';
import { cn } from '../../lib/cn.ts';

const rows = [
  { key: 'audience', Icon: Users },
  { key: 'when', Icon: CalendarClock },
  { key: 'where', Icon: MapPin },
] as const;

/** An activity's quick facts, each beside its label, or under it when `stacked` or squeezed. */
export function ActivityFactsList({
  facts,
  labels,
  show = ['audience', 'when', 'where'],
  stacked = false,
  className,
}: {
  facts: ActivityFacts;
  labels: Content['labels']['activityFactLabels'];
  show?: (keyof ActivityFacts)[];
  stacked?: boolean;
  className?: string;
}) {
  return (
    <dl data-slot="activity-facts" className={cn('space-y-2', className)}>
      {rows
        .filter((row) => show.includes(row.key))
        .map(({ key, Icon }) => (
          <div
            key={key}
            className={cn('flex', stacked ? 'flex-col gap-0.5' : 'flex-wrap gap-x-2.5 gap-y-0.5')}
          >
            <dt className="flex shrink-0 items-center gap-1.5 font-semibold text-brand-900">
              <Icon aria-hidden="true" className="size-4.5 text-brand-700" />
              {labels[key]}:
            </dt>{' '}
            {/* Under its label with less than 8em beside it: in em, so larger text wraps too. */}
            <dd className={cn('min-w-0 break-words text-stone-800', !stacked && 'flex-[1_1_8em]')}>
              {facts[key]}
            </dd>
          </div>
        ))}
    </dl>
  );
}
