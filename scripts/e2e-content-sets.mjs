// The content sets the browser tests run on, shared by scripts/e2e.mjs (which builds and runs
// each) and playwright.config.ts (which sets up one). The church's own content/ gets every
// test; a second, fictional church gets those tagged @content again, so the pages are proved to
// follow their content rather than the sample's words without running everything twice; a
// copy of it without ChurchSuite, its events from a calendar's address, gets those tagged
// @calendar, and is built again with a calendar that cannot be read, served beside it.
// Each set is its own Playwright run with its CONTENT_DIR: the specs name their tests after the
// content, and Playwright lists them once per run.
import { relative, resolve } from 'node:path';

/**
 * @typedef {object} ContentSet
 * @property {string} name Names the set in messages.
 * @property {string} projectPrefix Goes before its projects' names: "fixture-" makes "fixture-phone".
 * @property {string} contentDir The content folder, as CONTENT_DIR gives it.
 * @property {string} buildDir The built site's client folder, as BUILD_DIR gives it.
 * @property {number} port Where scripts/preview.mjs serves that build for the tests.
 * @property {RegExp | undefined} only The tag of the tests run on it; undefined for all of them.
 * @property {string[] | undefined} [ignore] Spec files that need what its build does not have.
 * @property {boolean} rebuild Built afresh on every run, rather than only when missing.
 * @property {string | null} eventsFeed The feed files the build reads (scripts/build-set.mjs
 *   serves them, later pages from `…-page-2.json` beside each); null: no reading at all.
 * @property {string | null} groupsFeed
 * @property {string | null} bookingsFeed
 * @property {string} bookingsReadAt BOOKINGS_READ_AT: the fixture bookings are on fixed days.
 * @property {string} [copyOf] The content folder `contentDir` is made from by scripts/build-set.mjs,
 *   without ChurchSuite (scripts/content-without-churchsuite.mjs); absent: `contentDir` is kept.
 * @property {string} [calendarFeed] The iCalendar file read as the church's calendar address
 *   (EVENTS_ICAL_URL), served as `eventsFeed` is.
 * @property {string} [eventsReadAt] EVENTS_READ_AT: the fixture calendar's events are on fixed days.
 * @property {FailedCalendar} [failedCalendar] Its content built again with a calendar the build
 *   cannot read (scripts/build-set.mjs builds it after the set itself).
 */

/**
 * @typedef {object} FailedCalendar
 * @property {string} when How the calendar fails, as the tests name it.
 * @property {string} answer The file its address answers with.
 * @property {string} buildDir The build's client folder.
 */

/** @type {[sample: ContentSet, fixture: ContentSet, calendar: ContentSet]} The church's own, the second church, and it again with a calendar in place of ChurchSuite. */
export const contentSets = [
  {
    name: 'sample',
    projectPrefix: '',
    contentDir: 'content',
    buildDir: 'build/client',
    port: 4174,
    only: undefined,
    // Built without an events snapshot, so without what that spec checks; the calendar's
    // events are the calendar set's.
    ignore: [
      'events-snapshot.spec.ts',
      'events-calendar.spec.ts',
      'events-calendar-failed.spec.ts',
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
    ignore: ['events-calendar.spec.ts', 'events-calendar-failed.spec.ts'],
    rebuild: true,
    // The feed the browser tests answer with by default, so the snapshot and the live answer
    // agree unless a test says otherwise.
    eventsFeed: 'test/fixtures/calendar.json',
    // The current groups feed, in two pages, with labels and two sites.
    groupsFeed: 'test/fixtures/groups-current.json',
    // Its own rooms, in two pages across the clock change, a hostile name on the second.
    bookingsFeed: 'test/fixtures/bookings-other.json',
    bookingsReadAt: '2027-03-22T06:00:00Z',
  },
  {
    name: 'calendar',
    projectPrefix: 'calendar-',
    // Made afresh by scripts/build-set.mjs: the second church's content without ChurchSuite.
    contentDir: 'build-calendar-content',
    copyOf: 'test/fixtures/content',
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
    // A weekly event with an exception and a moved instance, all-day and several-day events,
    // each side of both clock changes, a cancelled instance; read as its comment says.
    calendarFeed: 'test/fixtures/ical/calendar.ics',
    eventsReadAt: '2027-03-01T12:00:00Z',
    // Built again with what Google answers for a calendar that is not public, a page asking to
    // sign in: / and /events say the events could not be loaded (events-calendar-failed.spec.ts).
    // The other ways a reading fails (no answer, nothing there) end the same in the build, and
    // are the reading's unit tests' (test/feed-failures.ts).
    failedCalendar: {
      when: 'answers a sign-in page',
      answer: 'test/fixtures/ical/sign-in.html',
      buildDir: 'build-calendar-sign-in/client',
    },
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
