// @vitest-environment jsdom -- descriptions are read with the browser's DOMParser
import { describe, expect, it } from 'vitest';
import sample from '../../../test/fixtures/calendar.json';
import currentSample from '../../../test/fixtures/calendar-current.json';
import { parseCalendarFeed } from '../../feeds/events/reading.ts';
import { readCalendar } from '../../feeds/ical/shape.ts';
import { sampleText } from '../../feeds/ical/sample.server.ts';
import { isoDay } from '../../lib/wall-clock.ts';
import { churchPlaceOf, type ChurchPlace } from '../../lib/church-paths.ts';
import { eventsInLanguage, eventsJsonLd, placedAtChurches } from './events-json-ld.ts';
import { testEventsSettings } from '../../../test/events-support.ts';

const { church } = testEventsSettings;
const events = parseCalendarFeed(sample);
const graph = eventsJsonLd(events, church)['@graph'];
const find = (name: string) => graph.find((item) => item.name === name)!;

describe('eventsJsonLd', () => {
  it('describes every listed event as a schema.org Event', () => {
    expect(graph).toHaveLength(10);
    expect(find('Harvest Thanksgiving Service')).toEqual({
      '@type': 'Event',
      name: 'Harvest Thanksgiving Service',
      startDate: '2027-09-26T11:30:00+01:00',
      endDate: '2027-09-26T12:45:00+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      description:
        'Join us as we give thanks for God’s provision. Produce gifts will be shared with the local food bank.',
      location: {
        '@type': 'Place',
        name: 'Sanctuary',
        address: '1 Church Road, Ballyglen, BT00 0AA',
      },
      url: 'https://demo.churchsuite.com/events/hv7k2m1q',
      image: ['https://cdn.churchsuite.com/demo/calendar/events/harvest_lg.jpg'],
      organizer: { '@type': 'Organization', name: church.name, url: church.siteUrl },
    });
  });

  it('gives winter events a +00:00 offset', () => {
    expect(find('Carols by Candlelight').startDate).toBe('2027-12-19T19:00:00+00:00');
  });

  it('places an event with no location at the church, and links it to /events', () => {
    const family = find('Family Service');
    expect(family.location).toMatchObject({
      name: church.name,
      address: {
        streetAddress: church.address.street,
        postalCode: church.address.postcode,
        addressCountry: 'GB',
      },
    });
    expect(find('PW Coffee Morning').url).toBe(new URL('/events', church.siteUrl).href);
    expect(find('PW Coffee Morning')).not.toHaveProperty('image');
  });

  it('marks a cancelled event and places an online one online, from the current feed', () => {
    const current = eventsJsonLd(parseCalendarFeed(currentSample), church)['@graph'];
    const named = (name: string) => current.find((item) => item.name === name)!;
    expect(named('PW Coffee Morning')).toMatchObject({
      eventStatus: 'https://schema.org/EventCancelled',
      startDate: '2027-11-06T10:30:00+00:00',
      location: { '@type': 'Place', name: 'Church Halls' },
    });
    expect(named('Midweek Prayer (online)')).toMatchObject({
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      startDate: '2027-10-06T20:00:00+01:00',
      location: {
        '@type': 'VirtualLocation',
        name: 'Zoom',
        url: 'https://example.org/join/prayer',
      },
      url: 'https://demo.churchsuite.com/events/on4b8z6x',
    });
    expect(named('Youth Fellowship Quiz Night').eventStatus).toBe(
      'https://schema.org/EventScheduled',
    );
  });

  it("gives an online event with no joining link the event's page as its place", () => {
    const [online] = eventsJsonLd(
      [{ ...parseCalendarFeed(currentSample)[2]!, online: {} }],
      church,
    )['@graph'];
    expect(online?.location).toEqual({
      '@type': 'VirtualLocation',
      name: 'Zoom',
      url: 'https://demo.churchsuite.com/events/on4b8z6x',
    });
  });

  it("gives an all-day event's first and last days as dates", () => {
    const ics = sampleText();
    const calendar = readCalendar(ics, { now: Date.parse('2027-03-01T12:00:00Z'), log: () => {} });
    const allDay = calendar.filter((event) => event.allDay);
    expect(allDay.length).toBeGreaterThan(0);
    const items = eventsJsonLd(allDay, church)['@graph'];
    items.forEach((item, index) => {
      const event = allDay[index]!;
      expect(item.startDate).toBe(isoDay(event.start));
      // The end is the midnight after the last day: the last day is the one before it.
      const last = new Date(Date.parse(isoDay(event.end!)) - 86_400_000).toISOString().slice(0, 10);
      expect(item.endDate).toBe(last);
    });
  });

  it('places each event at its church on a site of several, not at the office', () => {
    const ashby: ChurchPlace = {
      slug: 'ashby',
      name: 'Ashby Chapel',
      alsoKnownAs: ['Sanctuary'],
      address: { street: 'Chapel Brow', town: 'Ashby Fell', postcode: 'CA99 7AB' },
    };
    const typed = { ...events.find((event) => event.name === 'Family Service')!, church: 'ashby' };
    const all = [typed, ...events];
    const several = placedAtChurches(eventsJsonLd(all, church), all, church, (event) =>
      churchPlaceOf(event, [ashby]),
    )['@graph'];
    expect(several[0]!.location).toEqual({
      '@type': 'Place',
      name: 'Ashby Chapel',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Chapel Brow',
        addressLocality: 'Ashby Fell',
        addressRegion: church.address.county,
        postalCode: 'CA99 7AB',
        addressCountry: 'GB',
      },
    });
    // The feed's own address stands: it says more than the church's name.
    const sanctuary = several.find((item) => item.name === 'Harvest Thanksgiving Service')!;
    expect(sanctuary.location).toEqual(find('Harvest Thanksgiving Service').location);
  });
});

describe('eventsInLanguage', () => {
  const data = eventsJsonLd(events, church);

  it('says every event is in the page’s language (schema.org inLanguage), as the church’s data does', () => {
    const welsh = eventsInLanguage(data, 'cy')['@graph'];
    expect(welsh).toHaveLength(graph.length);
    welsh.forEach((event, index) => {
      expect(event).toEqual({ ...graph[index], inLanguage: 'cy' });
      expect(Object.keys(event).slice(0, 2)).toEqual(['@type', 'inLanguage']);
    });
    expect(eventsInLanguage(data, 'en')['@graph'][0]).toMatchObject({ inLanguage: 'en' });
  });

  it('leaves the data as it was with no language, as on a site in English alone', () => {
    expect(eventsInLanguage(data, undefined)).toBe(data);
  });
});
