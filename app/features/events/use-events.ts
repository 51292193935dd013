import { startTransition, useEffect, useState } from 'react';
import type { ChurchEvent } from '../../feeds/events/type.ts';
import { EventsFeedError, isEventsFeedError } from '../../feeds/events/events-feed-error.ts';
import type { EventsSnapshot } from '../../feeds/snapshots.ts';
import type { EventsIslandProps } from './events-settings.tsx';

export type EventsState =
  | { status: 'loading' }
  /** `asOf`: the events are the build's snapshot, read at that time, not yet the live answer. */
  | { status: 'loaded'; events: ChurchEvent[]; asOf?: number }
  /** The feed failed: `events`, those typed in /admin, are still shown beside the message. */
  | { status: 'failed'; events: ChurchEvent[] };

/** The events typed in /admin of the build's list, kept beside whatever the feed brings. */
const typedOf = (snapshot: EventsSnapshot | null | undefined) =>
  snapshot?.events.filter((event) => event.typed) ?? [];

/** The build's snapshot, then the feed's answer to the page's ask (`live`) or the island's, the
 *  adapter and zod loaded only then, in a transition so hydrating finishes first; with no feed,
 *  the snapshot (none: failed if the build had a calendar to read). */
export function useEvents({
  settings: { feedUrl, readBy },
  snapshot,
  live,
}: EventsIslandProps): EventsState {
  const same = live !== undefined && 'same' in live;
  const [state, setState] = useState<EventsState>(() => {
    const typed = typedOf(snapshot);
    if (snapshot && snapshot.feed !== 'unread') {
      return {
        status: 'loaded',
        events: snapshot.events,
        // Typed in /admin alone, the events are the site's own: no "as of".
        asOf: same || snapshot.feed === 'none' ? undefined : snapshot.takenAt,
      };
    }
    if (feedUrl) return { status: 'loading' };
    // A calendar only the build reads, which it could not: the failed state.
    return readBy === 'build'
      ? { status: 'failed', events: typed }
      : { status: 'loaded', events: typed };
  });

  useEffect(() => {
    if (!feedUrl || same) return;
    let current = true;
    const typed = typedOf(snapshot);
    const update = (next: EventsState) => {
      if (current) startTransition(() => setState(next));
    };
    import('./live-events.ts')
      .then(async (feed) => {
        if (!live) return feed.mergeEvents(await feed.fetchEventsFeed(feedUrl), typed);
        if ('failed' in live) throw new EventsFeedError({ cause: live.cause });
        return feed.mergeEvents(feed.eventsOfAnswers(live.answers), typed);
      })
      .then(
        (events) => update({ status: 'loaded', events }),
        (error: unknown) => {
          console.error(isEventsFeedError(error) ? error : new EventsFeedError({ cause: error }));
          update({ status: 'failed', events: typed });
        },
      );
    return () => {
      current = false;
    };
  }, [feedUrl, live, same, snapshot]);

  return state;
}
