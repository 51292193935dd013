import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { EventImage, PicturesAfterFeed } from './event-image.tsx';
import { EventDetailsLink, EventName, EventPlaceLine, EventStart } from './event-parts.tsx';
import { EventPlaceChurchLine } from './event-church.tsx';
import type { ChurchEvent } from '../../feeds/events/type.ts';
import { cardClasses, carouselClasses, maxCarouselEvents } from './events-carousel-classes.ts';
import { useEventsSettings } from './events-settings.tsx';
import { endsAttributes } from './snapshot.ts';
import { SnapshotNote } from './snapshot-note.tsx';

/** The first six events, as WAI-ARIA's carousel pattern has it ("N of M" slides, arrow keys). */
export function EventsCarousel({ events, asOf }: { events: ChurchEvent[]; asOf?: number }) {
  const { text, feedUrl } = useEventsSettings();
  const slides = events.slice(0, maxCarouselEvents);
  const [viewportRef, api] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps' });
  const [canScroll, setCanScroll] = useState({ prev: false, next: false });

  useEffect(() => {
    if (!api) return;
    const update = () => setCanScroll({ prev: api.canScrollPrev(), next: api.canScrollNext() });
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  // A visitor who asks for less motion gets the next slides at once (Embla's jump), not a glide.
  const scrollPrev = () => api?.scrollPrev(reduceMotion());
  const scrollNext = () => api?.scrollNext(reduceMotion());
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const scroll = { ArrowLeft: scrollPrev, ArrowRight: scrollNext }[event.key];
    if (!scroll) return;
    event.preventDefault();
    scroll();
  }

  return (
    <>
      {asOf !== undefined && <SnapshotNote takenAt={asOf} className="-mt-4 mb-4" />}
      <section
        aria-roledescription="carousel"
        aria-label={text.carousel}
        tabIndex={0}
        onKeyDownCapture={onKeyDown}
        data-slot="events-carousel"
        className="rounded-xl"
      >
        <div ref={viewportRef} className={carouselClasses.viewport}>
          <div className={carouselClasses.track}>
            {/* The pictures wait for the page's own ask of the feed; none is asked of a calendar. */}
            <PicturesAfterFeed value={asOf !== undefined && feedUrl !== null}>
              {slides.map((event, index) => (
                <div
                  key={event.id}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${index + 1} of ${slides.length}`}
                  className={carouselClasses.slide}
                  {...endsAttributes(event)}
                >
                  <EventCard event={event} />
                </div>
              ))}
            </PicturesAfterFeed>
          </div>
        </div>
        <div className={carouselClasses.controls}>
          {(
            [
              [text.previous, canScroll.prev, scrollPrev, ChevronLeft],
              [text.next, canScroll.next, scrollNext, ChevronRight],
            ] as const
          ).map(([label, can, scroll, Icon]) => (
            // aria-disabled rather than disabled, so focus stays put when an end is reached.
            <button
              key={label}
              type="button"
              aria-label={label}
              aria-disabled={!can}
              onClick={scroll}
              className={carouselClasses.button}
            >
              <Icon aria-hidden="true" className="size-5" />
            </button>
          ))}
        </div>
      </section>
    </>
  );
}

function EventCard({ event }: { event: ChurchEvent }) {
  return (
    <article data-slot="event-card" className={cardClasses.frame}>
      <EventImage event={event} sizes="(min-width: 1024px) 370px, (min-width: 768px) 50vw, 100vw" />
      <div className={cardClasses.body}>
        <h3 className={cardClasses.title}>
          <EventName event={event} />
        </h3>
        <div className={cardClasses.meta}>
          <EventStart event={event} />
          {/* A site of one church's scripts leave the church out (read.server.ts). */}
          {__SEVERAL_CHURCHES__ ? (
            <EventPlaceChurchLine event={event} place={<EventPlaceLine event={event} />} />
          ) : (
            <EventPlaceLine event={event} />
          )}
        </div>
        <EventDetailsLink event={event} className={`${cardClasses.link} self-start`} />
      </div>
    </article>
  );
}

const reduceMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
