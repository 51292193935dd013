import { JsonLd } from '~/components/ui/json-ld';
import { slugOf } from '~/lib/slug';
import type { ChurchEvent } from '~/feeds/events/type';
import { PicturesAfterFeed } from './event-image';
import { EventListItem } from './event-list-item';
import { eventsJsonLd } from './events-json-ld';
import { useEventsSettings } from './events-settings';
import { categoryScope, EventCategories, useChosenCategory } from './event-categories';
import { SnapshotNote } from './snapshot-note';
import { endsAttributes } from './snapshot';
import { sortByStart } from './sort-events';

export function LoadedEventList({ events, asOf }: { events: ChurchEvent[]; asOf?: number }) {
  const { church, feedUrl } = useEventsSettings();
  const sorted = sortByStart(events);
  const chosen = useChosenCategory();
  return (
    <div data-slot={categoryScope} data-chosen={chosen || undefined}>
      {asOf !== undefined && <SnapshotNote takenAt={asOf} />}
      <EventCategories events={events} chosen={chosen} />
      {/* The pictures wait for the page's own ask of the feed; none is asked of a calendar. */}
      <PicturesAfterFeed value={asOf !== undefined && feedUrl !== null}>
        <ul data-slot="event-list" className="flex flex-col gap-8">
          {sorted.map((event, index) => (
            <li
              key={event.id}
              data-category={event.category && slugOf(event.category)}
              // Two fill a phone's first screens; the rest are drawn later (render-later.tsx).
              data-render-later={index < 2 ? undefined : ''}
              {...endsAttributes(event)}
            >
              <EventListItem event={event} />
            </li>
          ))}
        </ul>
      </PicturesAfterFeed>
      <JsonLd data={eventsJsonLd(sorted, church)} />
    </div>
  );
}
