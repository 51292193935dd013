import { church } from '~/content/data';
import { type ChurchEvent, hasLink } from './event';
import { londonToInstant } from '~/lib/wall-clock';

// A small RFC 5545 writer, loaded only when a visitor asks for a calendar file. The `ics`
// package pulls in yup and nanoid (several times this size) and ical-generator needs Node 22;
// one VEVENT with UTC times needs neither, nor a VTIMEZONE block.

const lineBreak = '\r\n';
const encoder = new TextEncoder();

/** TEXT values: backslash, semicolon and comma escaped, line breaks as \n (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return withoutControlCharacters(value)
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

// Control characters other than line breaks are not allowed in TEXT (RFC 5545 3.3.11).
function withoutControlCharacters(value: string) {
  return Array.from(value)
    .filter((char) => {
      const code = char.charCodeAt(0);
      return '\t\n\r'.includes(char) || (code >= 0x20 && code !== 0x7f);
    })
    .join('');
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
export function utcDateTime(instant: number): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function icsFileName(event: ChurchEvent): string {
  const slug = event.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  const { year, month, day } = event.start;
  const date = [year, month, day].map((n, i) => String(n).padStart(i ? 2 : 4, '0')).join('-');
  return `${slug || 'event'}-${date}.ics`;
}

/** One event as an iCalendar file (text/calendar), times as UTC instants. */
export function eventToIcs(event: ChurchEvent, { now = Date.now() } = {}): string {
  const host = new URL(church.siteUrl).hostname;
  const uid = `${event.id.replace(/[^A-Za-z0-9._-]/g, '-')}@${host}`;
  const place = [event.location?.name, event.location?.address, event.online?.joinUrl]
    .filter(Boolean)
    .join(', ');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(church.name)}//Events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${utcDateTime(now)}`,
    `DTSTART:${utcDateTime(londonToInstant(event.start))}`,
    event.end && `DTEND:${utcDateTime(londonToInstant(event.end))}`,
    `SUMMARY:${escapeText(event.name)}`,
    event.description && `DESCRIPTION:${escapeText(event.description)}`,
    place && `LOCATION:${escapeText(place)}`,
    hasLink(event.detailsUrl) && `URL:${event.detailsUrl}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines
    .filter((line): line is string => Boolean(line))
    .map(foldLine)
    .join(lineBreak)
    .concat(lineBreak);
}
