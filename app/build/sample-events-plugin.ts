import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import {
  currentSamplePage,
  sampleFeedPath,
  sampleFeedShape,
  shiftSampleFeed,
} from '../features/events/sample-feed.ts';

const sampleFiles = {
  legacy: 'test/fixtures/calendar.json',
  current: 'test/fixtures/calendar-current.json',
};

/**
 * Answers GETs of `path` on the dev server with `body(page)` as JSON, never cached: a sample
 * feed, its `?page=` read as a number from 1.
 */
export function serveSampleFeed(
  server: ViteDevServer,
  path: string,
  body: (page: number) => Promise<unknown>,
) {
  server.middlewares.use(path, async (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.statusCode = 405;
      response.setHeader('Allow', 'GET, HEAD');
      return response.end();
    }
    try {
      const page = Number(new URL(request.url ?? '/', 'http://localhost').searchParams.get('page'));
      const answer = await body(Number.isInteger(page) && page > 0 ? page : 1);
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      response.setHeader('Cache-Control', 'no-store');
      response.end(JSON.stringify(answer));
    } catch (error) {
      next(error);
    }
  });
}

/**
 * `npm start` without VITE_EVENTS_FEED_URL: the dev server answers the sample ChurchSuite
 * feed itself, dates moved to the coming weeks, so a full carousel shows offline. The
 * legacy feed's shape by default; SAMPLE_FEED=current answers in the current feed's shape,
 * a few events a page (`?page=2`, ...), so the site's reading of either can be seen.
 */
export function sampleEventsFeed(): Plugin {
  return {
    name: 'sample-events-feed',
    apply: 'serve',
    configureServer(server) {
      const shape = sampleFeedShape(process.env.SAMPLE_FEED);
      const file = resolve(server.config.root, sampleFiles[shape]);
      serveSampleFeed(server, sampleFeedPath, async (page) => {
        const sample: unknown = JSON.parse(await readFile(file, 'utf8'));
        const now = new Date();
        const today = { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
        return shape === 'current'
          ? currentSamplePage(sample, today, { page })
          : shiftSampleFeed(Array.isArray(sample) ? sample : [], today);
      });
    },
  };
}
