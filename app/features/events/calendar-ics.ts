import { type ChurchEvent, endOf, hasLink } from '../../feeds/events/type.ts';
import { isoDay, londonToInstant, type WallClock } from '../../lib/wall-clock.ts';

// A small RFC 5545 writer, the build's too (app/pipeline/calendar.ts): `ics` pulls in yup and
// nanoid, ical-generator needs Node 22, and VEVENTs in UTC need neither, nor a VTIMEZONE.

const lineBreak = '\r\n';
const encoder = new TextEncoder();

/** A TEXT value: \ ; , escaped, line breaks as \n, no other control characters (RFC 5545). */
export function escapeText(value: string): string {
  return value
    .replace(/[^\P{Cc}\t\n\r\u0080-\u009f]/gu, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Lines longer than 75 octets are folded (RFC 5545 3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // a continuation starts with one space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${lineBreak} `);
}

/** An instant as a UTC DATE-TIME: 20270926T103000Z. */
export const utcDateTime = (instant: number) =>
  new Date(instant).toISOString().replace(/[-:]|\.\d{3}/g, '');

/** DTSTART and DTEND: UTC instants, or for an all-day event DATEs with RFC 5545's exclusive end. */
function eventTimes(event: ChurchEvent) {
  if (event.allDay) {
    const date = (clock: WallClock) => isoDay(clock).replace(/-/g, '');
    return [`DTSTART;VALUE=DATE:${date(event.start)}`, `DTEND;VALUE=DATE:${date(endOf(event))}`];
  }
  const utc = (clock: WallClock) => utcDateTime(londonToInstant(clock));
  return [`DTSTART:${utc(event.start)}`, event.end && `DTEND:${utc(event.end)}`];
}

function eventLines(event: ChurchEvent, now: number, host: string) {
  const uid = `${event.id.replace(/[^A-Za-z0-9._-]/g, '-')}@${host}`;
  const place = [event.location?.name, event.location?.address, event.online?.joinUrl]
    .filter(Boolean)
    .join(', ');
  return [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${utcDateTime(now)}`,
    ...eventTimes(event),
    `SUMMARY:${escapeText(event.name)}`,
    event.description && `DESCRIPTION:${escapeText(event.description)}`,
    place && `LOCATION:${escapeText(place)}`,
    hasLink(event.detailsUrl) && `URL:${event.detailsUrl}`,
    // So a subscriber's copy shows it cancelled rather than keeping it as it was.
    event.cancelled && 'STATUS:CANCELLED',
    'END:VEVENT',
  ];
}

/** Whose calendar it is: the church's name and its site's address (content/church.yml). */
export type CalendarOwner = { name: string; siteUrl: string };

function calendar(
  owner: CalendarOwner,
  head: (string | false)[],
  events: ChurchEvent[],
  now: number,
) {
  const host = new URL(owner.siteUrl).hostname;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(owner.name)}//Events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...head,
    ...events.flatMap((event) => eventLines(event, now, host)),
    'END:VCALENDAR',
  ];
  return lines
    .filter((line): line is string => Boolean(line))
    .map(foldLine)
    .join(lineBreak)
    .concat(lineBreak);
}

/** One event as an iCalendar file (text/calendar) of `owner`'s. */
export const eventToIcs = (event: ChurchEvent, owner: CalendarOwner, { now = Date.now() } = {}) =>
  calendar(owner, [], [event], now);

/** How often a subscribed calendar app is asked to look again (the site is rebuilt daily). */
export const calendarRefresh = 'PT12H';

/**
 * The language of a calendar's own words (RFC 5545 3.2.10, `;LANGUAGE=cy`), said only by a site
 * not in English alone: its name, and the events the site writes from its content in that
 * language (a site of several churches' services). The feed's events say none: the church types
 * them in ChurchSuite or its calendar in whichever language it likes, and one feed fills every
 * language's calendar.
 */
export type CalendarLanguage = { tag: string; events: ReadonlySet<ChurchEvent> };

/** The properties whose words are the calendar's or an event's own (TEXT values). */
const saidProperty = /^(X-WR-CALNAME|SUMMARY|DESCRIPTION|LOCATION):/;

/**
 * A written calendar's `language` said on its name and on its own events' words: its lines
 * unfolded, marked and folded again. Apart from `calendar`, so the one event's file a visitor's
 * browser writes (`eventToIcs`, the events' script) is as it was.
 */
function sayLanguage(text: string, events: ChurchEvent[], { tag, events: own }: CalendarLanguage) {
  const lines = text.replaceAll(`${lineBreak} `, '').split(lineBreak).slice(0, -1);
  let index = -1;
  return lines
    .map((line) => {
      if (line === 'BEGIN:VEVENT') index += 1;
      const said = index < 0 ? line.startsWith('X-WR-CALNAME:') : own.has(events[index]!);
      return said && saidProperty.test(line) ? line.replace(':', `;LANGUAGE=${tag}:`) : line;
    })
    .map(foldLine)
    .join(lineBreak)
    .concat(lineBreak);
}

/** The calendar to subscribe to: UIDs from the feed's ids, so an app updates rather than adds. */
export function subscriptionCalendar(
  owner: CalendarOwner,
  events: ChurchEvent[],
  now: number,
  language?: CalendarLanguage,
): string {
  const text = calendar(
    owner,
    [
      `X-WR-CALNAME:${escapeText(owner.name)}`,
      'X-WR-TIMEZONE:Europe/London',
      `REFRESH-INTERVAL;VALUE=DURATION:${calendarRefresh}`,
      `X-PUBLISHED-TTL:${calendarRefresh}`,
    ],
    events,
    now,
  );
  return language ? sayLanguage(text, events, language) : text;
}
