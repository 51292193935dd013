import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { LighthouseRunner } from './lighthouse-runner.mjs';

describe('a Lighthouse run past its time limit', () => {
  it('is stopped, tried once more and reported, and the run ends, on a page that never finishes loading', async () => {
    // A page whose picture is never answered: its load never ends, and Lighthouse would wait
    // for it far longer than the limit.
    const server = createServer((request, response) => {
      if (request.url !== '/') return;
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end('<!doctype html><html lang="en"><title>Never</title><img src="/never" alt="">');
    });
    await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
    const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
    const origin = `http://127.0.0.1:${port}`;
    const runner = new LighthouseRunner({ timeoutMs: 1500 });
    await runner.start();
    try {
      const { lhr, problems } = await runner.run(
        `${origin}/`,
        origin,
        { status: 200, contentType: 'application/json', body: '[]' },
        { throttling: 'simulate', onlyCategories: ['performance'] },
      );
      expect(lhr).toBeNull();
      expect(problems).toEqual(['stopped after 1.5 s', 'stopped after 1.5 s']);
    } finally {
      await runner.stop();
      server.closeAllConnections();
      server.close();
    }
  }, 60_000);
});
