import { JsonLd } from '~/components/ui/json-ld';
import type { ChurchEvent } from './event';
import { EventListItem } from './event-list-item';
import { eventsJsonLd } from './events-json-ld';
import { categorySlug } from './event-categories';
import { endsAttributes } from './snapshot';
import { sortByStart } from './sort-events';

/** Every event, soonest first, with schema.org Event data for search engines. */
export function LoadedEventList({ events }: { events: ChurchEvent[] }) {
  const sorted = sortByStart(events);
  return (
    <>
      <ul data-slot="event-list" className="flex flex-col gap-8">
        {sorted.map((event) => (
          <li
            key={event.id}
            data-category={event.category && categorySlug(event.category)}
            {...endsAttributes(event)}
          >
            <EventListItem event={event} />
          </li>
        ))}
      </ul>
      <JsonLd data={eventsJsonLd(sorted)} />
    </>
  );
}
