import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the test server answers one path: a status, a type and a body, or never. */
export type Answer = { status?: number; type?: string; body?: string; hang?: boolean };

/**
 * A local server answering as ChurchSuite might, for the tests of the build's readings of its
 * feeds: each path as `answers` says (JSON unless told otherwise), anything else 404.
 */
export async function feedServer(answers: Record<string, (url: URL) => Answer>) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const answer = answers[url.pathname]?.(url) ?? { status: 404 };
    if (answer.hang) return;
    response.writeHead(answer.status ?? 200, {
      'Content-Type': answer.type ?? 'application/json',
    });
    response.end(answer.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
