import type { Plugin } from 'vite';
import { serveSampleFeed } from './sample-events-plugin.ts';
import { sampleBookingsAnswers, sampleBookingsPath } from '../features/halls/sample-bookings.ts';

/**
 * `npm start` serves the sample bookings feed the dev server's /halls shows
 * (sample-bookings.ts), its second page at `?page=2`: to look at, or to point a build at.
 */
export function sampleBookingsFeed(): Plugin {
  return {
    name: 'sample-bookings-feed',
    apply: 'serve',
    configureServer(server) {
      serveSampleFeed(server, sampleBookingsPath, async (page) => {
        const answers = await sampleBookingsAnswers(server.config.root);
        return answers[page - 1] ?? answers[0];
      });
    },
  };
}
