import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ChurchEvent } from './event';
import { type EventsSnapshot, snapshotFileName } from './snapshot';
import {
  buildDirectory,
  lendDomParser,
  type ReadingOptions,
  reasonOf as reasonsOf,
} from '~/lib/feed-reading.server';

// The build reads the church's feed once, for / and /events and /events/calendar.ics alike.
// ChurchSuite being down, slow or strange never stops a build: the pages then load their
// events in the browser only, as they did before there was a snapshot.

/** Long enough for a slow morning, short enough that a hanging feed costs a build little. */
export const snapshotTimeoutMs = 8_000;

/** Why a snapshot failed, in words: the error and each of its causes. */
export const reasonOf = (error: unknown) => reasonsOf(error, ['Failed to fetch events']);

/** A plain copy, as the HTML carries it (the description is worked out on first read). */
const plain = (event: ChurchEvent): ChurchEvent => ({ ...event, description: event.description });

/** Reads the feed at `url` into a snapshot, or says in one line why there is none. */
export async function takeSnapshot(
  url: string,
  {
    timeoutMs = snapshotTimeoutMs,
    fetchImpl = fetch,
    now = Date.now,
    log = (line: string) => console.warn(line),
  }: ReadingOptions = {},
): Promise<EventsSnapshot | null> {
  try {
    // Imported when used, as the pages do: one chunk for the adapter in either build.
    const { fetchCalendarFeed } = await import('./churchsuite-feed');
    const events = await fetchCalendarFeed(url, { timeoutMs, fetchImpl });
    await lendDomParser();
    return { events: events.map(plain), takenAt: now() };
  } catch (error) {
    log(
      `Events: no snapshot of ${url} (${reasonOf(error)}); / and /events will load their events in the browser only.`,
    );
    return null;
  }
}

/**
 * Where the build reads the feed: EVENTS_SNAPSHOT_URL when set (tests point it at a local
 * copy; "none" builds without a snapshot), else `feedUrl`, the address the pages read.
 */
export function snapshotSource(
  feedUrl: string,
  setting = process.env.EVENTS_SNAPSHOT_URL,
): string | null {
  const value = setting?.trim();
  if (value === 'none') return null;
  return value || feedUrl;
}

async function takeBuildSnapshot(feedUrl: string): Promise<EventsSnapshot | null> {
  const source = snapshotSource(feedUrl);
  if (!source) console.warn('Events: no snapshot (EVENTS_SNAPSHOT_URL=none).');
  const snapshot = source ? await takeSnapshot(source) : null;
  const file = join(buildDirectory(), snapshotFileName);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(snapshot));
  return snapshot;
}

let taken: Promise<EventsSnapshot | null> | undefined;

/**
 * The build's one snapshot of the pages' feed (feed-url.ts, `eventsFeedUrl`), read on first
 * use; none on the dev server. Every page asks with the same address.
 */
export function eventsSnapshot(feedUrl: string): Promise<EventsSnapshot | null> {
  if (import.meta.env.DEV) return Promise.resolve(null);
  taken ??= takeBuildSnapshot(feedUrl);
  return taken;
}
