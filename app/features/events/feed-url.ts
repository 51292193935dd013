import { church } from '~/content/data';
import { churchSuiteUrls } from '~/lib/churchsuite';
import { sampleFeedPath } from './sample-feed';

/**
 * The feed to read: a build-time override for staging and tests, else the sample on the dev
 * server, else the church's real ChurchSuite account.
 */
export function resolveFeedUrl({
  override,
  dev,
  account,
}: {
  override?: string;
  dev: boolean;
  account: string;
}): string {
  if (override?.trim()) return override.trim();
  return dev ? sampleFeedPath : churchSuiteUrls(account).calendarFeed;
}

export const feedUrl = resolveFeedUrl({
  override: import.meta.env.VITE_EVENTS_FEED_URL,
  dev: import.meta.env.DEV,
  account: church.churchSuite.account,
});
