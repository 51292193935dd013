import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';

type Reading = { snapshot: unknown; lines: string[] };

/**
 * The ways a feed read at build time can fail, each leaving no snapshot and one line that says
 * why (the build goes on): an answer of the wrong kind, one that never comes, a server that is
 * not there. `base()` is the test feed server's address (test/feed-server.ts), known once it
 * has started.
 */
export function itFailsInOneLine(
  label: string,
  base: () => string,
  readingOf: (url: string, timeoutMs?: number) => Promise<Reading>,
  failures: [what: string, path: string, reason: RegExp][],
) {
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
