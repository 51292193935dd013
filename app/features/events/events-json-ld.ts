import { churchPlace } from '../../lib/church-json-ld.ts';
import { paths } from '../../lib/paths.ts';
import { type ChurchEvent, hasLink, lastDay } from '../../feeds/events/type.ts';
import type { ChurchPlace } from '../../lib/church-paths.ts';
import type { EventsChurch } from './events-settings.tsx';
import { isoDay, toIsoWithOffset } from '../../lib/wall-clock.ts';

const schema = (name: string) => `https://schema.org/${name}`;

/** Which church of several an event is at; none on a site of one. */
export type ChurchAt = (event: ChurchEvent) => ChurchPlace | undefined;

function place(event: ChurchEvent, url: string, church: EventsChurch, churchAt?: ChurchAt) {
  if (event.online) {
    return {
      '@type': 'VirtualLocation',
      ...(event.location?.name && { name: event.location.name }),
      url: event.online.joinUrl ?? url,
    };
  }
  // One church of several: the event is at its place, in the whole's county, unless the feed
  // gives an address of its own; the charge's office is no event's place.
  const at = churchAt?.(event);
  if (at && !event.location?.address) {
    const address = { ...at.address, county: church.address.county };
    return { ...churchPlace({ name: at.name, address }), name: event.location?.name ?? at.name };
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

/** schema.org Event data for the events, each time with London's offset, each at its church. */
export function eventsJsonLd(events: ChurchEvent[], church: EventsChurch, churchAt?: ChurchAt) {
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
        location: place(event, url, church, churchAt),
        url,
        // A typed event's picture is on the site itself: a path, made whole here.
        ...(event.imageUrl && { image: [new URL(event.imageUrl, church.siteUrl).href] }),
        organizer: { '@type': 'Organization', name: church.name, url: church.siteUrl },
      };
    }),
  };
}
