import { cn } from '~/lib/cn';
import { serializeJsonLd } from '~/lib/json-ld';
import { EventListItem } from './event-list-item';
import { sortByStart } from './sort-events';
import { eventsJsonLd } from './events-json-ld';
import { EventsEmpty, EventsFailed, EventsLoadingLabel } from './events-status';
import { useEvents } from './use-events';

/** The /events page's list, with its loading, empty and failed states. */
export function EventList() {
  const state = useEvents();

  if (state.status === 'loading') return <EventListSkeleton />;
  if (state.status === 'failed') return <EventsFailed />;
  if (state.events.length === 0) return <EventsEmpty />;

  const events = sortByStart(state.events);
  return (
    <>
      <ul data-slot="event-list" className="flex flex-col gap-8">
        {events.map((event) => (
          <li key={event.id}>
            <EventListItem event={event} />
          </li>
        ))}
      </ul>
      <script
        type="application/ld+json"
        // Escaped JSON for search engines, not markup: serializeJsonLd escapes <, > and &.
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(eventsJsonLd(events)) }}
      />
    </>
  );
}

const bone = 'rounded-md bg-stone-200/80 motion-safe:animate-pulse';

function EventListSkeleton() {
  return (
    <div data-slot="event-list-skeleton">
      <EventsLoadingLabel />
      <div aria-hidden="true" className="flex flex-col gap-8">
        {[0, 1, 2].map((index) => (
          <div
            key={index}
            className="grid overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
          >
            <div
              className={cn(bone, 'aspect-video w-full rounded-none md:aspect-auto md:min-h-56')}
            />
            <div className="flex flex-col gap-4 p-5 sm:p-6">
              <div className={cn(bone, 'h-7 w-3/4')} />
              <div className={cn(bone, 'h-5 w-1/2')} />
              <div className={cn(bone, 'h-5 w-1/3')} />
              <div className={cn(bone, 'h-16 w-full max-w-prose')} />
              <div className="mt-auto flex gap-6 pt-2">
                <div className={cn(bone, 'h-11 w-40')} />
                <div className={cn(bone, 'h-11 w-32')} />
              </div>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
