import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import {
  currentSamplePage,
  sampleFeedPath,
  sampleFeedShape,
  shiftSampleFeed,
} from '../feeds/events/sample.ts';
import { sampleGroupsAnswers, sampleGroupsPath } from '../feeds/groups/sample.server.ts';
import { sampleBookingsAnswers, sampleBookingsPath } from '../feeds/bookings/sample.server.ts';

const sampleFiles = {
  legacy: 'test/fixtures/calendar.json',
  current: 'test/fixtures/calendar-current.json',
};

/** `npm start`'s answer at `path`: `body(page, root)` as JSON, never cached. */
function sampleFeedPlugin(
  name: string,
  path: string,
  body: (page: number, root: string) => Promise<unknown>,
): Plugin {
  return {
    name,
    apply: 'serve',
    configureServer(server) {
      const { root } = server.config;
      server.middlewares.use(path, async (request, response, next) => {
        try {
          const url = new URL(request.url ?? '/', 'http://localhost');
          const page = Number(url.searchParams.get('page'));
          const answer = await body(Number.isInteger(page) && page > 0 ? page : 1, root);
          response.setHeader('Content-Type', 'application/json; charset=utf-8');
          response.setHeader('Cache-Control', 'no-store');
          response.end(JSON.stringify(answer));
        } catch (error) {
          next(error);
        }
      });
    },
  };
}

/** Page `page` of a sample feed's pages; past its last, the first again. */
const pageOf = (pages: unknown[], page: number) => pages[page - 1] ?? pages[0];

/**
 * `npm start`'s sample ChurchSuite feeds, dates moved to the coming weeks, to show offline: the
 * legacy feeds' shape, or with SAMPLE_FEED=current the current feeds', a few items a page.
 */
export const sampleFeeds = () => [
  sampleFeedPlugin('sample-events-feed', sampleFeedPath, async (page, root) => {
    const shape = sampleFeedShape(process.env.SAMPLE_FEED);
    const sample: unknown = JSON.parse(await readFile(resolve(root, sampleFiles[shape]), 'utf8'));
    const now = new Date();
    const today = { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
    return shape === 'current'
      ? currentSamplePage(sample, today, { page })
      : shiftSampleFeed(Array.isArray(sample) ? sample : [], today);
  }),
  sampleFeedPlugin('sample-groups-feed', sampleGroupsPath, async (page, root) =>
    pageOf(await sampleGroupsAnswers(sampleFeedShape(process.env.SAMPLE_FEED), root), page),
  ),
  sampleFeedPlugin('sample-bookings-feed', sampleBookingsPath, async (page, root) =>
    pageOf(await sampleBookingsAnswers(root), page),
  ),
];
