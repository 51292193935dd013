import type { DateWords } from './format-date.ts';
import { patternWords } from './service-patterns.ts';
import type { Church } from '../content/schemas/church.ts';
import type { ServiceAt } from './church-paths.ts';
import { instantToLondon, toIsoWithOffset } from './wall-clock.ts';

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

/** A weekly service's pattern after a comma: the words file's "Every Sunday" small-lettered. */
function weekly(day: Church['services'][number]['day'], words: DateWords) {
  const phrase = patternWords({ day }, words);
  return phrase.charAt(0).toLocaleLowerCase(words.language) + phrase.slice(1);
}

/** schema.org `Place` for the church: where its services are, and any event with no place. */
export function churchPlace(church: Pick<Church, 'name'> & { address: PlaceAddress }) {
  return { '@type': 'Place', name: church.name, address: churchPostalAddress(church.address) };
}

/** Each service held, dated, at its own church (a site of several, whose patterns vary by week). */
function heldEvents(held: ServiceAt[], county: string) {
  return held.flatMap(({ at, ...service }) => {
    if (!at) return [];
    return [
      {
        '@type': 'Event',
        name: service.name,
        startDate: toIsoWithOffset(instantToLondon(service.start)),
        ...(service.end !== undefined && {
          endDate: toIsoWithOffset(instantToLondon(service.end)),
        }),
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        // In the whole's county: a church of several gives none of its own.
        location: churchPlace({ name: at.name, address: { ...at.address, county } }),
      },
    ];
  });
}

/**
 * schema.org `Church` for search engines: who we are, where, and when we meet each week; on a
 * site of several churches, each service of the weeks listed, at its church.
 */
export function churchJsonLd(
  church: Church,
  words: DateWords,
  imageUrl?: string,
  several?: { held: ServiceAt[] },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Church',
    // A site not in English alone says which language its words are in.
    ...(church.language !== 'en' || church.secondLanguage ? { inLanguage: words.language } : {}),
    name: church.name,
    url: church.siteUrl,
    telephone: church.phone.international,
    email: church.email,
    ...(imageUrl ? { image: new URL(imageUrl, church.siteUrl).href } : {}),
    address: churchPostalAddress(church.address),
    event: several
      ? heldEvents(several.held, church.address.county)
      : church.services.map((service) => ({
          '@type': 'Event',
          name: `${service.name}, ${weekly(service.day, words)}`,
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
