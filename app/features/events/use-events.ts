import { startTransition, useEffect, useState } from 'react';
import type { ChurchEvent } from './event';
import { EventsFeedError, isEventsFeedError } from './events-feed-error';
import { type EventsSnapshot, notEnded } from './snapshot';

export type EventsState =
  | { status: 'loading' }
  /** `asOf`: the events are the build's snapshot, read at that time, not yet the live answer. */
  | { status: 'loaded'; events: ChurchEvent[]; asOf?: number }
  | { status: 'failed' };

const ignore = () => {};

/**
 * The feed's events for a view: the build's snapshot (when it has one) at once, then the
 * feed's own answer, fetched on load as ever. The adapter (and zod) load only when a view
 * asks, so they stay out of the first-load bundle; the adapter reuses a recent answer between
 * views. `whenReady` is the view's own code loading: every change waits for it and is a
 * transition, so React finishes hydrating the prerendered events before it changes them, and
 * never swaps them for the skeleton meanwhile.
 */
export function useEvents(
  snapshot?: EventsSnapshot | null,
  whenReady: () => Promise<unknown> = () => Promise.resolve(),
): EventsState {
  const [state, setState] = useState<EventsState>(() =>
    snapshot
      ? { status: 'loaded', events: snapshot.events, asOf: snapshot.takenAt }
      : { status: 'loading' },
  );

  useEffect(() => {
    let current = true;
    const ready = () => whenReady().then(ignore, ignore);
    const update = (next: (state: EventsState) => EventsState) =>
      ready().then(() => {
        // A transition also lets React render the events in slices: a phone stays responsive.
        if (current) startTransition(() => setState(next));
      });

    // Until the feed answers, an event that has ended by the visitor's clock is not shown
    // (the shared script hid it before the first paint).
    if (snapshot) {
      void update((state) =>
        state.status === 'loaded' && state.asOf !== undefined
          ? { ...state, events: notEnded(state.events, Date.now()) }
          : state,
      );
    }
    import('./churchsuite-feed')
      .then((feed) => feed.loadEvents())
      .then(
        (events) => update(() => ({ status: 'loaded', events })),
        (error: unknown) => {
          console.error(isEventsFeedError(error) ? error : new EventsFeedError({ cause: error }));
          return update(() => ({ status: 'failed' }));
        },
      );
    return () => {
      current = false;
    };
    // The snapshot is the page's, fixed for its life; the effect runs once, on load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return state;
}
