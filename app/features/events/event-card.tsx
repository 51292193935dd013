import { CalendarDays } from 'lucide-react';
import { EventDetailsLink } from './event-details-link';
import { formatShortDateTime } from './event-dates';
import type { ChurchEvent } from './event';
import { cardClasses } from './event-card-classes';
import { EventImage } from './event-image';
import { EventName } from './event-name';
import { EventPlaceLine } from './event-place';
import { toIsoWithOffset } from '~/lib/wall-clock';

/** An event in the home carousel: image, name, date, place and the details link. */
export function EventCard({ event }: { event: ChurchEvent }) {
  return (
    <article data-slot="event-card" className={cardClasses.frame}>
      <EventImage event={event} sizes="(min-width: 1024px) 370px, (min-width: 768px) 50vw, 100vw" />
      <div className={cardClasses.body}>
        <h3 className={cardClasses.title}>
          <EventName event={event} />
        </h3>
        <div className={cardClasses.meta}>
          <p className="flex items-center gap-2 font-medium text-accent-700">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
            <time dateTime={toIsoWithOffset(event.start)}>{formatShortDateTime(event.start)}</time>
          </p>
          <EventPlaceLine event={event} />
        </div>
        <EventDetailsLink event={event} className={`${cardClasses.link} self-start`} />
      </div>
    </article>
  );
}
