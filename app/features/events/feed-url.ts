import { churchSuiteUrls } from '~/lib/churchsuite';
import { sampleFeedPath } from './sample-feed';

/**
 * The feed to read: a build-time override for staging and tests, else the sample on the dev
 * server (SAMPLE_FEED picks its shape there), else the church's real ChurchSuite account: its
 * current calendar feed when the content names a calendar, else the legacy embed feed. The
 * adapter reads either shape from the answer, whichever address this is.
 */
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

/**
 * The feed for this build or dev server, from the church's ChurchSuite settings. Worked out by
 * the pages' loaders (and the build's snapshot) rather than in the browser.
 */
export function eventsFeedUrl({ account, calendarId }: { account: string; calendarId?: string }) {
  return resolveFeedUrl({
    override: import.meta.env.VITE_EVENTS_FEED_URL,
    dev: import.meta.env.DEV,
    account,
    calendarId,
  });
}
