import { cn } from '../../lib/cn.ts';
import { type EventsIslandProps, EventsSettingsProvider } from './events-settings.tsx';
import {
  EventsEmpty,
  EventsFailed,
  EventsLoadingLabel,
  FailedThenEvents,
  lazyOrFailed,
} from './events-status.tsx';
import { useEvents } from './use-events.ts';

// Not in the first load: React keeps the prerendered list meanwhile, updating in a transition.
const LoadedEventList = lazyOrFailed(() =>
  import('./event-list-loaded.tsx').then((module) => module.LoadedEventList),
);

/** The /events list and its states; never shorter than the screen, so nothing moves as it loads. */
export function EventList(props: EventsIslandProps) {
  return (
    <EventsSettingsProvider value={props.settings}>
      <div data-slot="event-list-area" className="min-h-svh">
        <EventListState {...props} />
      </div>
    </EventsSettingsProvider>
  );
}

function EventListState(props: EventsIslandProps) {
  const state = useEvents(props);

  if (state.status === 'loading') return <EventListSkeleton />;
  const failed = state.status === 'failed';
  if (state.events.length === 0) return failed ? <EventsFailed /> : <EventsEmpty />;
  return (
    <FailedThenEvents failed={failed} className="mb-8" fallback={<EventListSkeleton />}>
      <LoadedEventList events={state.events} asOf={failed ? undefined : state.asOf} />
    </FailedThenEvents>
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
