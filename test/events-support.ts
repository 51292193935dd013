import type { within } from '@testing-library/react';
import { beforeEach, vi } from 'vitest';
import { type ChurchEvent, noLink } from '../app/feeds/events/type.ts';
import type { EventsSettings } from '../app/features/events/events-settings.tsx';
import type { WallClock } from '../app/lib/wall-clock.ts';
import type { WithSite } from './with-site.tsx';

/**
 * What a page gives the events (events-settings.tsx), with words and a church of the tests' own,
 * so a test proves the parts show what they are given rather than what the content says.
 */
export const testEventsSettings: EventsSettings = {
  dateStyle: 'us',
  text: {
    heading: 'Coming up at church',
    seeAll: 'Every event',
    loading: 'Fetching the events…',
    emptyHeading: 'Nothing planned',
    emptyText: 'Look again next week',
    failed: 'The events could not be fetched.',
    failedPopup: 'Events unavailable',
    details: 'More about it',
    addToCalendar: 'Put in my calendar',
    cancelled: 'Called off',
    online: 'On the web',
    joinOnline: 'Join on the web',
    carousel: 'Events coming up',
    previous: 'Earlier events',
    next: 'Later events',
    categories: 'Kinds of event',
    allCategories: 'Every kind',
    asOf: 'Brought up to date on',
  },
  newTab: '(a new tab opens)',
  feedUrl: 'https://test-church.churchsuite.com/embed/calendar/json',
  readBy: 'browser',
  church: {
    name: 'St Test’s, Exampletown',
    siteUrl: 'https://www.test-church.example.org',
    address: {
      street: '2 Test Lane',
      town: 'Exampletown',
      county: 'County Down',
      postcode: 'BT99 9ZZ',
    },
  },
};

// jsdom has no layout: Embla needs these to start; the browser tests cover real scrolling.
export function stubBrowserLayoutApis() {
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('ResizeObserver', Observer);
  vi.stubGlobal('IntersectionObserver', Observer);
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    })),
  );
}

/** The feed answers with `body` (JSON unless it is a string) and `status`, none kept before it. */
export function stubFeed(body: unknown, status = 200) {
  sessionStorage.clear();
  const fetchMock = vi.fn<typeof fetch>(
    async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Matches an accessible name that begins with `label`, such as "Event details: Harvest". */
export const startsWith = (label: string) => (name: string) => name.startsWith(label);

/**
 * What either calendar feed makes of its only event, with nothing but a name, Prayer Meeting, and
 * a start, 20:00 on 6 October 2027 by the church's clock (`start` adds to it).
 */
export const prayerMeeting = (start?: Partial<WallClock>): ChurchEvent => ({
  id: 'event-0',
  name: 'Prayer Meeting',
  start: { year: 2027, month: 10, day: 6, hour: 20, minute: 0, second: 0, ...start },
  end: undefined,
  description: '',
  location: undefined,
  imageUrl: undefined,
  imageSources: [],
  detailsUrl: noLink,
});

/**
 * A fresh adapter (and answer cache) for every test, and the component under test and WithSite
 * from the same fresh modules, so that its lazy parts read the contexts it and the site give.
 */
export function freshModulesEachTest(load: (withSite: typeof WithSite) => Promise<void>) {
  beforeEach(async () => {
    vi.resetModules();
    await load((await import('./with-site.tsx')).WithSite);
  });
}

/** An event card's "details" link. */
export const detailsLink = (card: ReturnType<typeof within>) =>
  card.getByRole('link', { name: startsWith(testEventsSettings.text.details) });

/** The prayer meeting as typed in /admin beside the feed. */
export const typedPrayer = (id: string) => ({
  ...prayerMeeting(),
  id,
  name: 'Typed Prayer Evening',
  typed: true as const,
});
