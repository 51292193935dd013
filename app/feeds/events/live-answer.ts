import { fetchFeedPages, isRecord, maxFeedPages, pageCount } from '../shared.ts';
import type { EventsSnapshot } from '../snapshots.ts';

// The events feed's answer before anything reads it: free of the adapter (zod), so a page can
// tell whether it is the one its build read without loading the events' code (live-check.ts).

/** What the page's ask found, for an events island: the build's answer, a new one, or none. */
export type LiveAnswer =
  { same: true } | { answers: unknown[] } | { failed: true; cause?: unknown };

export function readCalendarAnswers(
  url: string,
  { timeoutMs = 10_000, fetchImpl = fetch }: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<unknown[]> {
  return fetchFeedPages(url, {
    timeoutMs,
    fetchImpl,
    // The current feed says how many pages it has; the legacy feed (a list) is one.
    pagesOf: (first) =>
      isRecord(first) && isRecord(first.pagination) ? pageCount(first.pagination) : 1,
    tooManyPages: (pages) =>
      console.warn(`The events feed has ${pages} pages; showing the first ${maxFeedPages}`),
  });
}

/**
 * The answers' SHA-256, as in the build (JSON.parse keeps the order); null without https, where
 * the answer is then taken as changed.
 */
export async function answerDigest(answers: readonly unknown[]): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(answers)));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** How long a visitor moving between pages may be shown an earlier answer. */
export const reuseAnswerForMs = 5 * 60_000;

type Kept = { at: number; build: number; answers: unknown[] };

/**
 * The feed's last answer, kept for the tab, for the next page of the same `build` (when it read the
 * feed) to reuse: a newer build's HTML may be newer than the answer.
 */
export function recentAnswer(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  build: number,
  { maxAgeMs = reuseAnswerForMs, now = Date.now }: { maxAgeMs?: number; now?: () => number } = {},
) {
  const keyOf = (url: string) => `events-feed:${url}`;
  return {
    read(url: string): unknown[] | null {
      try {
        const stored = JSON.parse(storage?.getItem(keyOf(url)) ?? 'null') as Kept | null;
        if (!stored || stored.build !== build || !(now() - stored.at < maxAgeMs)) return null;
        return Array.isArray(stored.answers) ? stored.answers : null;
      } catch {
        return null;
      }
    },
    keep(url: string, answers: unknown[]) {
      try {
        storage?.setItem(keyOf(url), JSON.stringify({ at: now(), build, answers }));
      } catch {
        // Full or refused: the next page asks again.
      }
    },
  };
}

export function sessionStorageOrNone(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** An events island's check (island.tsx); the same answer needs no script, or React at a touch. */
export type FeedCheck = {
  url: string;
  build: number;
  digest: string | null;
  whenSame: 'stay' | 'interaction';
};

export function feedCheckOf(
  events: { settings: { feedUrl: string | null }; snapshot?: EventsSnapshot | null },
  whenSame: FeedCheck['whenSame'],
): FeedCheck | undefined {
  const { settings, snapshot } = events;
  if (settings.feedUrl === null) return undefined;
  return {
    url: settings.feedUrl,
    build: snapshot?.takenAt ?? 0,
    digest: snapshot?.digest ?? null,
    whenSame,
  };
}
