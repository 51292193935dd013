import { JsonLd } from '../../components/ui/json-ld.tsx';
import { slugOf } from '../../lib/slug.ts';
import type { ChurchEvent } from '../../feeds/events/type.ts';
import { AddToCalendarLink } from './add-to-calendar-link.tsx';
import { EventImage, PicturesAfterFeed } from './event-image.tsx';
import { DescriptionParagraphs } from './description-paragraphs.tsx';
import { EventDetailsLink, EventName, EventPlace, EventStart } from './event-parts.tsx';
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

function EventListItem({ event }: { event: ChurchEvent }) {
  return (
    <article
      data-slot="event-list-item"
      className="grid overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
    >
      <EventImage
        event={event}
        sizes="(min-width: 1152px) 440px, (min-width: 768px) 40vw, 100vw"
        // Beside the text from 768 px: the picture fills its column instead of leaving a gap.
        className="md:aspect-auto md:h-full md:min-h-56"
      />
      <div className="flex min-w-0 flex-col gap-4 p-5 sm:p-6">
        <h2 className="text-2xl font-semibold break-words">
          <EventName event={event} />
        </h2>
        <div className="flex flex-col gap-2">
          <EventStart event={event} long />
          <EventPlace event={event} />
        </div>
        {event.description && <DescriptionParagraphs text={event.description} />}
        <div className="mt-auto flex flex-wrap items-center gap-x-6 gap-y-3 pt-2">
          {/* Nothing to put in a calendar once it is cancelled. */}
          {!event.cancelled && <AddToCalendarLink event={event} />}
          <EventDetailsLink event={event} />
        </div>
      </div>
    </article>
  );
}
