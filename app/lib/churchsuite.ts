import type { Church } from '../content/schemas/church.ts';

// Every ChurchSuite address the site uses derives from the one account name in content.
export function churchSuiteUrls(account: string) {
  const origin = `https://${account}.churchsuite.com`;
  return {
    origin,
    // The legacy embed feeds, and the current ones by the embed's id in ChurchSuite's admin.
    calendarFeed: `${origin}/embed/calendar/json`,
    currentCalendarFeed: (calendarId: string) => `${origin}/-/calendar/${calendarId}/json`,
    groupsFeed: `${origin}/embed/smallgroups/json`,
    currentGroupsFeed: (groupsId: string) => `${origin}/-/smallgroups/${groupsId}/json`,
    bookingsFeed: (bookingsId: string) => `${origin}/-/bookings/${bookingsId}/json`,
    /** ChurchSuite's own list of the groups, documented with the embed feeds. */
    groupsList: `${origin}/embed/smallgroups/list`,
    /** A group's own page, where a visitor asks to join it. */
    group: (identifier: string) => `${origin}/groups/${encodeURIComponent(identifier)}`,
    addressBookForm: `${origin}/embed/addressbook/form`,
    /** My ChurchSuite: members log in here, then choose My Giving. */
    memberLogin: `${origin}/my`,
  };
}

type ChurchSuiteSettings = NonNullable<Church['churchSuite']>;

/** The church's own ChurchSuite feeds (null: church.yml names none, or no ChurchSuite at all). */
export function churchSuiteFeeds(settings: ChurchSuiteSettings | undefined) {
  if (!settings) return { events: null, groups: null, bookings: null };
  const urls = churchSuiteUrls(settings.account);
  const { calendarId, groupsId, bookingsId } = settings;
  return {
    events: calendarId ? urls.currentCalendarFeed(calendarId) : urls.calendarFeed,
    groups: groupsId ? urls.currentGroupsFeed(groupsId) : urls.groupsFeed,
    // There is no legacy bookings feed.
    bookings: bookingsId ? urls.bookingsFeed(bookingsId) : null,
  };
}

/** The same from church.yml as written, before it is checked (the route table, a link's check). */
export function churchSuiteFeedsOf(church: unknown) {
  const settings = (church as { churchSuite?: { account?: unknown } } | null)?.churchSuite;
  const named = typeof settings?.account === 'string' && settings.account !== '';
  return churchSuiteFeeds(named ? (settings as ChurchSuiteSettings) : undefined);
}
