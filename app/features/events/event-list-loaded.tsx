import { JsonLd } from '../../components/ui/json-ld.tsx';
import { slugOf } from '../../lib/slug.ts';
import type { ChurchEvent } from '../../feeds/events/type.ts';
import { EventImage, PicturesAfterFeed } from './event-image.tsx';
import { DescriptionParagraphs } from './description-paragraphs.tsx';
import { EventDetailsLink, EventName, EventPlace, EventStart } from './event-parts.tsx';
import { eventsInLanguage, eventsJsonLd, placedAtChurches } from './events-json-ld.ts';
import { useEventsSettings } from './events-settings.tsx';
import { categoryScope, EventCategories, useChosenCategory } from './event-categories.tsx';
import { EventPlaceAndChurch, useChurchAt } from './event-church.tsx';
import { EventChurches, useChurchOf } from './event-churches.tsx';
import { SnapshotNote } from './snapshot-note.tsx';
import { endsAttributes } from './snapshot.ts';
import { sortByStart } from './sort-events.ts';
import { CalendarPlus } from 'lucide-react';
import type { MouseEvent } from 'react';

export function LoadedEventList({ events, asOf }: { events: ChurchEvent[]; asOf?: number }) {
  const { church, feedUrl } = useEventsSettings();
  const sorted = sortByStart(events);
  const chosen = useChosenCategory();
  // A constant of the build, so every render calls the same hooks.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const churchOf = __SEVERAL_CHURCHES__ ? useChurchOf() : undefined;
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const churchAt = __SEVERAL_CHURCHES__ ? useChurchAt() : undefined;
  return (
    <div data-slot={categoryScope} data-chosen={chosen || undefined}>
      {asOf !== undefined && <SnapshotNote takenAt={asOf} />}
      {/* The churches' choice is left out of a site of one church's scripts (listing.server.ts). */}
      {__SEVERAL_CHURCHES__ ? (
        <>
          <EventChurches events={events} />
          <EventCategories events={events} chosen={chosen} />
        </>
      ) : (
        <EventCategories events={events} chosen={chosen} />
      )}
      {/* The pictures wait for the page's own ask of the feed; none is asked of a calendar. */}
      <PicturesAfterFeed value={asOf !== undefined && feedUrl !== null}>
        <ul data-slot="event-list" className="flex flex-col gap-8">
          {sorted.map((event, index) => (
            <li
              key={event.id}
              data-category={event.category && slugOf(event.category)}
              {...(__SEVERAL_CHURCHES__ && { 'data-church': churchOf!(event) })}
              // Two fill a phone's first screens; the rest are drawn later (render-later.tsx).
              data-render-later={index < 2 ? undefined : ''}
              {...endsAttributes(event)}
            >
              <EventListItem event={event} />
            </li>
          ))}
        </ul>
      </PicturesAfterFeed>
      {/* Each event at its church: a site of one church's script leaves it out. In the page's
          language on a site not in English alone: one in English alone's leaves that out. */}
      <JsonLd
        data={
          __NOT_ENGLISH_ALONE__
            ? eventsInLanguage(
                __SEVERAL_CHURCHES__
                  ? placedAtChurches(eventsJsonLd(sorted, church), sorted, church, churchAt!)
                  : eventsJsonLd(sorted, church),
                // eslint-disable-next-line react-hooks/rules-of-hooks
                useEventsSettings().language,
              )
            : __SEVERAL_CHURCHES__
              ? placedAtChurches(eventsJsonLd(sorted, church), sorted, church, churchAt!)
              : eventsJsonLd(sorted, church)
        }
      />
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
          {__SEVERAL_CHURCHES__ ? (
            <EventPlaceAndChurch event={event} place={<EventPlace event={event} />} />
          ) : (
            <EventPlace event={event} />
          )}
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

/** Downloads the event as an .ics file, its writer loaded only when asked for. */
function AddToCalendarLink({ event }: { event: ChurchEvent }) {
  const { text, church } = useEventsSettings();
  async function download(click: MouseEvent<HTMLAnchorElement>) {
    click.preventDefault();
    try {
      const { eventToIcs, icsFileName } = await import('./ics.ts');
      const file = new Blob([eventToIcs(event, church)], { type: 'text/calendar;charset=utf-8' });
      const url = URL.createObjectURL(file);
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = icsFileName(event);
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      // Some browsers read the file after click() returns.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      console.error(new Error('Could not make the calendar file', { cause: error }));
    }
  }

  return (
    <a
      data-slot="add-to-calendar-link"
      href="#"
      onClick={download}
      className="inline-flex min-h-11 items-center gap-2 rounded-md border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
    >
      <CalendarPlus aria-hidden="true" className="size-4" />
      {text.addToCalendar}
      <span className="sr-only">: {event.name}</span>
    </a>
  );
}
