import type { ChurchEvent } from '~/feeds/events/event';

/**
 * The feed's last whole answer, kept for the tab (sessionStorage), so that the next page that
 * shows events (each page is a page load of its own) reuses it rather than asking again.
 */
export function recentAnswer(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  maxAgeMs: number,
  now: () => number = Date.now,
) {
  const keyOf = (url: string) => `events-feed:${url}`;
  return {
    read(url: string): ChurchEvent[] | null {
      try {
        const stored = JSON.parse(storage?.getItem(keyOf(url)) ?? 'null') as {
          at: number;
          events: ChurchEvent[];
        } | null;
        if (!stored || !(now() - stored.at < maxAgeMs) || !Array.isArray(stored.events)) {
          return null;
        }
        return stored.events;
      } catch {
        return null;
      }
    },
    keep(url: string, events: ChurchEvent[]) {
      try {
        storage?.setItem(keyOf(url), JSON.stringify({ at: now(), events }));
      } catch {
        // Full or refused: the next page asks again.
      }
    },
  };
}

/** The tab's storage, or none where the browser refuses it (a sandbox, a strict setting). */
export function sessionStorageOrNone(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
