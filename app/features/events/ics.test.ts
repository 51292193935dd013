import { describe, expect, it } from 'vitest';
import { type ChurchEvent, noLink } from '../../feeds/events/type.ts';
import { escapeText, foldLine } from './calendar-ics.ts';
import { eventToIcs, icsFileName } from './ics.ts';
import { testEventsSettings } from '../../../test/events-support.ts';
import { instantToLondon, parseWallClock } from '../../lib/wall-clock.ts';

const event = (overrides: Partial<ChurchEvent> = {}): ChurchEvent => ({
  id: 'hv7k2m1q',
  name: 'Harvest Thanksgiving Service',
  start: parseWallClock('2027-09-26 11:30:00')!,
  end: parseWallClock('2027-09-26 12:45:00')!,
  description: 'Give thanks; share, with the food bank.\n\nAll welcome.',
  location: { name: 'Sanctuary', address: '1 Church Road, Ballyglen, BT00 0AA' },
  imageSources: [],
  detailsUrl: 'https://demo.churchsuite.com/events/hv7k2m1q',
  ...overrides,
});

const now = Date.UTC(2026, 10, 21, 9, 0, 0);
const { church } = testEventsSettings;
const lines = (ics: string) => ics.split('\r\n');

describe('eventToIcs', () => {
  it('writes one VEVENT with UTC times for a British Summer Time event', () => {
    const ics = eventToIcs(event(), church, { now });
    expect(lines(ics)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      `PRODID:-//${escapeText(church.name)}//Events//EN`,
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      `UID:hv7k2m1q@${new URL(church.siteUrl).hostname}`,
      'DTSTAMP:20261121T090000Z',
      'DTSTART:20270926T103000Z',
      'DTEND:20270926T114500Z',
      'SUMMARY:Harvest Thanksgiving Service',
      'DESCRIPTION:Give thanks\\; share\\, with the food bank.\\n\\nAll welcome.',
      'LOCATION:Sanctuary\\, 1 Church Road\\, Ballyglen\\, BT00 0AA',
      'URL:https://demo.churchsuite.com/events/hv7k2m1q',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('writes winter times unchanged, as GMT is UTC', () => {
    const ics = eventToIcs(
      event({ start: parseWallClock('2027-12-19 19:00:00')!, end: undefined }),
      church,
    );
    expect(ics).toContain('\r\nDTSTART:20271219T190000Z\r\n');
    expect(ics).not.toContain('DTEND');
  });

  it('puts the joining link of an online event in its location', () => {
    const ics = eventToIcs(
      event({ location: { name: 'Zoom' }, online: { joinUrl: 'https://example.org/join/prayer' } }),
      church,
    );
    expect(ics).toContain('\r\nLOCATION:Zoom\\, https://example.org/join/prayer\r\n');
  });

  it('keeps the second 1:30 AM of the night the clocks go back, from the current feed', () => {
    const start = instantToLondon(Date.UTC(2027, 9, 31, 1, 30));
    expect(eventToIcs(event({ start, end: undefined }), church)).toContain(
      '\r\nDTSTART:20271031T013000Z\r\n',
    );
  });

  it('leaves out what the event does not have', () => {
    const ics = eventToIcs(
      event({ description: '', location: undefined, detailsUrl: noLink }),
      church,
    );
    expect(ics).not.toMatch(/DESCRIPTION|LOCATION|URL:/);
  });

  it('ends every line with CRLF and keeps lines to 75 octets', () => {
    const ics = eventToIcs(event({ description: 'Crèche and café ☕ '.repeat(20) }), church);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of lines(ics)) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
  });
});

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and line breaks, and drops control characters', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf\u0007')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('foldLine', () => {
  it('folds long lines with CRLF and a space, never inside a character', () => {
    const line = `SUMMARY:${'é'.repeat(80)}`;
    const folded = foldLine(line);
    expect(folded.split('\r\n ').join('')).toBe(line);
    expect(folded.split('\r\n').every((part) => new TextEncoder().encode(part).length <= 75)).toBe(
      true,
    );
  });

  it('leaves short lines alone', () => {
    expect(foldLine('VERSION:2.0')).toBe('VERSION:2.0');
  });
});

describe('icsFileName', () => {
  it('names the file after the event and its date', () => {
    expect(icsFileName(event())).toBe('harvest-thanksgiving-service-2027-09-26.ics');
    expect(icsFileName(event({ name: "3 O'Clock Club: Crèche Tea" }))).toBe(
      '3-o-clock-club-creche-tea-2027-09-26.ics',
    );
    expect(icsFileName(event({ name: '<script>' + 'x'.repeat(100) }))).toMatch(
      /^script-x{53}-2027-09-26\.ics$/,
    );
    expect(icsFileName(event({ name: '☕☕' }))).toBe('event-2027-09-26.ics');
  });
});
