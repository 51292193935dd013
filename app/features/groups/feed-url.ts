import { churchSuiteUrls } from '../../lib/churchsuite.ts';

/**
 * The church's own groups feed: the current feed of its groups embed when the content names
 * one, else the legacy embed feed. The adapter reads either shape from the answer, whichever
 * address this is. (A variable may point the build elsewhere: build/feed-snapshots.server.ts.)
 */
export function groupsFeedUrl({ account, groupsId }: { account: string; groupsId?: string }) {
  const urls = churchSuiteUrls(account);
  return groupsId ? urls.currentGroupsFeed(groupsId) : urls.groupsFeed;
}
