import { churchPlace } from '../../lib/church-json-ld.ts';
import { paths } from '../../lib/paths.ts';
import { type ChurchEvent, hasLink, lastDay } from '../../feeds/events/type.ts';
import type { ChurchPlace } from '../../lib/church-paths.ts';
import type { EventsChurch } from './events-settings.tsx';
import { isoDay, toIsoWithOffset } from '../../lib/wall-clock.ts';
import type { Language } from '../../lib/languages.ts';

const schema = (name: string) => `https://schema.org/${name}`;

function place(event: ChurchEvent, url: string, church: EventsChurch) {
  if (event.online) {
    return {
      '@type': 'VirtualLocation',
      ...(event.location?.name && { name: event.location.name }),
      url: event.online.joinUrl ?? url,
    };
  }
  // The church's own calendar: an event with no location is at the church.
  if (!event.location) return churchPlace(church);
  return {
    '@type': 'Place',
    ...(event.location.name && { name: event.location.name }),
    ...(event.location.address && { address: event.location.address }),
  };
}

/** An event's dates: times with London's offset, or an all-day event's first and last days. */
const dates = (event: ChurchEvent) =>
  event.allDay
    ? { startDate: isoDay(event.start), endDate: isoDay(lastDay(event)) }
    : {
        startDate: toIsoWithOffset(event.start),
        ...(event.end && { endDate: toIsoWithOffset(event.end) }),
      };

/** schema.org Event data for the events, each time with London's offset. */
export function eventsJsonLd(events: ChurchEvent[], church: EventsChurch) {
  const pageUrl = new URL(paths.events, church.siteUrl).href;
  return {
    '@context': 'https://schema.org',
    '@graph': events.map((event) => {
      const url = hasLink(event.detailsUrl) ? event.detailsUrl : pageUrl;
      return {
        '@type': 'Event',
        name: event.name,
        ...dates(event),
        eventStatus: schema(event.cancelled ? 'EventCancelled' : 'EventScheduled'),
        eventAttendanceMode: schema(
          event.online ? 'OnlineEventAttendanceMode' : 'OfflineEventAttendanceMode',
        ),
        ...(event.description && { description: event.description }),
        location: place(event, url, church),
        url,
        // A typed event's picture is on the site itself: a path, made whole here.
        ...(event.imageUrl && { image: [new URL(event.imageUrl, church.siteUrl).href] }),
        organizer: { '@type': 'Organization', name: church.name, url: church.siteUrl },
      };
    }),
  };
}

/**
 * On a site not in English alone, `eventsJsonLd`'s events each in the page's language
 * (schema.org `inLanguage`), as the church's data says its own (church-json-ld.ts). Apart, so a
 * site in English alone's script is as it was.
 */
export function eventsInLanguage(
  data: ReturnType<typeof eventsJsonLd>,
  language: Language | undefined,
) {
  if (!language) return data;
  return {
    ...data,
    '@graph': data['@graph'].map(({ '@type': type, ...item }) => ({
      '@type': type,
      inLanguage: language,
      ...item,
    })),
  };
}

/** Which church of several an event is at; none when its place is unclear. */
export type ChurchAt = (event: ChurchEvent) => ChurchPlace | undefined;

/**
 * On a site of several churches, `eventsJsonLd`'s events (the same, in order) each at its church's
 * place, in the whole's county, not the charge's office; an address the feed gives stays, as it
 * says more. Apart, so a site of one church's script is as it was.
 */
export function placedAtChurches(
  data: ReturnType<typeof eventsJsonLd>,
  events: ChurchEvent[],
  church: EventsChurch,
  churchAt: ChurchAt,
) {
  return {
    ...data,
    '@graph': data['@graph'].map((item, index) => {
      const event = events[index]!;
      const at = churchAt(event);
      if (!at || event.online || event.location?.address) return item;
      const address = { ...at.address, county: church.address.county };
      const name = event.location?.name ?? at.name;
      return { ...item, location: { ...churchPlace({ name: at.name, address }), name } };
    }),
  };
}
