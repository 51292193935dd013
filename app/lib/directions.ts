import type { Church } from '~/content/schema';

/** A map search for the church's address, which opens the phone's map app where it has one. */
export function directionsUrl(address: Church['address'], name?: string): string {
  const query = [name, address.street, address.town, address.postcode].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
