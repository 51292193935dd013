import type { Church } from '../content/schemas/church.ts';

/** A map search, which opens the phone's map app where it has one. */
export function mapSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export function directionsUrl(address: Church['address'], name?: string): string {
  return mapSearchUrl(
    [name, address.street, address.town, address.postcode].filter(Boolean).join(', '),
  );
}
