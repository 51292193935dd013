import { EventDetailsLink } from './event-details-link.tsx';
import type { ChurchEvent } from '../../feeds/events/type.ts';
import { cardClasses } from './events-carousel-classes.ts';
import { EventImage } from './event-image.tsx';
import { EventName, EventStart } from './event-name.tsx';
import { EventPlaceLine } from './event-place.tsx';

export function EventCard({ event }: { event: ChurchEvent }) {
  return (
    <article data-slot="event-card" className={cardClasses.frame}>
      <EventImage event={event} sizes="(min-width: 1024px) 370px, (min-width: 768px) 50vw, 100vw" />
      <div className={cardClasses.body}>
        <h3 className={cardClasses.title}>
          <EventName event={event} />
        </h3>
        <div className={cardClasses.meta}>
          <EventStart event={event} />
          <EventPlaceLine event={event} />
        </div>
        <EventDetailsLink event={event} className={`${cardClasses.link} self-start`} />
      </div>
    </article>
  );
}
