import { fetchFeedPages, isRecord, maxFeedPages, pageCount } from '../shared.ts';

// The events feed's answer as the page asks for it, before anything reads its events: small
// and free of the adapter (zod), so a page can tell whether the answer is the one its build
// read without loading the code that shows events (browser/live-check.ts).

/** What the page's own ask of the feed found, handed to an events island as it hydrates. */
export type LiveAnswer =
  /** The feed said what the build read: the page's HTML is already its answer. */
  | { same: true }
  /** The feed's answers, every page of them, for the adapter to read. */
  | { answers: unknown[] }
  /** The feed failed, or could not be asked (`cause`: why). */
  | { failed: true; cause?: unknown };

/** Every page of the calendar feed at `url`, as JSON, or the reason it could not be had. */
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
 * A fingerprint of the feed's answers: the SHA-256 of their JSON, the same in the build and in
 * a browser (JSON.parse keeps the feed's order). Null where the browser offers no digest (a
 * page not served over https): the answer is then taken as changed.
 */
export async function answerDigest(answers: readonly unknown[]): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(answers)));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** How long a visitor moving between pages may be shown an earlier answer. */
export const reuseAnswerForMs = 5 * 60_000;

/**
 * The feed's last whole answer, kept for the tab (sessionStorage), so that the next page that
 * shows events (each page is a page load of its own) reuses it rather than asking again. It
 * belongs to the build that asked (`build`: when that build read the feed): a page of a newer
 * build asks afresh, as its HTML may be newer than the answer kept.
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
        const stored = JSON.parse(storage?.getItem(keyOf(url)) ?? 'null') as {
          at: number;
          build: number;
          answers: unknown[];
        } | null;
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

/** The tab's storage, or none where the browser refuses it (a sandbox, a strict setting). */
export function sessionStorageOrNone(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * What an events island's container tells the islands' script (components/island.tsx): the
 * feed to ask, what the build read of it, and what follows when the answer is the same:
 * nothing (`stay`: the list needs no script), or React at the visitor's first touch of it
 * (`interaction`: the carousel's buttons and keys).
 */
export type FeedCheck = {
  url: string;
  /** When the build read the feed: an answer kept for the tab by another build is not used. */
  build: number;
  digest: string | null;
  whenSame: 'stay' | 'interaction';
};

/** The check for an events island's props; none without a feed to ask. */
export const feedCheckOf = (
  {
    settings,
    snapshot,
  }: {
    settings: { feedUrl: string | null };
    snapshot?: { takenAt: number; digest?: string | null } | null;
  },
  whenSame: FeedCheck['whenSame'],
): FeedCheck | undefined =>
  settings.feedUrl === null
    ? undefined
    : {
        url: settings.feedUrl,
        build: snapshot?.takenAt ?? 0,
        digest: snapshot?.digest ?? null,
        whenSame,
      };
