import type { ChurchFile } from '../content/schemas/churches.ts';
import { mapSearchUrl } from './directions.ts';

// A site of several churches' own addresses: apart from `paths`, which every page's script
// carries, so a site of one church ships nothing of them.
export const churchPaths = {
  all: '/churches',
  church: (slug: string) => `/churches/${slug}`,
  /** One church's sermons, newest first, paged as a preacher's are. */
  sermons: (slug: string) => `/churches/${slug}/sermons`,
  /** One church's services (and events) to subscribe to. */
  calendar: (slug: string) => `/churches/${slug}/calendar.ics`,
};

/** One line of a church's address: "Chapel Brow, Ashby Fell, CA99 7AB". */
export const addressLine = ({ address }: Pick<ChurchFile, 'address'>) =>
  [address.street, address.town, address.postcode].join(', ');

/** A church's map link: the office's own, else a search for its name and address. */
export const directionsOf = (church: Pick<ChurchFile, 'directions' | 'name' | 'address'>) =>
  church.directions ?? mapSearchUrl(`${church.name}, ${addressLine(church)}`);

/** What tells a feed's event is at one church: its name or its postcode in the event's place. */
export type ChurchPlace = Pick<ChurchFile, 'slug' | 'name'> & { postcode: string };

export const placeOf = (church: Pick<ChurchFile, 'slug' | 'name' | 'address'>): ChurchPlace => ({
  slug: church.slug,
  name: church.name,
  postcode: church.address.postcode,
});

const plain = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The church an event is at: the one it names (typed in /admin), else the one whose postcode, or
 * else whose name, its place holds (ChurchSuite's and calendars' events); none when unclear.
 */
export function churchOfEvent(
  event: { church?: string; location?: { name?: string | null; address?: string | null } },
  churches: ChurchPlace[],
): string | undefined {
  if (event.church) return event.church;
  const place = plain(`${event.location?.name ?? ''} ${event.location?.address ?? ''}`);
  if (!place) return undefined;
  for (const key of ['postcode', 'name'] as const) {
    const found = churches.filter((church) => place.includes(plain(church[key])));
    if (found.length > 0) return found.length === 1 ? found[0]!.slug : undefined;
  }
  return undefined;
}
