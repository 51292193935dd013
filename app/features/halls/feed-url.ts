import { churchSuiteUrls } from '../../lib/churchsuite.ts';

/** The church's bookings feed, when the content names one: there is no legacy feed. */
export function bookingsFeedUrl({ account, bookingsId }: { account: string; bookingsId?: string }) {
  return bookingsId ? churchSuiteUrls(account).bookingsFeed(bookingsId) : null;
}
