import type { Church } from '~/content/schema';

const schemaDays = {
  Sunday: 'https://schema.org/Sunday',
  Monday: 'https://schema.org/Monday',
  Tuesday: 'https://schema.org/Tuesday',
  Wednesday: 'https://schema.org/Wednesday',
  Thursday: 'https://schema.org/Thursday',
  Friday: 'https://schema.org/Friday',
  Saturday: 'https://schema.org/Saturday',
} as const;

/** schema.org `Church` for search engines: who we are, where, and when we meet each week. */
export function churchJsonLd(church: Church, imageUrl?: string) {
  const { address } = church;
  const postalAddress = {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    addressLocality: address.town,
    addressRegion: address.county,
    postalCode: address.postcode,
    addressCountry: 'GB',
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Church',
    name: church.name,
    url: church.siteUrl,
    telephone: church.phone.international,
    email: church.email,
    ...(imageUrl ? { image: new URL(imageUrl, church.siteUrl).href } : {}),
    address: postalAddress,
    event: church.services.map((service) => ({
      '@type': 'Event',
      name: `${service.name}, every ${service.day}`,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: church.name, address: postalAddress },
      eventSchedule: {
        '@type': 'Schedule',
        byDay: schemaDays[service.day],
        startTime: service.time,
        repeatFrequency: 'P1W',
        scheduleTimezone: 'Europe/London',
      },
    })),
  };
}

/** JSON for a <script type="application/ld+json">, with "<" escaped so no text can end it. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
