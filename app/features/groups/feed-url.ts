import { churchSuiteUrls } from '../../lib/churchsuite.ts';

/**
 * The groups feed the build reads: VITE_GROUPS_FEED_URL when set (staging and tests; "none"
 * reads none), else the church's ChurchSuite account: the current feed of its groups embed
 * when the content names one, else the legacy embed feed. The adapter reads either shape from
 * the answer, whichever address this is.
 */
export function groupsFeedUrl(
  { account, groupsId }: { account: string; groupsId?: string },
  override: string | undefined,
): string | null {
  const value = override?.trim();
  if (value === 'none') return null;
  if (value) return value;
  const urls = churchSuiteUrls(account);
  return groupsId ? urls.currentGroupsFeed(groupsId) : urls.groupsFeed;
}
