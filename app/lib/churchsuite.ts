// Every ChurchSuite address the site uses derives from the one account name in content.
export function churchSuiteUrls(account: string) {
  const origin = `https://${account}.churchsuite.com`;
  return {
    origin,
    /** The legacy calendar JSON embed feed (see app/features/events). */
    calendarFeed: `${origin}/embed/calendar/json`,
    /** The current calendar feed of one calendar embed, by the id ChurchSuite admin gives it. */
    currentCalendarFeed: (calendarId: string) => `${origin}/-/calendar/${calendarId}/json`,
    addressBookForm: `${origin}/embed/addressbook/form`,
    /** My ChurchSuite: members log in here, then choose My Giving. */
    memberLogin: `${origin}/my`,
    /** A ChurchSuite form by its id, e.g. a registration form for The Ark. */
    form: (id: string) => `${origin}/forms/${id}`,
  };
}
