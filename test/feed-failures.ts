import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ReadingName, takeSnapshot } from '../app/feeds/snapshots.server.ts';
import { type Answer, feedServer } from './feed-server.ts';

type Reading = { snapshot: unknown; lines: string[] };

/** A feed's answer in two pages: the second at `?page=2`, else the first. */
export const inTwoPages = (first: unknown, second: unknown) => (url: URL) => ({
  body: JSON.stringify(url.searchParams.get('page') === '2' ? second : first),
});

/**
 * For the tests of one feed's reading: a test feed server (test/feed-server.ts) answering
 * `answers` and the ways to fail below (`/hostile` with more than 5 MB of `hostile`,
 * `/not-a-feed` with JSON of another kind), up for
 * the file's tests; `base()` its address, and `readingOf(url)` the build's reading of the feed
 * at `now`, with the lines it logs.
 */
export function feedReadings<N extends ReadingName>(
  name: N,
  now: () => number,
  hostile: string,
  answers: Record<string, (url: URL) => Answer>,
) {
  let server: Awaited<ReturnType<typeof feedServer>> | undefined;
  beforeAll(async () => {
    server = await feedServer({
      ...answers,
      '/error': () => ({ status: 500, body: 'Internal Server Error' }),
      '/html': () => ({ type: 'text/html', body: '<!doctype html><title>Log in</title><p>Log in' }),
      '/hanging': () => ({ hang: true }),
      '/hostile': () => ({ body: hostile }),
      '/not-a-feed': () => ({ body: '{"error":"Embed configuration not found"}' }),
    });
  });
  afterAll(() => server?.close());
  const readingOf = async (url: string, timeoutMs = 3_000) => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    return { snapshot: await takeSnapshot(name, url, { timeoutMs, now, log }), lines };
  };
  return { base: () => server?.base ?? '', readingOf };
}

/**
 * The ways a feed read at build time can fail, each leaving no snapshot and one line that says
 * why (the build goes on): an answer of the wrong kind (`notAFeed`: the feed's own sentence for
 * JSON of another kind), one that never comes, a server that is not there. `base()` and
 * `readingOf` are feedReadings'; `html`, the reason a page of HTML is refused.
 */
export function itFailsInOneLine(
  label: string,
  base: () => string,
  readingOf: (url: string, timeoutMs?: number) => Promise<Reading>,
  notAFeed: [what: string, reason: RegExp],
  html = /JSON/,
) {
  const failures: [what: string, path: string, reason: RegExp][] = [
    ['an error', '/error', /The feed answered 500/],
    ['HTML instead of the feed', '/html', html],
    [notAFeed[0], '/not-a-feed', notAFeed[1]],
    ['a hostile answer, too long to read', '/hostile', /longer than 5 MB/],
  ];
  for (const [what, path, reason] of failures) {
    it(`has no reading, and says why in one line, on ${what}`, async () => {
      const { snapshot, lines } = await readingOf(`${base()}${path}`);
      expect(snapshot).toBeNull();
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^${label}: could not read ${base()}${path} \\(`));
      expect(lines[0]).toMatch(reason);
      expect(lines[0]).not.toContain('\n');
    });
  }

  it('gives up on a feed that never answers within its time', async () => {
    const started = Date.now();
    const { snapshot, lines } = await readingOf(`${base()}/hanging`, 300);
    expect(snapshot).toBeNull();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(lines).toEqual([expect.stringMatching(/No answer within 0.3 seconds/)]);
  });

  it('says so when the feed cannot be reached at all', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const { snapshot, lines } = await readingOf(`http://127.0.0.1:${port}/json`);
    expect(snapshot).toBeNull();
    expect(lines).toEqual([expect.stringMatching(/fetch failed: .*ECONNREFUSED/)]);
  });
}
