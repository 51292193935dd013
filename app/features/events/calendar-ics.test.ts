// @vitest-environment jsdom -- descriptions are read with the browser's DOMParser
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import legacy from '../../../test/fixtures/calendar.json';
import { subscriptionCalendar } from './calendar-ics.ts';
import { parseCalendarFeed } from '../../feeds/events/reading.ts';
import { hasLink } from '../../feeds/events/type.ts';
import { readCalendar } from '../../feeds/ical/shape.ts';
import { sampleText } from '../../feeds/ical/sample.server.ts';

// The calendar to subscribe to (/events/calendar.ics), read back with ical.js, Mozilla's
// iCalendar parser (the one Thunderbird's calendar uses), as a calendar app would read it.

const owner = { name: 'Ballyglen Presbyterian Church', siteUrl: 'https://www.example.org' };

/** The fixture feed, one event cancelled, and two either side of each clock change. */
function feed() {
  const entries = structuredClone(legacy) as Record<string, unknown>[];
  entries[1] = { ...entries[1], status: 'cancelled' };
  const around = (id: number, name: string, start: string, end: string) => ({
    ...structuredClone(legacy[0]),
    id,
    identifier: `clock-${id}`,
    name,
    datetime_start: start,
    datetime_end: end,
  });
  entries.push(
    around(9001, 'Saturday before summer time', '2027-03-27 19:00:00', '2027-03-27 20:00:00'),
    around(9002, 'Sunday of summer time', '2027-03-28 19:00:00', '2027-03-28 20:00:00'),
    around(9003, 'Saturday before winter time', '2027-10-30 19:00:00', '2027-10-30 20:00:00'),
    around(9004, 'Sunday of winter time', '2027-10-31 19:00:00', '2027-10-31 20:00:00'),
  );
  return { entries, events: parseCalendarFeed(entries) };
}

function read(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent');
  return {
    calendar,
    events,
    byName: (name: string) => events.find((e) => e.getFirstPropertyValue('summary') === name)!,
  };
}

const utc = (vevent: ICAL.Component, property: string) =>
  (vevent.getFirstPropertyValue(property) as ICAL.Time).toJSDate().toISOString();

describe('subscriptionCalendar', () => {
  const { entries, events } = feed();
  const text = subscriptionCalendar(owner, events, Date.UTC(2026, 10, 25, 4, 5));
  const parsed = read(text);

  it('parses, with one VEVENT per event of the feed', () => {
    expect(parsed.events).toHaveLength(entries.length);
    expect(parsed.events.map((e) => e.getFirstPropertyValue('summary'))).toEqual(
      events.map((event) => event.name),
    );
  });

  it('names itself and asks to be looked at again twice a day', () => {
    expect(parsed.calendar.getFirstPropertyValue('x-wr-calname')).toBe(owner.name);
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT12H');
    expect(text).toContain('X-PUBLISHED-TTL:PT12H');
  });

  it('gives each event a UID that stays the same from one build to the next', () => {
    const later = read(subscriptionCalendar(owner, feed().events, Date.UTC(2026, 10, 26, 4, 5)));
    const uids = parsed.events.map((e) => e.getFirstPropertyValue('uid'));
    expect(new Set(uids).size).toBe(uids.length);
    expect(later.events.map((e) => e.getFirstPropertyValue('uid'))).toEqual(uids);
    expect(uids.every((uid) => String(uid).endsWith('@www.example.org'))).toBe(true);
  });

  it('keeps London time on both sides of each clock change', () => {
    expect(utc(parsed.byName('Saturday before summer time'), 'dtstart')).toBe(
      '2027-03-27T19:00:00.000Z',
    );
    expect(utc(parsed.byName('Sunday of summer time'), 'dtstart')).toBe('2027-03-28T18:00:00.000Z');
    expect(utc(parsed.byName('Saturday before winter time'), 'dtend')).toBe(
      '2027-10-30T19:00:00.000Z',
    );
    expect(utc(parsed.byName('Sunday of winter time'), 'dtend')).toBe('2027-10-31T20:00:00.000Z');
  });

  it('marks a cancelled event cancelled, so a subscriber’s copy is updated', () => {
    const cancelled = events.filter((event) => event.cancelled);
    expect(cancelled).toHaveLength(1);
    expect(parsed.byName(cancelled[0]!.name).getFirstPropertyValue('status')).toBe('CANCELLED');
    const others = parsed.events.filter(
      (e) => e.getFirstPropertyValue('summary') !== cancelled[0]!.name,
    );
    expect(others.every((e) => e.getFirstPropertyValue('status') === null)).toBe(true);
  });

  it('carries the place, the description as plain text and the event’s own address', () => {
    for (const event of events) {
      const vevent = parsed.byName(event.name);
      const description = vevent.getFirstPropertyValue('description');
      expect(description ?? '').toBe(event.description);
      expect(String(description ?? '')).not.toMatch(/<[a-z/]/i);
      if (event.location?.name) {
        expect(String(vevent.getFirstPropertyValue('location'))).toContain(event.location.name);
      }
      expect(vevent.getFirstPropertyValue('url')).toBe(
        hasLink(event.detailsUrl) ? event.detailsUrl : null,
      );
    }
  });

  it('is a calendar with no events when the feed has none', () => {
    const empty = read(subscriptionCalendar(owner, [], Date.UTC(2026, 10, 25)));
    expect(empty.events).toEqual([]);
    expect(empty.calendar.name).toBe('vcalendar');
  });
});

describe('subscriptionCalendar of a calendar feed', () => {
  const source = sampleText();
  const events = readCalendar(source, { now: Date.parse('2027-03-01T12:00:00Z'), log: () => {} });
  const written = read(subscriptionCalendar(owner, events, Date.UTC(2027, 2, 1, 12)));

  it("writes an all-day event's days as DATE values, its end the day after its last", () => {
    const allDay = read(source).events.filter(
      (vevent) => (vevent.getFirstPropertyValue('dtstart') as ICAL.Time).isDate,
    );
    expect(allDay.length).toBeGreaterThan(0);
    for (const vevent of allDay) {
      const copy = written.byName(vevent.getFirstPropertyValue('summary') as string);
      for (const property of ['dtstart', 'dtend']) {
        const value = copy.getFirstPropertyValue(property) as ICAL.Time;
        expect(value.isDate).toBe(true);
        expect(value.toString()).toBe(String(vevent.getFirstPropertyValue(property)));
      }
    }
  });
});

describe('subscriptionCalendar of a site not in English alone', () => {
  const { events } = feed();
  const [service, ...fromFeed] = events;
  const language = { tag: 'cy', events: new Set([service!]) };
  const text = subscriptionCalendar(owner, events, Date.UTC(2026, 10, 25), language);
  const parsed = read(text);
  const lang = (vevent: ICAL.Component, property: string) =>
    vevent.getFirstProperty(property)?.getParameter('language');

  it('says its name is in the language of its words (LANGUAGE=, RFC 5545 3.2.10)', () => {
    expect(text).toContain(`X-WR-CALNAME;LANGUAGE=cy:${owner.name}`);
    expect(parsed.calendar.getFirstProperty('x-wr-calname')?.getParameter('language')).toBe('cy');
    expect(parsed.calendar.getFirstPropertyValue('x-wr-calname')).toBe(owner.name);
  });

  it('says the language of the words of each event it writes itself, on its name, description and place', () => {
    const own = parsed.events[0]!;
    expect(own.getFirstPropertyValue('summary')).toBe(service!.name);
    expect(lang(own, 'summary')).toBe('cy');
    expect(text).toContain(`SUMMARY;LANGUAGE=cy:`);
    if (service!.description) expect(lang(own, 'description')).toBe('cy');
    if (service!.location) expect(lang(own, 'location')).toBe('cy');
  });

  it('says no language for the feed’s events, whose words are the church’s in its feed', () => {
    for (const vevent of parsed.events.slice(1)) {
      for (const property of ['summary', 'description', 'location']) {
        expect(lang(vevent, property)).toBeUndefined();
      }
    }
    expect(parsed.events.slice(1).map((e) => e.getFirstPropertyValue('summary'))).toEqual(
      fromFeed.map((event) => event.name),
    );
  });

  it('folds every line again within 75 octets, a long Welsh name too', () => {
    const long = { ...service!, name: 'Oedfa Ddiolchgarwch yr ŵyl: '.repeat(6) };
    const written = subscriptionCalendar(owner, [long], 0, { tag: 'cy', events: new Set([long]) });
    const octets = (line: string) => new TextEncoder().encode(line).length;
    expect(Math.max(...written.split('\r\n').map(octets))).toBeLessThanOrEqual(75);
    expect(read(written).events[0]!.getFirstPropertyValue('summary')).toBe(long.name);
  });

  it('says no language at all when it is not told one, as a site in English alone’s', () => {
    expect(subscriptionCalendar(owner, events, Date.UTC(2026, 10, 25))).not.toContain('LANGUAGE');
  });
});
