import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { sampleFeedPath, shiftSampleFeed } from './sample-feed';

/**
 * `npm start` without VITE_EVENTS_FEED_URL: the dev server answers the sample ChurchSuite
 * feed itself, dates moved to the coming weeks, so a full carousel shows offline.
 */
export function sampleEventsFeed(): Plugin {
  return {
    name: 'sample-events-feed',
    apply: 'serve',
    configureServer(server) {
      const file = resolve(server.config.root, 'test/fixtures/calendar.json');
      server.middlewares.use(sampleFeedPath, async (request, response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') {
          response.statusCode = 405;
          response.setHeader('Allow', 'GET, HEAD');
          return response.end();
        }
        try {
          const sample: unknown = JSON.parse(await readFile(file, 'utf8'));
          const now = new Date();
          const body = shiftSampleFeed(Array.isArray(sample) ? sample : [], {
            year: now.getFullYear(),
            month: now.getMonth() + 1,
            day: now.getDate(),
          });
          response.setHeader('Content-Type', 'application/json; charset=utf-8');
          response.setHeader('Cache-Control', 'no-store');
          response.end(JSON.stringify(body));
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
