import { pageOf, sampleFeedPlugin } from './sample-events-plugin.ts';
import { sampleBookingsAnswers, sampleBookingsPath } from '../features/halls/sample-bookings.ts';

/**
 * `npm start` serves the sample bookings feed the dev server's /halls shows
 * (sample-bookings.ts), its second page at `?page=2`: to look at, or to point a build at.
 */
export const sampleBookingsFeed = () =>
  sampleFeedPlugin('sample-bookings-feed', sampleBookingsPath, async (page, root) =>
    pageOf(await sampleBookingsAnswers(root), page),
  );
