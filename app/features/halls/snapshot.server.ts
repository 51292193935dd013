import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { HallRoom } from '../../content/schemas/halls.ts';
import type { Church } from '../../content/schemas/church.ts';
import { buildDirectory, type ReadingOptions, reasonOf } from '../../lib/feed-reading.server.ts';
import type { BookingsFeed } from './booking.ts';
import { hallsPaths } from '../../lib/paths.ts';
import { bookingsFeedUrl } from './feed-url.ts';
import { shownRooms } from './rooms.ts';
import { sampleBookingsAnswers } from './sample-bookings.ts';

// The build reads the church's bookings feed once, before the pages render; /halls and each
// room's page are plain pages decided then, and the daily rebuild keeps them current.
// ChurchSuite being down, slow or strange never stops a build: the pages then say the times
// could not be read, and still show the rooms and how to ask.

/** The feed as the build read it, and when. */
export type BookingsSnapshot = { feed: BookingsFeed; takenAt: number };

/** Long enough for a slow morning, short enough that a hanging feed costs a build little. */
export const bookingsSnapshotTimeoutMs = 8_000;

/** Where the reading waits for the pages, beside the client folder and so never deployed. */
export const bookingsSnapshotFileName = 'bookings-snapshot.json';

/** Reads the feed at `url`, or says in one line why there is no reading. */
export async function takeBookingsSnapshot(
  url: string,
  {
    timeoutMs = bookingsSnapshotTimeoutMs,
    fetchImpl = fetch,
    now = Date.now,
    log = (line: string) => console.warn(line),
  }: ReadingOptions = {},
): Promise<BookingsSnapshot | null> {
  try {
    const { fetchBookingsFeed } = await import('./churchsuite-bookings-feed.ts');
    const takenAt = now();
    return { feed: await fetchBookingsFeed(url, { timeoutMs, fetchImpl }), takenAt };
  } catch (error) {
    log(
      `Bookings: could not read ${url} (${reasonOf(error)}); /halls will show the rooms without their bookings.`,
    );
    return null;
  }
}

/**
 * The moment the build counts as now: BOOKINGS_READ_AT (an ISO instant) lets the browser tests
 * build on a fixed day against fixture feeds of fixed dates; otherwise the clock.
 */
export function readingTime(value = process.env.BOOKINGS_READ_AT): () => number {
  const fixed = value ? Date.parse(value) : NaN;
  return Number.isFinite(fixed) ? () => fixed : Date.now;
}

type ChurchSuiteSettings = Church['churchSuite'];

/** The sample feed (sample-bookings.ts), as `npm start` shows it. */
export async function sampleBookingsSnapshot(now = Date.now()): Promise<BookingsSnapshot> {
  const { parseBookingsFeed } = await import('./churchsuite-bookings-feed.ts');
  return { feed: parseBookingsFeed(await sampleBookingsAnswers(process.cwd(), now)), takenAt: now };
}

/**
 * The dev server's bookings: the feed VITE_BOOKINGS_FEED_URL names, else the sample. Read
 * afresh at most once a minute.
 */
let devReading: { at: number; snapshot: Promise<BookingsSnapshot | null> } | undefined;
function devSnapshot(settings: ChurchSuiteSettings, override: string | undefined) {
  if (devReading && Date.now() - devReading.at < 60_000) return devReading.snapshot;
  const url = override?.trim() ? bookingsFeedUrl(settings, override) : undefined;
  const snapshot =
    url === undefined ? sampleBookingsSnapshot() : url ? takeBookingsSnapshot(url) : null;
  devReading = { at: Date.now(), snapshot: Promise.resolve(snapshot) };
  return devReading.snapshot;
}

const snapshotFile = () => join(buildDirectory(), bookingsSnapshotFileName);

let taken: Promise<BookingsSnapshot | null> | undefined;

/**
 * The build's one reading of the feed, made while the pages to prerender are listed and left
 * in a file for the pages. `dev`: the dev server's instead.
 */
export function bookingsBuildSnapshot(
  settings: ChurchSuiteSettings,
  {
    dev = process.env.NODE_ENV !== 'production',
    override = process.env.VITE_BOOKINGS_FEED_URL,
    now = readingTime(),
  }: { dev?: boolean; override?: string; now?: () => number } = {},
): Promise<BookingsSnapshot | null> {
  if (dev) return devSnapshot(settings, override);
  taken ??= (async () => {
    const url = bookingsFeedUrl(settings, override);
    if (!url) {
      console.warn(
        override?.trim() === 'none'
          ? 'Bookings: not read (VITE_BOOKINGS_FEED_URL=none).'
          : 'Bookings: not read (church.yml names no ChurchSuite bookings feed).',
      );
    }
    const snapshot = url ? await takeBookingsSnapshot(url, { now }) : null;
    await mkdir(dirname(snapshotFile()), { recursive: true });
    await writeFile(snapshotFile(), JSON.stringify(snapshot));
    return snapshot;
  })();
  return taken;
}

let left: Promise<BookingsSnapshot | null> | undefined;

/** The bookings for a page's loader: the build's reading (its file), or the dev server's. */
export function bookingsSnapshot(settings: ChurchSuiteSettings): Promise<BookingsSnapshot | null> {
  if (import.meta.env.DEV) return devSnapshot(settings, import.meta.env.VITE_BOOKINGS_FEED_URL);
  left ??= readFile(snapshotFile(), 'utf8').then(
    (text) => JSON.parse(text) as BookingsSnapshot | null,
    () => null,
  );
  return left;
}

/**
 * Every page the halls make, for react-router.config.ts to prerender: /halls, and a page for
 * each room it shows (rooms.ts), the feed's own rooms among them.
 */
export async function hallsPagePaths(
  settings: ChurchSuiteSettings,
  { slug, rooms }: { slug: string; rooms: readonly HallRoom[] },
): Promise<string[]> {
  const snapshot = await bookingsBuildSnapshot(settings);
  return [
    hallsPaths.page(slug),
    ...shownRooms(rooms, snapshot).map((room) => hallsPaths.room(slug, room.slug)),
  ];
}
