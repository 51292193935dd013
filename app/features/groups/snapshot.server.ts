import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Church } from '../../content/schemas/church.ts';
import {
  buildDirectory,
  lendDomParser,
  type ReadingOptions,
  reasonOf,
} from '../../lib/feed-reading.server.ts';
import { sampleFeedShape } from '../events/sample-feed.ts';
import { paths } from '../../lib/paths.ts';
import { type GroupsFeed, londonDate } from './group.ts';
import { choicePages, choicePath } from './group-choices.ts';
import { groupsFeedUrl } from './feed-url.ts';
import { sampleGroupsAnswers } from './sample-groups.ts';

// The build reads the church's groups feed once. /groups and its choices are plain pages:
// everything on them is decided then, from that reading; the daily rebuild keeps them current.
// ChurchSuite being down, slow or strange never stops a build: /groups then sends visitors to
// ChurchSuite's own list of the groups.
//
// The read happens where the build first needs it, listing the pages to prerender
// (react-router.config.ts, `groupsBuildSnapshot`), which leaves it in a file beside the client
// folder for the pages' loaders (`groupsSnapshot`), run later in the same build.

/** The feed as the build read it, and when. */
export type GroupsSnapshot = { feed: GroupsFeed; takenAt: number };

/** Long enough for a slow morning, short enough that a hanging feed costs a build little. */
export const groupsSnapshotTimeoutMs = 8_000;

/** Where the reading waits for the pages, beside the client folder and so never deployed. */
export const groupsSnapshotFileName = 'groups-snapshot.json';

/** Reads the feed at `url`, or says in one line why there is no reading. */
export async function takeGroupsSnapshot(
  url: string,
  {
    timeoutMs = groupsSnapshotTimeoutMs,
    fetchImpl = fetch,
    now = Date.now,
    log = (line: string) => console.warn(line),
  }: ReadingOptions = {},
): Promise<GroupsSnapshot | null> {
  try {
    const { fetchGroupsFeed } = await import('./churchsuite-groups-feed.ts');
    await lendDomParser();
    const takenAt = now();
    const feed = await fetchGroupsFeed(url, { timeoutMs, fetchImpl, today: londonDate(takenAt) });
    return { feed, takenAt };
  } catch (error) {
    log(
      `Groups: could not read ${url} (${reasonOf(error)}); /groups will send visitors to ChurchSuite's own list.`,
    );
    return null;
  }
}

/** The sample feed, read from the project (sample-groups.ts), as `npm start` shows it. */
export async function sampleGroupsSnapshot(
  shape = sampleFeedShape(process.env.SAMPLE_FEED),
  now = Date.now(),
): Promise<GroupsSnapshot> {
  const { parseGroupsFeed } = await import('./churchsuite-groups-feed.ts');
  await lendDomParser();
  return { feed: parseGroupsFeed(await sampleGroupsAnswers(shape), londonDate(now)), takenAt: now };
}

type ChurchSuiteSettings = Church['churchSuite'];

/**
 * The dev server's groups: the feed VITE_GROUPS_FEED_URL names, else the sample. Read afresh
 * at most once a minute, so an edit to the sample shows on the next minute's load.
 */
let devReading: { at: number; snapshot: Promise<GroupsSnapshot | null> } | undefined;
function devSnapshot(settings: ChurchSuiteSettings, override: string | undefined) {
  if (devReading && Date.now() - devReading.at < 60_000) return devReading.snapshot;
  const url = override?.trim() ? groupsFeedUrl(settings, override) : undefined;
  const snapshot =
    url === undefined ? sampleGroupsSnapshot() : url ? takeGroupsSnapshot(url) : null;
  devReading = { at: Date.now(), snapshot: Promise.resolve(snapshot) };
  return devReading.snapshot;
}

const snapshotFile = () => join(buildDirectory(), groupsSnapshotFileName);

let taken: Promise<GroupsSnapshot | null> | undefined;

/**
 * The build's one reading of the feed, for the list of pages to prerender; left in a file for
 * the pages. `dev`: the dev server's instead (the sample unless VITE_GROUPS_FEED_URL is set).
 */
export function groupsBuildSnapshot(
  settings: ChurchSuiteSettings,
  {
    dev = process.env.NODE_ENV !== 'production',
    override = process.env.VITE_GROUPS_FEED_URL,
  }: { dev?: boolean; override?: string } = {},
): Promise<GroupsSnapshot | null> {
  if (dev) return devSnapshot(settings, override);
  taken ??= (async () => {
    const url = groupsFeedUrl(settings, override);
    if (!url) console.warn('Groups: not read (VITE_GROUPS_FEED_URL=none).');
    const snapshot = url ? await takeGroupsSnapshot(url) : null;
    await mkdir(dirname(snapshotFile()), { recursive: true });
    await writeFile(snapshotFile(), JSON.stringify(snapshot));
    return snapshot;
  })();
  return taken;
}

let left: Promise<GroupsSnapshot | null> | undefined;

/** The groups for a page's loader: the build's reading (its file), or the dev server's. */
export function groupsSnapshot(settings: ChurchSuiteSettings): Promise<GroupsSnapshot | null> {
  if (import.meta.env.DEV) {
    return devSnapshot(settings, import.meta.env.VITE_GROUPS_FEED_URL);
  }
  left ??= readFile(snapshotFile(), 'utf8').then(
    (text) => JSON.parse(text) as GroupsSnapshot | null,
    () => null,
  );
  return left;
}

/**
 * Every page the groups make, for react-router.config.ts to prerender: /groups, and a page for
 * each choice of day, label and site that shows a group (group-choices.ts).
 */
export async function groupsPagePaths(settings: ChurchSuiteSettings): Promise<string[]> {
  const snapshot = await groupsBuildSnapshot(settings);
  return [paths.groups, ...(snapshot ? choicePages(snapshot.feed).map(choicePath) : [])];
}
