import { ArrowRight } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from '../../components/ui/link.tsx';
import { paths } from '../../lib/paths.ts';
import { EventsCarouselSkeleton } from './events-skeleton.tsx';
import { type EventsIslandProps, EventsSettingsProvider } from './events-settings.tsx';
import { EventsEmpty, EventsFailed, FailedThenEvents, lazyOrFailed } from './events-status.tsx';
import { useEvents } from './use-events.ts';

// Embla and the cards load alongside the feed, not in the home page's first load.
const loadCarousel = () => import('./events-carousel.tsx');
const EventsCarousel = lazyOrFailed(() => loadCarousel().then((module) => module.EventsCarousel));

/** The home page's "Upcoming Events": the first events in a carousel. */
export function UpcomingEvents(props: EventsIslandProps) {
  const state = useEvents(props);
  const failed = state.status === 'failed';
  const { settings } = props;
  const { text } = settings;

  useEffect(() => {
    // Fetch the carousel's code while the feed is on its way; a failure shows up on render.
    loadCarousel().catch(() => {});
  }, []);

  return (
    <EventsSettingsProvider value={settings}>
      <section
        data-slot="upcoming-events"
        className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16"
      >
        <div className="mb-8 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
          <h2 className="text-3xl font-semibold tracking-tight sm:text-4xl">{text.heading}</h2>
          <Link
            to={paths.events}
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
          >
            {text.seeAll}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        {state.status === 'loading' ? (
          <EventsCarouselSkeleton />
        ) : state.events.length > 0 ? (
          <FailedThenEvents failed={failed} className="mb-4" fallback={<EventsCarouselSkeleton />}>
            <EventsCarousel events={state.events} asOf={failed ? undefined : state.asOf} />
          </FailedThenEvents>
        ) : (
          <SameSizeAsCarousel>
            {failed ? <EventsFailed panel /> : <EventsEmpty className="h-full justify-center" />}
          </SameSizeAsCarousel>
        )}
      </section>
    </EventsSettingsProvider>
  );
}

/** Keeps the carousel's height for a message, so the page below does not jump up. */
function SameSizeAsCarousel({ children }: { children: ReactNode }) {
  return (
    <div className="grid *:col-start-1 *:row-start-1">
      <EventsCarouselSkeleton className="invisible" />
      <div className="flex">{children}</div>
    </div>
  );
}
