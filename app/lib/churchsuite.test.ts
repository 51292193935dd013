import { describe, expect, it } from 'vitest';
import { churchSuiteFeedsOf, churchSuiteUrls } from './churchsuite.ts';

describe('churchSuiteUrls', () => {
  it('derives every address from the account name', () => {
    const urls = churchSuiteUrls('ballyglen');
    expect(urls.calendarFeed).toBe('https://ballyglen.churchsuite.com/embed/calendar/json');
    expect(urls.currentCalendarFeed('0b8f6d2e-3c1a-4f5e-9a7b-1c2d3e4f5a6b')).toBe(
      'https://ballyglen.churchsuite.com/-/calendar/0b8f6d2e-3c1a-4f5e-9a7b-1c2d3e4f5a6b/json',
    );
    expect(urls.addressBookForm).toBe('https://ballyglen.churchsuite.com/embed/addressbook/form');
    expect(urls.memberLogin).toBe('https://ballyglen.churchsuite.com/my');
    expect(urls.groupsFeed).toBe('https://ballyglen.churchsuite.com/embed/smallgroups/json');
    expect(urls.currentGroupsFeed('4e003d61-0199-4ff6-9f73-19e207c03e68')).toBe(
      'https://ballyglen.churchsuite.com/-/smallgroups/4e003d61-0199-4ff6-9f73-19e207c03e68/json',
    );
    expect(urls.groupsList).toBe('https://ballyglen.churchsuite.com/embed/smallgroups/list');
    expect(urls.group('gisiog3m')).toBe('https://ballyglen.churchsuite.com/groups/gisiog3m');
  });
});

describe('churchSuiteFeedsOf, for the route table and the link checks', () => {
  it('names the feeds church.yml as written names, and none without an account', () => {
    const none = { events: null, groups: null, bookings: null };
    expect(churchSuiteFeedsOf({})).toEqual(none);
    expect(churchSuiteFeedsOf({ churchSuite: { account: '', groupsId: 'x' } })).toEqual(none);
    expect(churchSuiteFeedsOf(null)).toEqual(none);
    const named = churchSuiteFeedsOf({ churchSuite: { account: 'ballyglen' } });
    expect(named.groups).toBe('https://ballyglen.churchsuite.com/embed/smallgroups/json');
    expect(named.bookings).toBeNull();
  });
});
