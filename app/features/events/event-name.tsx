import { CalendarDays } from 'lucide-react';
import type { ChurchEvent } from '../../feeds/events/type.ts';
import { eventWhen } from './event-dates.ts';
import { useEventsSettings } from './events-settings.tsx';

/** The event's name; a cancelled one says so in words first, never by colour alone. */
export function EventName({ event }: { event: ChurchEvent }) {
  const { text } = useEventsSettings();
  if (!event.cancelled) return event.name;
  return (
    <>
      <span
        data-slot="event-cancelled"
        className="mr-1 inline-block rounded-md bg-stone-800 px-2 font-sans align-[0.15em] text-sm leading-6 font-semibold tracking-normal text-white"
      >
        {text.cancelled}
      </span>
      <span className="sr-only">:</span> <s className="text-stone-600 decoration-2">{event.name}</s>
    </>
  );
}

/** When the event is (event-dates.ts): short in the carousel's card, long on /events. */
export function EventStart({ event, long = false }: { event: ChurchEvent; long?: boolean }) {
  const [from, to] = eventWhen(event, long);
  return (
    <p className="flex items-center gap-2 font-medium text-accent-700">
      <CalendarDays aria-hidden="true" className={long ? 'size-5 shrink-0' : 'size-4 shrink-0'} />
      <span>
        <time dateTime={from.dateTime}>{from.text}</time>
        {to && (
          <>
            {' to '}
            <time dateTime={to.dateTime}>{to.text}</time>
          </>
        )}
      </span>
    </p>
  );
}
