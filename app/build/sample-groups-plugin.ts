import { sampleFeedShape } from '../features/events/sample-feed.ts';
import { pageOf, sampleFeedPlugin } from './sample-events-plugin.ts';
import { sampleGroupsAnswers, sampleGroupsPath } from '../features/groups/sample-groups.ts';

/**
 * `npm start` serves the sample groups feed the dev server's pages show (sample-groups.ts), in
 * the shape SAMPLE_FEED names, its pages at `?page=2`: to look at, or to point a build at.
 */
export const sampleGroupsFeed = () =>
  sampleFeedPlugin('sample-groups-feed', sampleGroupsPath, async (page, root) =>
    pageOf(await sampleGroupsAnswers(sampleFeedShape(process.env.SAMPLE_FEED), root), page),
  );
