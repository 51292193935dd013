import type { Church } from '../content/schemas/church.ts';
import { churchSuiteFeeds } from '../lib/churchsuite.ts';
import { sampleFeedPath } from './events/sample.ts';
import type { FeedName } from './snapshots.ts';

// The one place each feed's address is worked out: the build's snapshot, the browser's live
// events, and so the pages' policy. An override moves all three (docs/deploying.md).

type ChurchSuite = Church['churchSuite'] | undefined;
/** What church.yml says of the church's feeds: its ChurchSuite, and its calendar's address. */
export type FeedOwner = Pick<Church, 'churchSuite' | 'calendarUrl'>;
export type Env = Record<string, string | undefined>;

/** Each feed's override, first set first ("none": no feed); the older names still work. */
const feedVariables: Record<FeedName, string[]> = {
  events: ['CHURCHSUITE_EVENTS_FEED_URL', 'VITE_EVENTS_FEED_URL'],
  groups: ['CHURCHSUITE_GROUPS_FEED_URL', 'VITE_GROUPS_FEED_URL'],
  bookings: ['CHURCHSUITE_BOOKINGS_FEED_URL', 'VITE_BOOKINGS_FEED_URL'],
};
/** Moves the build's events snapshot alone, for tests that answer the browser themselves. */
const snapshotOnly = 'EVENTS_SNAPSHOT_URL';
/** Overrides church.yml's calendarUrl ("none": no calendar). */
const calendarVariable = 'EVENTS_ICAL_URL';

/** The settings: the host's variables, and on the dev server Vite's .env files too. */
export const settingsNow = (): Env => ({ ...import.meta.env, ...process.env });

function setting(variables: string[], env: Env) {
  for (const variable of variables) {
    const value = env[variable]?.trim();
    if (value) return { variable, value };
  }
  return undefined;
}

type FeedAddress = { url: string | null; why?: string; overridden?: true };

/** Where feed `name` is read (null: nowhere, and why): its override, else the church's feed. */
export function feedAddress(
  name: FeedName,
  churchSuite: ChurchSuite,
  env: Env = settingsNow(),
  variables = feedVariables[name],
): FeedAddress {
  const set = setting(variables, env);
  if (set?.value === 'none') return { url: null, why: `${set.variable}=none`, overridden: true };
  if (set) return { url: set.value, overridden: true };
  const url = churchSuiteFeeds(churchSuite)[name];
  return url ? { url } : { url: null, why: 'church.yml names no ChurchSuite feed of them' };
}

/** An iCalendar address only the build reads (no CORS); `typed`: the /admin events alone. */
export type EventsSource =
  | { kind: 'churchsuite'; url: string }
  | { kind: 'ical'; url: string }
  | { kind: 'typed' }
  | { kind: 'none'; why: string };

/** The events' one feed; `snapshot`: the build's, which EVENTS_SNAPSHOT_URL moves alone. */
export function eventsSource(
  church: FeedOwner,
  { env = settingsNow(), snapshot = false }: { env?: Env; snapshot?: boolean } = {},
): EventsSource {
  const variables = [...(snapshot ? [snapshotOnly] : []), ...feedVariables.events];
  // Worked out once a build: the same church.yml and settings are the same source.
  const key = [...variables, calendarVariable].map((name) => env[name] ?? '').join('\n');
  const known = sources.get(church) ?? sources.set(church, new Map()).get(church)!;
  return known.get(key) ?? known.set(key, sourceOf(church, env, variables)).get(key)!;
}
const sources = new WeakMap<FeedOwner, Map<string, EventsSource>>();
function sourceOf(church: FeedOwner, env: Env, variables: string[]): EventsSource {
  const feed = feedAddress('events', church.churchSuite, env, variables);
  if (feed.url) return { kind: 'churchsuite', url: feed.url };
  // ChurchSuite's calendar set to "none" is no feed, not the calendar's: the typed events alone.
  if (church.churchSuite) return { kind: 'none', why: feed.why! };
  const set = setting([calendarVariable], env);
  if (set?.value === 'none') return { kind: 'none', why: `${calendarVariable}=none` };
  // church.yml's schema made a pasted "webcal://" https.
  const calendar = set?.value ?? church.calendarUrl;
  if (calendar) return { kind: 'ical', url: calendar };
  if (feed.overridden) return { kind: 'none', why: feed.why! };
  return { kind: 'typed' };
}

/** Where the build reads `name` for its snapshot. */
export const snapshotAddress = (name: FeedName, churchSuite: ChurchSuite, env = settingsNow()) =>
  feedAddress(name, churchSuite, env, snapshotVariables(name));

const snapshotVariables = (name: FeedName) => [
  ...(name === 'events' ? [snapshotOnly] : []),
  ...feedVariables[name],
];

/** Where a browser asks for live events: ChurchSuite's feed alone, on the dev server its sample. */
export function browserEventsAddress(
  church: FeedOwner,
  { env = settingsNow(), dev = Boolean(import.meta.env.DEV) }: { env?: Env; dev?: boolean } = {},
): string | null {
  const source = eventsSource(church, { env });
  if (source.kind !== 'churchsuite') return null;
  return dev && !setting(feedVariables.events, env) ? sampleFeedPath : source.url;
}

/** The pages' connect-src for feeds: the live events' origin, unless it is the site's own. */
export function feedOrigins(church: Pick<Church, 'siteUrl'> & FeedOwner, env = settingsNow()) {
  const url = browserEventsAddress(church, { env, dev: false });
  const origin = url && new URL(url, church.siteUrl).origin;
  return origin && origin !== new URL(church.siteUrl).origin ? [origin] : [];
}
