import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import type { Page, Request, Route } from '@playwright/test';
import { readCharacterReferences } from '../../app/lib/character-references.ts';
import { churchSuite, churchSuiteSettings, content } from './content.ts';

// The production build reads the content's ChurchSuite feed; browser tests answer it themselves:
// the address the build reads: the calendar's current feed when the content names one.
const { calendarId } = churchSuiteSettings;
export const feedUrl = calendarId
  ? churchSuite.currentCalendarFeed(calendarId)
  : churchSuite.calendarFeed;

/** The fields of the sample feed (test/fixtures/calendar.json) the tests read. */
export interface SampleEvent {
  identifier: string;
  name: string;
  datetime_start: string;
  datetime_end: string | null;
  description: string | null;
  location: { name: string | null; address: string | null } | [];
  images: { lg?: { url: string } } | [];
  signup_options: { tickets?: { url: string | null } };
}
export const sampleEvents = JSON.parse(
  readFileSync('test/fixtures/calendar.json', 'utf8'),
) as SampleEvent[];

// What the pages should show for a sample event, worked out here from the feed itself and
// not with the site's own helpers, so a test can catch a mistake in them.

const months =
  'January February March April May June July August September October November December'.split(
    ' ',
  );
const weekdays = 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' ');

/** "2027-09-26 11:30:00", a London wall clock, in parts. */
function wallClock(value: string) {
  const [year, month, day, hour, minute] = value.match(/\d+/g)!.map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return { year, month, day, hour, minute };
}

const clockTime = ({ hour, minute }: { hour: number; minute: number }) =>
  `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;

/** The carousel's date: "Sep 26 at 11:30 AM". */
export function shortDate(value: string) {
  const clock = wallClock(value);
  return `${months[clock.month - 1]!.slice(0, 3)} ${clock.day} at ${clockTime(clock)}`;
}

/** The events page's date: "Sunday, September 26 at 11:30 AM". */
export function longDate(value: string) {
  const clock = wallClock(value);
  const weekday = weekdays[new Date(Date.UTC(clock.year, clock.month - 1, clock.day)).getUTCDay()];
  return `${weekday}, ${months[clock.month - 1]} ${clock.day} at ${clockTime(clock)}`;
}

/** London's offset from UTC at that wall clock, in hours (1 in summer time), asked of Intl. */
export function londonOffsetHours(value: string) {
  const { year, month, day, hour, minute } = wallClock(value);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  return [1, 0].find((hours) => {
    const seen = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
    }).format(asUtc - hours * 3_600_000);
    return seen === `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  })!;
}

/** "2027-09-26T11:30:00+01:00" */
export function isoWithOffset(value: string) {
  return `${value.replace(' ', 'T')}+0${londonOffsetHours(value)}:00`;
}

/** The instant as an iCalendar UTC time: "20270926T103000Z". */
export function icsUtc(value: string) {
  const { year, month, day, hour, minute } = wallClock(value);
  const instant = Date.UTC(year, month - 1, day, hour - londonOffsetHours(value), minute);
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The event's ticket address, its "Event details" link, when it has one. */
export const ticketUrl = (event: SampleEvent) => event.signup_options.tickets?.url || undefined;
export const placeOf = (event: SampleEvent) =>
  Array.isArray(event.location)
    ? {}
    : { name: event.location.name, address: event.location.address };
export const imageOf = (event: SampleEvent) =>
  Array.isArray(event.images) ? undefined : event.images.lg?.url;

/** The description's lines as words: no tags, entities decoded. */
export function descriptionLines(event: SampleEvent) {
  return readCharacterReferences((event.description ?? '').replace(/<[^>]+>/g, '\n'))
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Soonest first; events at the same time keep the feed's order. */
export const eventsBySoonest = [...sampleEvents].sort((a, b) =>
  a.datetime_start.localeCompare(b.datetime_start),
);

/** "2027-03-05T12:30", as /admin saves a time, the feed's way: "2027-03-05 12:30:00". */
const asFeedTime = (typed: string) => `${typed.replace('T', ' ')}:00`;

/**
 * The content's events typed in /admin still to come, as the feed would give them, soonest
 * first: the site lists them beside the feed's (none in the sample content).
 */
export const typedEvents: SampleEvent[] = content.typedEvents
  .map((event): SampleEvent => ({
    identifier: event.id,
    name: event.title,
    datetime_start: asFeedTime(event.start),
    datetime_end: event.end ? asFeedTime(event.end) : null,
    description: event.description ?? null,
    location: event.place
      ? { name: event.place.name ?? null, address: event.place.address ?? null }
      : [],
    images: [],
    signup_options: event.link ? { tickets: { url: event.link } } : {},
  }))
  .filter(
    (event) => Date.parse(isoWithOffset(event.datetime_end ?? event.datetime_start)) > Date.now(),
  )
  .sort((a, b) => a.datetime_start.localeCompare(b.datetime_start));

/**
 * What the pages list for the feed's `answer` and the typed events: the feed's in its own
 * order, each typed one before the first of them that starts later.
 */
export function listedWith(answer: SampleEvent[]): SampleEvent[] {
  const later = [...typedEvents];
  return [
    ...answer.flatMap((event) => {
      const before: SampleEvent[] = [];
      while (later.length && later[0]!.datetime_start < event.datetime_start)
        before.push(later.shift()!);
      return [...before, event];
    }),
    ...later,
  ];
}

/** What the build listed from the sample feed and the typed events. */
export const listedEvents = listedWith(sampleEvents);

const cors = { 'Access-Control-Allow-Origin': '*' };

type FeedAnswer =
  | { kind: 'json'; body: unknown; heldUntil?: Promise<unknown> }
  | { kind: 'status'; status: number }
  | { kind: 'html' }
  | { kind: 'network-error' }
  | { kind: 'no-answer' };

/** A feed answer's hold: `heldUntil` goes with the answer, `release()` lets it go. */
export function hold() {
  let release = () => {};
  const heldUntil = new Promise<void>((done) => (release = done));
  return { heldUntil, release };
}

// The pages whose feed answer a test holds back: their events islands wait for it, so a page
// load waits only until they have asked (support/test.ts, waitForRouter).
const holding = new WeakSet<Page>();
export const feedHeld = (page: Page) => holding.has(page);

/** Answers the events feed for this page; returns the requests it saw. */
export async function answerFeed(page: Page, answer: FeedAnswer): Promise<Request[]> {
  const requests: Request[] = [];
  if (answer.kind === 'no-answer') holding.add(page);
  if (answer.kind === 'json' && answer.heldUntil) {
    holding.add(page);
    void answer.heldUntil.then(() => holding.delete(page));
  }
  await page.route(feedUrl, async (route: Route) => {
    requests.push(route.request());
    switch (answer.kind) {
      case 'json':
        if (answer.heldUntil) await answer.heldUntil;
        return route.fulfill({ json: answer.body, headers: cors });
      case 'status':
        return route.fulfill({
          status: answer.status,
          contentType: 'text/plain',
          body: 'Internal Server Error',
          headers: cors,
        });
      case 'html':
        return route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>Down for maintenance</title><p>Back soon</p>',
          headers: cors,
        });
      case 'network-error':
        return route.abort('internetdisconnected');
      case 'no-answer':
        return; // left pending: the site must give up by itself
    }
  });
  return requests;
}

function crc32(bytes: Buffer) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A small solid-colour 16:9 PNG, made here so no binary sits in the repository. */
export function solidPng(width = 32, height = 18, [r, g, b] = [42, 93, 159]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill([r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array(height).fill(row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The sample's images live on cdn.churchsuite.com, which tests cannot reach. */
export async function serveEventImages(page: Page) {
  const png = solidPng();
  await page.route('https://cdn.churchsuite.com/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: png }),
  );
}

/** Where a page shows its events: the home page's events section (not a landmark: the
 *  carousel inside it is one already; the home page has news cards too), or the events page. */
export const eventsArea = (page: Page, path: string) =>
  path === '/' ? page.locator('[data-slot="upcoming-events"]') : page.getByRole('main');
