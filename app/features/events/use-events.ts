import { startTransition, useEffect, useState } from 'react';
import type { ChurchEvent } from './event';
import { EventsFeedError, isEventsFeedError } from './events-feed-error';

export type EventsState =
  { status: 'loading' } | { status: 'loaded'; events: ChurchEvent[] } | { status: 'failed' };

/**
 * The feed's events for a view. The adapter (and zod) load only when a view asks, so they
 * stay out of the first-load bundle; the adapter reuses a recent answer between views.
 */
export function useEvents(): EventsState {
  const [state, setState] = useState<EventsState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    import('./churchsuite-feed')
      .then((feed) => feed.loadEvents())
      .then(
        (events) => {
          // A transition lets React render the events in slices, so a phone stays responsive.
          if (current) startTransition(() => setState({ status: 'loaded', events }));
        },
        (error: unknown) => {
          if (!current) return;
          console.error(isEventsFeedError(error) ? error : new EventsFeedError({ cause: error }));
          setState({ status: 'failed' });
        },
      );
    return () => {
      current = false;
    };
  }, []);

  return state;
}
