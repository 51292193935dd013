import { startTransition, useEffect, useState } from 'react';
import type { ChurchEvent } from './event';
import { EventsFeedError, isEventsFeedError } from './events-feed-error';
import type { EventsSnapshot } from './snapshot';

export type EventsState =
  | { status: 'loading' }
  /** `asOf`: the events are the build's snapshot, read at that time, not yet the live answer. */
  | { status: 'loaded'; events: ChurchEvent[]; asOf?: number }
  | { status: 'failed' };

/**
 * The feed's events for a view, from `feedUrl`: the build's snapshot (when it has one) at once, then the
 * feed's own answer, fetched on load as ever. The adapter (and zod) load only when a view
 * asks, so they stay out of the first-load bundle; the adapter reuses a recent answer between
 * views, and the tab keeps it for the next page (recent-answer.ts). The answer is a transition: React finishes hydrating the prerendered events (their
 * code loads lazily) before it changes them, rather than showing the skeleton meanwhile, and
 * renders a long list in slices, so a phone stays responsive. An event that had ended by the
 * visitor's clock when the page loaded stays hidden, before and after (browser/ended-events.ts).
 */
export function useEvents(feedUrl: string, snapshot?: EventsSnapshot | null): EventsState {
  const [state, setState] = useState<EventsState>(() =>
    snapshot
      ? { status: 'loaded', events: snapshot.events, asOf: snapshot.takenAt }
      : { status: 'loading' },
  );

  useEffect(() => {
    let current = true;
    const update = (next: EventsState) => {
      if (current) startTransition(() => setState(next));
    };
    Promise.all([import('./churchsuite-feed'), import('./recent-answer')])
      .then(([feed, { recentAnswer, sessionStorageOrNone }]) => {
        const answers = recentAnswer(sessionStorageOrNone(), feed.reuseAnswerForMs);
        const kept = answers.read(feedUrl);
        if (kept) return kept;
        return feed.fetchCalendarFeed(feedUrl).then((events) => {
          answers.keep(feedUrl, events);
          return events;
        });
      })
      .then(
        (events) => update({ status: 'loaded', events }),
        (error: unknown) => {
          console.error(isEventsFeedError(error) ? error : new EventsFeedError({ cause: error }));
          update({ status: 'failed' });
        },
      );
    return () => {
      current = false;
    };
  }, [feedUrl]);

  return state;
}
