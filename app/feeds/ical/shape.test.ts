// @vitest-environment jsdom -- descriptions are read with the browser's DOMParser
import { describe, expect, it } from 'vitest';
import { hasLink } from '../events/type.ts';
import { readCalendar } from './shape.ts';
import { clockText, eventLine } from '../../../test/calendar-support.ts';
import { readSample, sampleReadAt, sampleText } from './sample.server.ts';

// The feeds as Google Calendar and Outlook write them (test/fixtures/ical/), read at the
// fixtures' read time: what a visitor would see, event by event, on the church's clock.

describe('calendar.ics: the cases of issue 64', () => {
  const { events, logged } = readSample('calendar.ics');
  const named = (name: string) => events.filter((event) => event.name.startsWith(name));

  it('reads every instance, soonest first, on the church clock, with nothing skipped', () => {
    expect(logged).toEqual([]);
    expect(events.map(eventLine)).toEqual([
      'Midweek Bible Study | 2027-03-03 19:30 +0 → 2027-03-03 21:00 +0',
      'Midweek Bible Study | 2027-03-10 19:30 +0 → 2027-03-10 21:00 +0',
      'Midweek Bible Study | 2027-03-24 19:30 +0 → 2027-03-24 21:00 +0',
      'Easter Vigil | 2027-03-27 20:00 +0 → 2027-03-27 21:30 +0',
      'Easter Sunrise Service | 2027-03-28 06:30 +60 → 2027-03-28 07:30 +60',
      'Easter Monday: Church Office Closed | 2027-03-29 00:00 → 2027-03-30 00:00',
      'Midweek Bible Study | 2027-03-31 19:30 +60 → 2027-03-31 21:00 +60',
      'Midweek Bible Study (Thursday this week) | 2027-04-08 19:00 +60 → 2027-04-08 20:30 +60',
      'Midweek Bible Study | 2027-04-14 19:30 +60 → 2027-04-14 21:00 +60',
      'Midweek Bible Study | 2027-04-21 19:30 +60 → 2027-04-21 21:00 +60',
      'Youth Club | 2027-05-07 19:00 +60 → 2027-05-07 21:00 +60',
      'Youth Club | 2027-05-14 19:00 +60 → 2027-05-14 21:00 +60',
      'Youth Club | 2027-05-21 19:00 +60 → 2027-05-21 21:00 +60',
      'Youth Club | 2027-05-28 19:00 +60 → 2027-05-28 21:00 +60',
      'Church Weekend Away | 2027-06-11 18:00 +60 → 2027-06-13 14:00 +60',
      'Holiday Bible Club | 2027-07-26 00:00 → 2027-07-29 00:00',
      'Harvest Supper | 2027-10-30 18:00 +60 → 2027-10-30 21:00 +60',
      "All Saints' Sunday Service | 2027-10-31 10:30 +0 → 2027-10-31 11:30 +0",
    ]);
  });

  it('leaves out the EXDATE and puts the moved instance where it went, with its own words', () => {
    const days = named('Midweek Bible Study').map((event) => event.start.day);
    expect(days).not.toContain(17);
    const moved = named('Midweek Bible Study (Thursday')[0]!;
    expect(moved.location).toEqual({ name: 'The Manse', address: '3 Church Road, Testtown' });
    // Named by its original start (7 April, 19:30 BST), so it keeps its id wherever it moves.
    expect(moved.id).toBe('bible-study@test-church.example-20270407T183000Z');
  });

  it("marks the cancelled instance cancelled (as ChurchSuite's are), and only that one", () => {
    expect(named('Youth Club').map((event) => Boolean(event.cancelled))).toEqual([
      false,
      false,
      true,
      false,
    ]);
  });

  it('says which events take whole days: the first midnight to the midnight after the last day', () => {
    expect(events.filter((event) => event.allDay).map((event) => event.name)).toEqual([
      'Easter Monday: Church Office Closed',
      'Holiday Bible Club',
    ]);
    expect(named('Church Weekend Away')[0]).not.toHaveProperty('allDay');
  });

  it('gives every instance an id of its own, stable from one reading to the next', () => {
    const ids = events.map((event) => event.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(readSample('calendar.ics').events.map((event) => event.id)).toEqual(ids);
    expect(named('Easter Vigil')[0]!.id).toBe('easter-vigil@test-church.example');
    expect(named('Holiday Bible Club')[0]!.id).toBe('holiday-club@test-church.example');
  });

  it('takes the words, place, category and link from the feed', () => {
    const study = named('Midweek Bible Study')[0]!;
    expect(study).toMatchObject({
      description: "Reading Mark's Gospel together.\nAll welcome.",
      location: { name: 'Church Hall', address: '1 Church Road, Testtown' },
      category: 'Bible Study',
      detailsUrl: 'https://test-church.example/bible-study',
      imageSources: [],
    });
    const away = named('Church Weekend Away')[0]!;
    expect(away.description).toBe('Three days at Lakeside Centre.\n\nBook at our page.');
    expect(hasLink(away.detailsUrl)).toBe(false);
    expect(named('Easter Vigil')[0]!.location).toEqual({ name: 'Sanctuary' });
    expect(named('Easter Vigil')[0]).not.toHaveProperty('category');
  });

  it('reads the same with CRLF line ends, as feeds send them', () => {
    const crlf = sampleText('calendar.ics').replace(/\n/g, '\r\n');
    const again = readCalendar(crlf, { now: sampleReadAt, log: () => {} });
    expect(again.map(eventLine)).toEqual(events.map(eventLine));
  });

  it('shows them all to a build read on any day from November 2026', () => {
    const early = readSample('calendar.ics', Date.parse('2026-11-28T00:00:00Z'));
    expect(early.events.map(eventLine)).toEqual(events.map(eventLine));
  });
});

describe("google.ics: a Google Calendar's public address", () => {
  const { events, logged } = readSample('google.ics');
  const named = (name: string) => events.filter((event) => event.name.startsWith(name));

  it('stops an endless weekly repeat twelve months after the read time', () => {
    const sundays = named('Sunday Morning Worship');
    expect(clockText(sundays[0]!.start)).toBe('2027-03-07 11:00 +0');
    expect(clockText(sundays.at(-1)!.start)).toBe('2028-02-27 11:00 +0');
    // 52 Sundays from 7 March 2027 to 27 February 2028, less Easter Day's EXDATE.
    expect(sundays).toHaveLength(51);
    expect(sundays.map((event) => clockText(event.start))).not.toContain('2027-03-28 11:00 +60');
    expect(logged).toEqual([]);
  });

  it('moves the changed instance (RECURRENCE-ID) to its new time and place', () => {
    const sunrise = named('Sunday Morning Worship (Easter Sunrise)');
    expect(sunrise.map(eventLine)).toEqual([
      'Sunday Morning Worship (Easter Sunrise) | 2027-04-04 06:00 +60 → 2027-04-04 07:00 +60',
    ]);
    expect(sunrise[0]!.location).toEqual({ name: 'Testtown Hill' });
  });

  it("reads Google's HTML descriptions as text and its escaped commas in LOCATION", () => {
    const sunday = named('Sunday Morning Worship')[0]!;
    expect(sunday.description).toBe(
      "Our Sunday morning service.\n\nChildren's church for ages 3–11.\nLive stream: YouTube",
    );
    expect(sunday.location).toEqual({
      name: 'Test Church',
      address: '1 Church Road, Testtown TT1 1AA, UK',
    });
  });

  it("shows New York's times on London's clock, through both countries' clock changes", () => {
    // New York goes forward on 14 March, London on 28 March: for two weeks they are 4 hours apart.
    expect(named('Prayer Call').map((event) => clockText(event.start))).toEqual([
      '2027-03-07 19:00 +0',
      '2027-03-14 18:00 +0',
      '2027-03-21 18:00 +0',
      '2027-03-28 19:00 +60',
      '2027-04-04 19:00 +60',
      '2027-04-11 19:00 +60',
    ]);
  });

  it('makes a meeting link in LOCATION, or a Google Meet with no place, an online event', () => {
    expect(named('Prayer Call')[0]).toMatchObject({
      online: { joinUrl: 'https://meet.google.com/abc-defg-hij' },
    });
    expect(named('Prayer Call')[0]).not.toHaveProperty('location');
    expect(named('Online Elders')[0]).toMatchObject({
      online: { joinUrl: 'https://meet.google.com/xyz-abcd-efg' },
    });
  });

  it('leaves out events marked private', () => {
    expect(named('Pastoral visit')).toEqual([]);
  });
});

describe("outlook.ics: an Outlook (Exchange) calendar's published address", () => {
  const { events, logged } = readSample('outlook.ics');
  const named = (name: string) => events.filter((event) => event.name.startsWith(name));

  it('reads "GMT Standard Time" by its VTIMEZONE across the March change, with EXDATE and a cancelled week', () => {
    expect(logged).toEqual([]);
    const choir = named('Choir Practice');
    expect(
      choir.map((event) => `${clockText(event.start)}${event.cancelled ? ' cancelled' : ''}`),
    ).toEqual([
      '2027-03-17 19:00 +0',
      '2027-03-24 19:00 +0',
      '2027-04-07 19:00 +60',
      '2027-04-14 19:00 +60 cancelled',
      '2027-04-21 19:00 +60',
      '2027-04-28 19:00 +60',
    ]);
    expect(choir[0]).toMatchObject({
      category: 'Music',
      description: "Choir practice for Sunday's anthem.\n\nNew voices welcome.",
      location: { name: 'Sanctuary' },
    });
  });

  it('reads Windows zone names and display names that come without a VTIMEZONE', () => {
    // 10:00 in Germany in June is 09:00 in London.
    expect(named('Twinning visit').map(eventLine)).toEqual([
      'Twinning visit: service in Testdorf | 2027-06-06 09:00 +60 → 2027-06-06 10:30 +60',
    ]);
    expect(named('Session Meeting').map(eventLine)).toEqual([
      'Session Meeting | 2027-06-08 19:30 +60 → 2027-06-08 21:00 +60',
    ]);
  });

  it('takes the first of several categories, and leaves out private appointments', () => {
    expect(named('Church Office Closed')[0]).toMatchObject({ category: 'Office', allDay: true });
    expect(named("Minister's day off")).toEqual([]);
  });
});
