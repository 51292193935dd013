import { churchSuiteUrls } from '~/lib/churchsuite';
import { sampleFeedPath } from './sample-feed';

/** The override for staging and tests first; the current feed when the content names one. */
export function resolveFeedUrl({
  override,
  dev,
  account,
  calendarId,
}: {
  override?: string;
  dev: boolean;
  account: string;
  calendarId?: string;
}): string {
  if (override?.trim()) return override.trim();
  if (dev) return sampleFeedPath;
  const urls = churchSuiteUrls(account);
  return calendarId ? urls.currentCalendarFeed(calendarId) : urls.calendarFeed;
}

/** The feed for this build or dev server, worked out by the loaders, not in the browser. */
export function eventsFeedUrl({ account, calendarId }: { account: string; calendarId?: string }) {
  return resolveFeedUrl({
    override: import.meta.env.VITE_EVENTS_FEED_URL,
    dev: import.meta.env.DEV,
    account,
    calendarId,
  });
}
