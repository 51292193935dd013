// The content sets the browser tests run on (e2e.mjs builds and runs each, playwright.config.ts
// sets up one): the church's own content/ gets every test; a second, fictional church those
// tagged @content, proving the pages follow their content; a copy of it without ChurchSuite,
// its events from a calendar, those tagged @calendar. Each is a Playwright run of its own, as
// the specs name their tests after the content.
import { relative, resolve } from 'node:path';

/**
 * @typedef {object} ContentSet
 * @property {string} name
 * @property {string} projectPrefix "fixture-" makes the projects "fixture-phone" and so on.
 * @property {string} contentDir CONTENT_DIR
 * @property {string} buildDir BUILD_DIR, the client folder.
 * @property {number} port Where preview.mjs serves the build for the tests.
 * @property {RegExp | undefined} only The tag of its tests; undefined: all of them.
 * @property {string[] | undefined} [ignore] Specs that need what its build lacks.
 * @property {string[]} [specs] The only specs it runs (the others read a site of one language).
 * @property {boolean} rebuild Built on every run, not only when missing.
 * @property {string | null} eventsFeed The feed files build-set.mjs serves (later pages from
 *   `…-page-2.json` beside each); null: none read.
 * @property {string | null} groupsFeed
 * @property {string | null} bookingsFeed
 * @property {string} bookingsReadAt BOOKINGS_READ_AT: the fixture bookings are on fixed days.
 * @property {string} [copyOf] What build-set.mjs makes `contentDir` from, as the start form
 *   writes a church: without ChurchSuite, its dates British.
 * @property {string} [picturesOf] The content whose build cut the same pictures (npm test builds
 *   it first): its copies are taken, not cut again.
 * @property {string} [calendarFeed] The iCalendar file served as the calendar (EVENTS_ICAL_URL).
 * @property {string} [eventsReadAt] EVENTS_READ_AT: the fixture calendar's days are fixed.
 * @property {string} [servicesFrom] SERVICES_FROM: the day a site of several churches lists its
 *   services from (October 2027: five Sundays, and the clocks go back on the fifth).
 */

/** @type {[sample: ContentSet, fixture: ContentSet, calendar: ContentSet, bilingual: ContentSet]} */
export const contentSets = [
  {
    name: 'sample',
    projectPrefix: '',
    contentDir: 'content',
    buildDir: 'build/client',
    port: 4174,
    only: undefined,
    // Built without an events snapshot; the calendar's events are the calendar set's.
    ignore: [
      'events-snapshot.spec.ts',
      'events-calendar.spec.ts',
      // A site of two languages' (the bilingual set's).
      'languages.spec.ts',
    ],
    rebuild: false,
    // Without a snapshot: the events specs follow the feed's states from the skeleton on.
    eventsFeed: null,
    // The legacy groups feed, a bare array.
    groupsFeed: 'test/fixtures/groups.json',
    // Two pages, across the clock change of 28 March 2027.
    bookingsFeed: 'test/fixtures/bookings.json',
    bookingsReadAt: '2027-03-22T06:00:00Z',
  },
  {
    name: 'fixture',
    projectPrefix: 'fixture-',
    contentDir: 'test/fixtures/content',
    buildDir: 'build-fixture/client',
    port: 4175,
    only: /@content/,
    ignore: ['events-calendar.spec.ts'],
    rebuild: true,
    // What the browser tests answer with by default: snapshot and live feed agree.
    eventsFeed: 'test/fixtures/calendar.json',
    // The current groups feed, in two pages, with labels and two sites.
    groupsFeed: 'test/fixtures/groups-current.json',
    // Its own rooms, in two pages across the clock change, a hostile name on the second.
    bookingsFeed: 'test/fixtures/bookings-other.json',
    bookingsReadAt: '2027-03-22T06:00:00Z',
    servicesFrom: '2027-10-01',
  },
  {
    // The second church's Welsh twin (test/fixtures/content-cy), a site in Welsh alone: every
    // page read for English words of the site's own (scripts/one-language.mjs), with no build
    // of its own.
    name: 'calendar',
    projectPrefix: 'calendar-',
    contentDir: 'build-calendar-content',
    copyOf: 'test/fixtures/content-cy',
    picturesOf: 'test/fixtures/content',
    buildDir: 'build-calendar/client',
    port: 4176,
    only: /@calendar/,
    // Built without ChurchSuite: no groups or bookings feed for those specs to read.
    ignore: ['groups.spec.ts', 'halls.spec.ts'],
    rebuild: true,
    eventsFeed: null,
    groupsFeed: null,
    bookingsFeed: null,
    bookingsReadAt: '2027-03-22T06:00:00Z',
    // Recurrences, exceptions, all-day and several-day events about both clock changes.
    calendarFeed: 'test/fixtures/ical/calendar.ics',
    eventsReadAt: '2027-03-01T12:00:00Z',
    servicesFrom: '2027-10-01',
  },
  {
    // A ministry area of three chapels, Welsh first, English second (issue 90), one page and one
    // notice not yet in English; the second church's events feed (its words the church's own,
    // which scripts/one-language.mjs leaves out of the Welsh pages it reads).
    name: 'bilingual',
    projectPrefix: 'bilingual-',
    contentDir: 'test/fixtures/content-bilingual',
    // The second set's pictures: built after it, it takes that build's copies if it has ended.
    picturesOf: 'test/fixtures/content',
    buildDir: 'build-bilingual/client',
    port: 4177,
    only: /@bilingual/,
    specs: ['languages.spec.ts'],
    rebuild: true,
    eventsFeed: 'test/fixtures/calendar.json',
    groupsFeed: null,
    bookingsFeed: null,
    bookingsReadAt: '2027-03-22T06:00:00Z',
    servicesFrom: '2027-10-01',
  },
];

/** The set whose content folder is `dir` (CONTENT_DIR, else content/). */
export function contentSetFor(dir = process.env.CONTENT_DIR ?? 'content') {
  const wanted = resolve(dir);
  const set = contentSets.find((s) => resolve(s.contentDir) === wanted);
  if (!set) {
    throw new Error(
      `The browser tests have no content set for CONTENT_DIR=${relative(process.cwd(), wanted) || '.'}; ` +
        `use one of ${contentSets.map((s) => s.contentDir).join(', ')}, or add it to scripts/e2e-content-sets.mjs`,
    );
  }
  return set;
}
