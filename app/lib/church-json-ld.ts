import type { Church } from '../content/schemas/church.ts';

type PlaceAddress = Pick<Church['address'], 'street' | 'town' | 'county' | 'postcode'>;

function churchPostalAddress(address: PlaceAddress) {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    addressLocality: address.town,
    addressRegion: address.county,
    postalCode: address.postcode,
    addressCountry: 'GB',
  };
}

/** schema.org `Place` for the church: where its services are, and any event with no place. */
export function churchPlace(church: Pick<Church, 'name'> & { address: PlaceAddress }) {
  return { '@type': 'Place', name: church.name, address: churchPostalAddress(church.address) };
}

/** schema.org `Church` for search engines: who we are, where, and when we meet each week. */
export function churchJsonLd(church: Church, imageUrl?: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Church',
    name: church.name,
    url: church.siteUrl,
    telephone: church.phone.international,
    email: church.email,
    ...(imageUrl ? { image: new URL(imageUrl, church.siteUrl).href } : {}),
    address: churchPostalAddress(church.address),
    event: church.services.map((service) => ({
      '@type': 'Event',
      name: `${service.name}, every ${service.day}`,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: churchPlace(church),
      eventSchedule: {
        '@type': 'Schedule',
        byDay: `https://schema.org/${service.day}`,
        startTime: service.time,
        repeatFrequency: 'P1W',
        scheduleTimezone: 'Europe/London',
      },
    })),
  };
}
