// `node scripts/build-set.mjs <set>`: builds one of the browser tests' content sets
// (e2e-content-sets.mjs) with the events snapshot it asks for, never the network's: its feed
// file served from this machine for the build to read, or no snapshot at all.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { contentSets } from './e2e-content-sets.mjs';

/**
 * Serves `file` at every path (a feed's later pages too) while `work` runs.
 * @template T
 * @param {string} file
 * @param {(url: string) => Promise<T>} work
 */
export async function withFeedServer(file, work) {
  const body = await readFile(file);
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  try {
    return await work(`http://127.0.0.1:${port}/feed.json`);
  } finally {
    server.close();
  }
}

/**
 * @param {Record<string, string>} env
 * @returns {Promise<number>}
 */
const build = (env) =>
  new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build'], {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('close', (status) => resolve(status ?? 1));
  });

if (import.meta.url === `file://${process.argv[1]}`) {
  const set = contentSets.find(({ name }) => name === process.argv[2]);
  if (!set) {
    console.error(
      `build-set: no content set ${process.argv[2]}; the sets are ${contentSets.map(({ name }) => name).join(', ')}`,
    );
    process.exit(1);
  }
  const env = { CONTENT_DIR: set.contentDir, BUILD_DIR: set.buildDir };
  const status = set.eventsFeed
    ? await withFeedServer(set.eventsFeed, (url) => build({ ...env, EVENTS_SNAPSHOT_URL: url }))
    : await build({ ...env, EVENTS_SNAPSHOT_URL: 'none' });
  process.exit(status);
}
