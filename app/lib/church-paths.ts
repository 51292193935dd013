import type { ChurchFile } from '../content/schemas/churches.ts';
import { mapSearchUrl } from './directions.ts';

// A site of several churches' own addresses: apart from `paths`, which every page's script
// carries, so a site of one church ships nothing of them.
export const churchPaths = {
  all: '/churches',
  church: (slug: string) => `/churches/${slug}`,
  /** One church's services (and events) to subscribe to. */
  calendar: (slug: string) => `/churches/${slug}/calendar.ics`,
};

/** One line of a church's address: "Chapel Brow, Ashby Fell, CA99 7AB". */
export const addressLine = ({ address }: Pick<ChurchFile, 'address'>) =>
  [address.street, address.town, address.postcode].join(', ');

/** A church's map link: the office's own, else a search for its name and address. */
export const directionsOf = (church: Pick<ChurchFile, 'directions' | 'name' | 'address'>) =>
  church.directions ?? mapSearchUrl(`${church.name}, ${addressLine(church)}`);
