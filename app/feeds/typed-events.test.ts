// @vitest-environment node -- as the build reads them
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { TypedEvent } from '../content/schemas/typed-events.ts';
import type { ChurchPlace } from '../lib/church-paths.ts';
import { toIsoWithOffset } from '../lib/wall-clock.ts';
import { browserEventsAddress, eventsSource } from './addresses.server.ts';
import { hasLink } from './events/type.ts';
import { readFeeds, snapshotFile } from './snapshots.server.ts';
import { calendarWritten } from './snapshots.ts';
import sample from '../../test/fixtures/calendar.json';
import { churchEventOf, eventsWithTyped, upcomingTypedEvents } from './typed-events.ts';

// Events typed in /admin as the site's events: on the church's clock, the ended ones left out,
// soonest first, beside the feed's events whatever the feed, or alone without one.

const typed = (id: string, start: string, more: Partial<TypedEvent> = {}): TypedEvent => ({
  id,
  title: `Event ${id}`,
  start,
  ...more,
});

/** The night the clocks go forward in 2027 (28 March, 01:00 UTC), and the day after. */
const vigil = typed('vigil', '2027-03-27T20:00', {
  end: '2027-03-28T08:00',
  link: 'https://www.example.org/vigil',
  picture: 'events/vigil-1a2b3c4d',
  place: { name: 'Church Hall', address: '1 Church Road' },
  description: 'Prayer through the night.\r\n\r\nBreakfast after.',
  category: 'Prayer',
});

describe('an event typed in /admin, as the events show it', () => {
  it("keeps its times on the church's clock, winter on one side of the change, summer on the other", () => {
    const event = churchEventOf(vigil);
    expect(toIsoWithOffset(event.start)).toBe(`${vigil.start}:00+00:00`);
    expect(toIsoWithOffset(event.end!)).toBe(`${vigil.end}:00+01:00`);
  });

  it('has its place, link, words, category and picture copies, and none of what it lacks', () => {
    const event = churchEventOf(vigil);
    expect(event).toMatchObject({
      id: vigil.id,
      name: vigil.title,
      location: vigil.place,
      detailsUrl: vigil.link,
      description: vigil.description!.replaceAll('\r\n', '\n'),
      category: vigil.category,
    });
    expect(event.imageUrl).toMatch(
      new RegExp(`^/images/generated/${vigil.picture}-event-\\d+\\.jpeg$`),
    );
    expect(event.imageSources.length).toBeGreaterThan(1);
    for (const { url } of event.imageSources) expect(url).toContain(vigil.picture);
    const widths = event.imageSources.map(({ width }) => width);
    expect(widths).toEqual([...widths].sort((a, b) => a - b));

    const bare = churchEventOf(typed('bare', '2027-05-01T10:00'));
    expect(hasLink(bare.detailsUrl)).toBe(false);
    expect(bare).not.toHaveProperty('location');
    expect(bare).not.toHaveProperty('imageUrl');
    expect(bare.imageSources).toEqual([]);
    expect(bare.description).toBe('');
  });

  it('leaves out those over before the build, keeps one under way, and lists the rest soonest first', () => {
    const now = Date.parse('2027-03-28T06:30:00Z'); // 07:30 summer time
    const events = [
      typed('later', '2027-04-02T19:00'),
      vigil, // under way: it ends at 08:00 summer time
      typed('ended', '2027-03-27T10:00', { end: '2027-03-27T12:00' }),
      typed('started', '2027-03-28T07:30'), // no end: over as it starts
      typed('soon', '2027-03-28T09:00'),
    ];
    expect(upcomingTypedEvents(events, now).map((event) => event.id)).toEqual([
      'vigil',
      'soon',
      'later',
    ]);
  });

  it('are the whole list without a feed, with no "as of", and none typed is no list', () => {
    const now = Date.parse('2027-03-01T12:00:00Z');
    expect(eventsWithTyped(null, [vigil], { now, hadFeed: false })).toEqual({
      events: [churchEventOf(vigil)],
      takenAt: now,
      feed: 'none',
    });
    expect(eventsWithTyped(null, [], { now, hadFeed: false })).toBeNull();
  });
});

describe("the typed events beside a feed's", () => {
  const readAt = Date.parse('2027-03-28T06:30:00Z'); // 07:30 summer time
  const feedEvent = { ...churchEventOf(typed('feed', '2027-03-30T19:00')), typed: undefined };
  const reading = { events: [feedEvent], takenAt: readAt, digest: 'abc' };
  const own = [
    typed('later', '2027-04-02T19:00'),
    typed('ended', '2027-03-27T10:00', { end: '2027-03-27T12:00' }),
    vigil, // under way at the reading: it ends at 08:00 summer time
  ];

  it("are one list with the feed's, soonest first, those over at the feed's reading left out", () => {
    // The clock's now is a day later; the feed's reading is the list's time.
    const list = eventsWithTyped(reading, own, { now: readAt + 86_400_000, hadFeed: true })!;
    expect(list.events.map((event) => event.id)).toEqual(['vigil', 'feed', 'later']);
    expect(list.events.map((event) => event.typed)).toEqual([true, undefined, true]);
    // The feed's fingerprint and time stay: the page still compares its own answer with it.
    expect(list).toMatchObject({ takenAt: readAt, digest: 'abc' });
    expect(list).not.toHaveProperty('feed');
  });

  it("are the list alone, marked unread, when the build could not read the church's feed", () => {
    expect(eventsWithTyped(null, own, { now: readAt, hadFeed: true })).toEqual({
      events: [churchEventOf(vigil), churchEventOf(own[0]!)],
      takenAt: readAt,
      feed: 'unread',
    });
    // None typed: no list, as before, so the pages show the failed state alone.
    expect(eventsWithTyped(null, [], { now: readAt, hadFeed: true })).toBeNull();
  });

  it("leave the feed's list as it was when none is typed", () => {
    expect(eventsWithTyped(reading, [], { now: readAt, hadFeed: true })).toBe(reading);
  });
});

describe("the events' source", () => {
  const churchSuite = { account: 'demo' };

  it('is the typed events only when the church names no feed and no override does', () => {
    expect(eventsSource({ churchSuite }, { env: {} })).toMatchObject({ kind: 'churchsuite' });
    expect(eventsSource({}, { env: {} })).toEqual({ kind: 'typed' });
    const feed = { CHURCHSUITE_EVENTS_FEED_URL: 'https://www.example.org/feed' };
    expect(eventsSource({}, { env: feed })).toEqual({
      kind: 'churchsuite',
      url: feed.CHURCHSUITE_EVENTS_FEED_URL,
    });
    const none = { CHURCHSUITE_EVENTS_FEED_URL: 'none' };
    expect(eventsSource({}, { env: none })).toMatchObject({ kind: 'none' });
    const snapshotNone = { EVENTS_SNAPSHOT_URL: 'none' };
    expect(eventsSource({}, { env: snapshotNone, snapshot: true })).toMatchObject({ kind: 'none' });
  });

  it('asks the browser for nothing with typed events, on the dev server too', () => {
    expect(browserEventsAddress({}, { env: {}, dev: false })).toBeNull();
    expect(browserEventsAddress({}, { env: {}, dev: true })).toBeNull();
  });

  describe("in the build's reading", () => {
    const work = mkdtempSync(join(tmpdir(), 'typed-snapshots-'));
    afterAll(() => rmSync(work, { recursive: true, force: true }));
    const upcoming = typed('upcoming', '2099-06-01T10:00');
    const over = typed('over', '2001-06-01T10:00');
    const env = { CHURCHSUITE_GROUPS_FEED_URL: 'none', CHURCHSUITE_BOOKINGS_FEED_URL: 'none' };

    const readIn = async (build: string, church: { churchSuite?: typeof churchSuite }) => {
      vi.stubEnv('BUILD_DIR', join(work, build, 'client'));
      const events = (await readFeeds(church, { dev: false, env, typed: [upcoming, over] })).events;
      vi.unstubAllEnvs();
      return events;
    };

    it('is the list left for the pages and the calendar without a feed', async () => {
      const events = await readIn('typed', {});
      expect(events?.events.map((event) => event.name)).toEqual([upcoming.title]);
      const left = JSON.parse(readFileSync(snapshotFile('events', join(work, 'typed')), 'utf8'));
      expect(left).toEqual(events);
    });

    it('stays when an override says there is no feed', async () => {
      vi.stubEnv('BUILD_DIR', join(work, 'none', 'client'));
      const snapshots = await readFeeds(
        {},
        {
          dev: false,
          env: { ...env, EVENTS_SNAPSHOT_URL: 'none' },
          typed: [upcoming],
        },
      );
      vi.unstubAllEnvs();
      expect(snapshots.events?.events.map((event) => event.name)).toEqual([upcoming.title]);
    });

    it("is on the dev server the typed events as they are now, ChurchSuite's left to the browser", async () => {
      const church = { churchSuite };
      const first = await readFeeds(church, { dev: true, env, typed: [upcoming] });
      expect(first.events).toMatchObject({ events: [{ name: upcoming.title }], feed: 'unread' });
      const later = typed('later', '2099-07-01T10:00');
      const second = await readFeeds(church, { dev: true, env, typed: [upcoming, later] });
      expect(second.events?.events.map((event) => event.name)).toEqual([
        upcoming.title,
        later.title,
      ]);
    });

    describe("beside ChurchSuite's feed", () => {
      const feedUrl = 'https://feed.example.org/calendar.json';
      const early = typed('early', '2027-09-01T19:00');
      const withFeed = async (
        build: string,
        answer: () => Promise<Response>,
        places: ChurchPlace[] = [],
      ) => {
        vi.stubEnv('BUILD_DIR', join(work, build, 'client'));
        vi.stubGlobal('fetch', vi.fn(answer));
        vi.spyOn(console, 'warn').mockImplementation(() => {});
        const feedEnv = {
          ...env,
          EVENTS_SNAPSHOT_URL: feedUrl,
          EVENTS_READ_AT: '2027-03-01T12:00:00Z',
        };
        const church = { churchSuite };
        const read = await readFeeds(church, {
          dev: false,
          env: feedEnv,
          typed: [upcoming, over, early],
          places,
        });
        vi.unstubAllEnvs();
        vi.unstubAllGlobals();
        vi.restoreAllMocks();
        return read.events;
      };

      it("is one list with the feed's events, soonest first, the ended typed one left out", async () => {
        const events = await withFeed('both', async () => Response.json(sample));
        const names = events!.events.map((event) => event.name);
        expect(names).toEqual([early.title, ...sample.map((event) => event.name), upcoming.title]);
        expect(events).toMatchObject({ takenAt: Date.parse('2027-03-01T12:00:00Z') });
        expect(events!.digest).toMatch(/^[0-9a-f]{64}$/);
        expect(calendarWritten(events)).toBe(true);
      });

      it('gives each event its church once, as the build reads it, on a site of several', async () => {
        const at = (slug: string, name: string, postcode: string) => ({
          slug,
          name,
          address: { street: '1 Church Road', town: 'Ballyglen', postcode },
        });
        const places = [
          at('ballyglen', 'Ballyglen', 'BT00 0AA'),
          at('kilmore', 'Kilmore', 'BT00 9KK'),
        ];
        const events = await withFeed('placed', async () => Response.json(sample), places);
        const churchOf = (name: string) => events!.events.find((e) => e.name === name)?.church;
        // Its postcode in the Location; none in it; typed with none chosen.
        expect(churchOf('Harvest Thanksgiving Service')).toBe('ballyglen');
        expect(churchOf('Family Service')).toBeUndefined();
        expect(churchOf(upcoming.title)).toBeUndefined();
        const left = JSON.parse(readFileSync(snapshotFile('events', join(work, 'placed')), 'utf8'));
        expect(left).toEqual(events);
      });

      it('keeps the typed events when the feed fails, and writes no calendar without its events', async () => {
        const events = await withFeed('failed', async () => new Response('', { status: 500 }));
        expect(events!.events.map((event) => event.name)).toEqual([early.title, upcoming.title]);
        expect(events!.feed).toBe('unread');
        expect(calendarWritten(events)).toBe(false);
      });
    });
  });
});
