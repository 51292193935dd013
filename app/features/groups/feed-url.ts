import { churchSuiteUrls } from '../../lib/churchsuite.ts';

/** The church's groups feed: its current one when the content names it, else the legacy one. */
export function groupsFeedUrl({ account, groupsId }: { account: string; groupsId?: string }) {
  const urls = churchSuiteUrls(account);
  return groupsId ? urls.currentGroupsFeed(groupsId) : urls.groupsFeed;
}
