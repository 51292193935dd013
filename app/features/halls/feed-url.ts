import { churchSuiteUrls } from '../../lib/churchsuite.ts';

/**
 * The bookings feed the build reads: VITE_BOOKINGS_FEED_URL when set (staging and tests;
 * "none" reads none), else the bookings embed the content names. ChurchSuite has no older
 * bookings feed, so without an id there is nothing to read.
 */
export function bookingsFeedUrl(
  { account, bookingsId }: { account: string; bookingsId?: string },
  override: string | undefined,
): string | null {
  const value = override?.trim();
  if (value === 'none') return null;
  if (value) return value;
  return bookingsId ? churchSuiteUrls(account).bookingsFeed(bookingsId) : null;
}
