// `node scripts/build-set.mjs <set>`: builds one of the browser tests' content sets
// (e2e-content-sets.mjs) from the feed files it names, served here, never the network's.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname } from 'node:path';
import { runMain, spawned } from './cli.mjs';
import { seedImageCache } from '../app/lib/image-cache.server.js';
import { asStartFormChurch } from './content-without-churchsuite.mjs';
import { contentSets } from './e2e-content-sets.mjs';

/**
 * The file answering a feed's `page`: `name-page-2.json` beside `file`, if there is one.
 * @param {string} file @param {number} page
 */
export function pageFile(file, page) {
  const later = file.replace(/\.json$/, `-page-${page}.json`);
  return page > 1 && existsSync(later) ? later : file;
}

const types = {
  '.json': 'application/json',
  '.ics': 'text/calendar; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

/**
 * Serves each feed file at its name (`/events.json`), later pages at `?page=2`, while `work` runs.
 * @template T
 * @param {Record<string, string>} files Feed files by name.
 * @param {(urls: Record<string, string>) => Promise<T>} work
 */
export async function withFeedServer(files, work) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const name = url.pathname.replace(/^\//, '').replace(/\.[a-z]+$/, '');
    const file = files[name];
    if (!file || url.pathname !== `/${name}${extname(file)}`) {
      response.writeHead(404).end();
      return;
    }
    const page = Number(url.searchParams.get('page') ?? 1);
    readFile(pageFile(file, Number.isInteger(page) ? page : 1)).then(
      (body) =>
        response
          .writeHead(200, { 'Content-Type': types[/** @type {'.json'} */ (extname(file))] })
          .end(body),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  try {
    return await work(
      Object.fromEntries(
        Object.entries(files).map(([name, file]) => [
          name,
          `http://127.0.0.1:${port}/${name}${extname(file)}`,
        ]),
      ),
    );
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

/**
 * Builds `set`'s content into its build folder, its feeds at `urls`, its calendar (if any) among them.
 * @param {import('./e2e-content-sets.mjs').ContentSet} set @param {Record<string, string>} urls
 */
function build(set, urls) {
  const env = {
    CONTENT_DIR: set.contentDir,
    BUILD_DIR: set.buildDir,
    // The snapshot alone: the browser tests answer the browser's asking for the church's feed.
    EVENTS_SNAPSHOT_URL: urls.events ?? 'none',
    CHURCHSUITE_GROUPS_FEED_URL: urls.groups ?? 'none',
    CHURCHSUITE_BOOKINGS_FEED_URL: urls.bookings ?? 'none',
    BOOKINGS_READ_AT: set.bookingsReadAt,
    // The feeds answer from this machine: on a busy one a build waits for them rather than
    // building without them, which the tests would take for a fault of the site.
    FEEDS_TIMEOUT_MS: '60000',
    // The church's calendar address, read by the build alone, at a fixed time.
    ...(urls.calendar && { EVENTS_ICAL_URL: urls.calendar }),
    ...(set.eventsReadAt && { EVENTS_READ_AT: set.eventsReadAt }),
    ...(set.servicesFrom && { SERVICES_FROM: set.servicesFrom }),
  };
  return spawned('npm', ['run', 'build'], { env, inherit: true }).done;
}

await runMain(import.meta.url, async () => {
  const set = contentSets.find(({ name }) => name === process.argv[2]);
  if (!set) {
    throw new Error(
      `build-set: no content set ${process.argv[2]}; the sets are ${contentSets.map(({ name }) => name).join(', ')}`,
    );
  }
  /** @type {Record<string, string>} */
  const feeds = {
    ...(set.eventsFeed && { events: set.eventsFeed }),
    ...(set.groupsFeed && { groups: set.groupsFeed }),
    ...(set.bookingsFeed && { bookings: set.bookingsFeed }),
    ...(set.calendarFeed && { calendar: set.calendarFeed }),
  };
  if (set.copyOf) {
    rmSync(set.contentDir, { recursive: true, force: true });
    cpSync(set.copyOf, set.contentDir, { recursive: true });
    asStartFormChurch(set.contentDir);
    // The pictures the same pictures' build cut (npm test builds it first): not cut again.
    seedImageCache(set.picturesOf ?? set.copyOf, set.contentDir);
  } else if (set.picturesOf) seedImageCache(set.picturesOf, set.contentDir);
  const { code } = await withFeedServer(feeds, (urls) => build(set, urls));
  process.exit(code);
});
