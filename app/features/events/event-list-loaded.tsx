import { JsonLd } from '../../components/ui/json-ld.tsx';
import { slugOf } from '../../lib/slug.ts';
import type { ChurchEvent } from '../../feeds/events/type.ts';
import { PicturesAfterFeed } from './event-image.tsx';
import { EventListItem } from './event-list-item.tsx';
import { eventsJsonLd } from './events-json-ld.ts';
import { useEventsSettings } from './events-settings.tsx';
import { categoryScope, EventCategories, useChosenCategory } from './event-categories.tsx';
import { SnapshotNote } from './snapshot-note.tsx';
import { endsAttributes } from './snapshot.ts';
import { sortByStart } from './sort-events.ts';

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
