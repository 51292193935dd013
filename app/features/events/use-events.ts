import { startTransition, useEffect, useState } from 'react';
import type { ChurchEvent } from '~/feeds/events/event';
import { EventsFeedError, isEventsFeedError } from '~/feeds/events/events-feed-error';
import type { EventsSnapshot } from '~/feeds/snapshots';

export type EventsState =
  | { status: 'loading' }
  /** `asOf`: the events are the build's snapshot, read at that time, not yet the live answer. */
  | { status: 'loaded'; events: ChurchEvent[]; asOf?: number }
  | { status: 'failed' };

/**
 * The events at `feedUrl`: the build's snapshot at once, then the feed's own answer (or the
 * tab's recent one). The adapter and zod load only then, out of the first-load bundle. The
 * answer is a transition, so React finishes hydrating the prerendered events before it
 * changes them, and a phone stays responsive. Without a feed (null), the snapshot is all.
 */
export function useEvents(feedUrl: string | null, snapshot?: EventsSnapshot | null): EventsState {
  const [state, setState] = useState<EventsState>(() =>
    snapshot
      ? { status: 'loaded', events: snapshot.events, asOf: snapshot.takenAt }
      : { status: feedUrl ? 'loading' : 'loaded', events: [] },
  );

  useEffect(() => {
    if (!feedUrl) return;
    let current = true;
    const update = (next: EventsState) => {
      if (current) startTransition(() => setState(next));
    };
    Promise.all([import('~/feeds/events/reading'), import('./recent-answer')])
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
