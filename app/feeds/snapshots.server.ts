import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { TypedEvent } from '../content/schemas/typed-events.ts';
import {
  type Env,
  eventsSource,
  type FeedOwner,
  settingsNow,
  snapshotAddress,
} from './addresses.server.ts';
import type { ChurchEvent } from './events/type.ts';
import { sampleFeedShape } from './events/sample.ts';
import { londonDate } from './shared.ts';
import { sampleGroupsAnswers } from './groups/sample.server.ts';
import { sampleBookingsAnswers } from './bookings/sample.server.ts';
import { eventsWithTyped } from './typed-events.ts';
import { type ChurchPlace, withChurches } from '../lib/church-paths.ts';
import { buildDirectory, lendDomParser, type ReadingOptions, reasonOf } from './reading.server.ts';
import type {
  BookingsSnapshot,
  EventsSnapshot,
  FeedName,
  GroupsSnapshot,
  Snapshots,
} from './snapshots.ts';

// The feeds the build reads once (docs/architecture/feeds.md, "Read once"), and their files for
// the pages. A feed down, slow or strange never stops a build: no snapshot, and one line why.

/** Each feed's reading, and the events' from a calendar's address. */
export type ReadingName = FeedName | 'calendar';
type Reading<N extends ReadingName> = N extends FeedName
  ? NonNullable<Snapshots[N]>
  : EventsSnapshot;

/**
 * Long enough for a slow morning, short enough that a hanging feed costs a build little. The
 * tests' feeds answer from the same machine, which a busy run can keep waiting longer than any
 * feed: their builds set FEEDS_TIMEOUT_MS (scripts/build-set.mjs).
 */
const snapshotTimeoutMs = Number(process.env.FEEDS_TIMEOUT_MS) || 8_000;

/** The description, a getter, made a plain value for the HTML. */
const plain = (event: ChurchEvent): ChurchEvent => ({ ...event, description: event.description });

const feeds: {
  [N in ReadingName]: {
    label: string;
    /** What the pages do without it. */
    without: string;
    read: (url: string, options: Required<ReadingOptions>) => Promise<Reading<N>>;
    /** The dev server's reading when no variable names a feed. */
    sample?: (now: number) => Promise<Reading<N>>;
  };
} = {
  events: {
    label: 'Events',
    without: '/ and /events will load their events in the browser only',
    async read(url, { timeoutMs, fetchImpl, now }) {
      // Imported when used, as the pages do: one chunk for the adapter in either build.
      const { eventsOfAnswers } = await import('./events/reading.ts');
      const { answerDigest, readCalendarAnswers } = await import('./events/live-answer.ts');
      const answers = await readCalendarAnswers(url, { timeoutMs, fetchImpl });
      const events = eventsOfAnswers(answers);
      await lendDomParser();
      // The page compares its own answer with this one (browser/live-check.ts).
      return { events: events.map(plain), takenAt: now(), digest: await answerDigest(answers) };
    },
    // No sample: the browser reads it from the dev server itself (sample-feeds-plugin.ts).
  },
  groups: {
    label: 'Groups',
    without: "/groups will send visitors to ChurchSuite's own list",
    async read(url, { timeoutMs, fetchImpl, now }) {
      const { fetchGroupsFeed } = await import('./groups/reading.ts');
      await lendDomParser();
      const takenAt = now();
      const feed = await fetchGroupsFeed(url, { timeoutMs, fetchImpl, today: londonDate(takenAt) });
      return { feed, takenAt };
    },
    sample: (now) => sampleGroupsSnapshot(sampleFeedShape(process.env.SAMPLE_FEED), now),
  },
  bookings: {
    label: 'Bookings',
    without: '/halls will show the rooms without their bookings',
    async read(url, { timeoutMs, fetchImpl, now }) {
      const { fetchBookingsFeed } = await import('./bookings/reading.ts');
      const takenAt = now();
      return { feed: await fetchBookingsFeed(url, { timeoutMs, fetchImpl }), takenAt };
    },
    sample: (now) => sampleBookingsSnapshot(now),
  },
  // Read by the build alone, as the browser may not ask its host (no CORS).
  calendar: {
    label: 'Calendar',
    without: '/ and /events will say the events could not be loaded',
    async read(url, { timeoutMs, fetchImpl, now, log }) {
      const { fetchIcalFeed } = await import('./ical/reading.ts');
      const takenAt = now();
      const events = await fetchIcalFeed(url, { timeoutMs, fetchImpl, now: takenAt, log });
      await lendDomParser();
      return { events: events.map(plain), takenAt };
    },
  },
};
const feedNames: FeedName[] = ['events', 'groups', 'bookings'];

/** Reads feed `name` at `url`, or says in one line why there is no reading. */
export async function takeSnapshot<N extends ReadingName>(
  name: N,
  url: string,
  {
    timeoutMs = snapshotTimeoutMs,
    fetchImpl = fetch,
    now = Date.now,
    log = (line: string) => console.warn(line),
  }: ReadingOptions = {},
): Promise<Reading<N> | null> {
  const feed = feeds[name];
  try {
    return await feed.read(url, { timeoutMs, fetchImpl, now, log });
  } catch (error) {
    const reason = reasonOf(error, ['Failed to fetch events']);
    log(`${feed.label}: could not read ${url} (${reason}); ${feed.without}.`);
    return null;
  }
}

/** A reading's now: BOOKINGS_READ_AT or EVENTS_READ_AT (ISO) for fixed-day tests, else now. */
export function readingTime(value: string | undefined): () => number {
  const fixed = value ? Date.parse(value) : NaN;
  return Number.isFinite(fixed) ? () => fixed : Date.now;
}

export async function sampleGroupsSnapshot(
  shape = sampleFeedShape(process.env.SAMPLE_FEED),
  now = Date.now(),
): Promise<GroupsSnapshot> {
  const { parseGroupsFeed } = await import('./groups/reading.ts');
  await lendDomParser();
  return { feed: parseGroupsFeed(await sampleGroupsAnswers(shape), londonDate(now)), takenAt: now };
}

/** The sample bookings feed, moved to the coming weeks. */
export async function sampleBookingsSnapshot(now = Date.now()): Promise<BookingsSnapshot> {
  const { parseBookingsFeed } = await import('./bookings/reading.ts');
  return { feed: parseBookingsFeed(await sampleBookingsAnswers(process.cwd(), now)), takenAt: now };
}

/** Where a feed's snapshot waits for the pages, beside the client folder. */
export const snapshotFile = (name: FeedName, build = buildDirectory()) =>
  join(build, 'feeds', `${name}.json`);

type Typed = TypedEvent[];
/** What the content adds to the events feed: its typed events, and its churches' places. */
type FromContent = { typed: Typed; places: ChurchPlace[] };

type BuildSource = { reading: ReadingName; url: string; now: () => number } | { why: string };

/** What the build reads for `name`, and when it reads it: feeds' own time, or a fixed one. */
function buildSource(name: FeedName, church: FeedOwner, env: Env): BuildSource {
  if (name !== 'events') {
    const { url, why } = snapshotAddress(name, church.churchSuite, env);
    const now = name === 'bookings' ? readingTime(env.BOOKINGS_READ_AT) : Date.now;
    return url ? { reading: name, url, now } : { why: why ?? 'no address' };
  }
  const source = eventsSource(church, { env, snapshot: true });
  const now = readingTime(env.EVENTS_READ_AT);
  if (source.kind === 'none') return { why: source.why };
  if (source.kind === 'typed') return { why: 'the church keeps no calendar feed' };
  return { reading: source.kind === 'ical' ? 'calendar' : name, url: source.url, now };
}

/** The events list: the feed's `reading` with the typed events as the content is now, each at its church. */
function eventsList(reading: Snapshots['events'], church: FeedOwner, env: Env, own: FromContent) {
  const now = readingTime(env.EVENTS_READ_AT)();
  const hadFeed = ['churchsuite', 'ical'].includes(eventsSource(church, { env }).kind);
  const list = eventsWithTyped(reading, own.typed, { now, hadFeed });
  return list && { ...list, events: withChurches(list.events, own.places) };
}

async function buildReading<N extends FeedName>(
  name: N,
  church: FeedOwner,
  env: Env,
  own: FromContent,
): Promise<Snapshots[N]> {
  const source = buildSource(name, church, env);
  if (!('url' in source)) console.warn(`${feeds[name].label}: not read (${source.why}).`);
  const reading =
    'url' in source ? await takeSnapshot(source.reading, source.url, { now: source.now }) : null;
  if (name !== 'events') return reading as Snapshots[N];
  const snapshot = eventsList(reading as Snapshots['events'], church, env, own);
  if (own.typed.length > 0) {
    const upcoming = snapshot?.events.filter((event) => event.typed).length ?? 0;
    console.warn(`Events: ${upcoming || 'none'} typed in /admin, still to come.`);
  }
  return snapshot as Snapshots[N];
}

/** The dev server's reading of `name` (its variable's feed, else the sample), once a minute. */
const devReadings = new Map<FeedName, { at: number; snapshot: Promise<unknown> }>();
function devReading<N extends FeedName>(name: N, church: FeedOwner, env: Env, own: FromContent) {
  const kept = devReadings.get(name);
  const feedReading =
    kept && Date.now() - kept.at < 60_000 ? kept.snapshot : devFeedReading(name, church, env);
  if (feedReading !== kept?.snapshot)
    devReadings.set(name, { at: Date.now(), snapshot: feedReading });
  if (name !== 'events') return feedReading as Promise<Snapshots[N]>;
  // The typed events as the content is now, not a minute ago.
  return feedReading.then(
    (reading) => eventsList(reading as Snapshots['events'], church, env, own) as Snapshots[N],
  );
}

/**
 * The dev server's feed: a calendar, or another feed's override, as the build reads it, else the
 * sample. ChurchSuite's events are never read here: the browser asks the dev server for them.
 */
async function devFeedReading(name: FeedName, church: FeedOwner, env: Env): Promise<unknown> {
  const source = buildSource(name, church, env);
  if (!('url' in source)) return null;
  const { overridden } = snapshotAddress(name, church.churchSuite, env);
  if (source.reading === 'calendar' || (name !== 'events' && overridden)) {
    return takeSnapshot(source.reading, source.url, { now: source.now });
  }
  return feeds[name].sample?.(Date.now()) ?? null;
}

const taken = new Map<string, Promise<Snapshots>>();

/** The build's one reading of every feed (one a build folder); the dev server's when `dev`. */
export function readFeeds(
  church: FeedOwner,
  {
    dev = process.env.NODE_ENV !== 'production',
    env = settingsNow(),
    typed = [],
    places = [],
  }: { dev?: boolean; env?: Env; typed?: Typed; places?: ChurchPlace[] } = {},
): Promise<Snapshots> {
  const readAll = async (read: (name: FeedName) => Promise<unknown>) => {
    const readings = await Promise.all(feedNames.map(read));
    return Object.fromEntries(feedNames.map((name, i) => [name, readings[i]])) as Snapshots;
  };
  if (dev) return readAll((name) => devReading(name, church, env, { typed, places }));
  const build = buildDirectory();
  if (!taken.has(build)) {
    const reading = readAll(async (name) => {
      const snapshot = await buildReading(name, church, env, { typed, places });
      const file = snapshotFile(name, build);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify(snapshot));
      return snapshot;
    });
    taken.set(build, reading);
  }
  return taken.get(build)!;
}

const left = new Map<FeedName, Promise<unknown>>();

/**
 * A feed's snapshot for the pages' loaders: the build's file, or the dev server's reading. The
 * typed events and places are for the dev server's: a build's file has them already (readFeeds).
 */
export function feedSnapshot<N extends FeedName>(
  name: N,
  church: FeedOwner,
  typed: Typed = [],
  places: ChurchPlace[] = [],
): Promise<Snapshots[N]> {
  if (import.meta.env.DEV) return devReading(name, church, settingsNow(), { typed, places });
  if (!left.has(name)) left.set(name, readSnapshotFile(name));
  return left.get(name) as Promise<Snapshots[N]>;
}

export const readSnapshotFile = <N extends FeedName>(name: N, build?: string) =>
  readFile(snapshotFile(name, build), 'utf8').then(
    (text) => JSON.parse(text) as Snapshots[N],
    () => null,
  );
