import type { Plugin } from 'vite';
import { sampleFeedShape } from '../features/events/sample-feed.ts';
import { serveSampleFeed } from './sample-events-plugin.ts';
import { sampleGroupsAnswers, sampleGroupsPath } from '../features/groups/sample-groups.ts';

/**
 * `npm start` serves the sample groups feed the dev server's pages show (sample-groups.ts), in
 * the shape SAMPLE_FEED names, its pages at `?page=2`: to look at, or to point a build at.
 */
export function sampleGroupsFeed(): Plugin {
  return {
    name: 'sample-groups-feed',
    apply: 'serve',
    configureServer(server) {
      const shape = sampleFeedShape(process.env.SAMPLE_FEED);
      serveSampleFeed(server, sampleGroupsPath, async (page) => {
        const answers = await sampleGroupsAnswers(shape, server.config.root);
        return answers[page - 1] ?? answers[0];
      });
    },
  };
}
