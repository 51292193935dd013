import { eventsText } from '~/content/data';
import type { ChurchEvent } from './event';

/**
 * The event's name for its heading. A cancelled event says so in words before the name
 * (read first by screen readers too), and the name is struck through and quieter: never
 * colour alone.
 */
export function EventName({ event }: { event: ChurchEvent }) {
  if (!event.cancelled) return event.name;
  return (
    <>
      <span
        data-slot="event-cancelled"
        className="mr-1 inline-block rounded-md bg-stone-800 px-2 font-sans align-[0.15em] text-sm leading-6 font-semibold tracking-normal text-white"
      >
        {eventsText.cancelled}
      </span>
      <span className="sr-only">:</span> <s className="text-stone-600 decoration-2">{event.name}</s>
    </>
  );
}
