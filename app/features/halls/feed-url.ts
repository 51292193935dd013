import { churchSuiteUrls } from '../../lib/churchsuite.ts';

/**
 * The church's own bookings feed: the bookings embed the content names. ChurchSuite has no
 * older bookings feed, so without an id there is nothing to read. (A variable may point the
 * build elsewhere: build/feed-snapshots.server.ts.)
 */
export function bookingsFeedUrl({ account, bookingsId }: { account: string; bookingsId?: string }) {
  return bookingsId ? churchSuiteUrls(account).bookingsFeed(bookingsId) : null;
}
