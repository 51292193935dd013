import type { ChurchFile } from '../content/schemas/churches.ts';
import { mapSearchUrl } from './directions.ts';
import type { HeldService } from './service-patterns.ts';

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

/** The church a service is at, as its pages name it and link to it. */
export type ChurchAt = Pick<ChurchFile, 'slug' | 'name' | 'address'>;

/** A service held, with its church resolved from the slug the cross-checks found (none on a site of one). */
export type ServiceAt = HeldService & { at?: ChurchAt };

/** Each service with its church: looked up once here, not by each page that names it. */
export function servicesAt(held: HeldService[], churches: ChurchAt[]): ServiceAt[] {
  const bySlug = new Map(
    churches.map(({ slug, name, address }) => [slug, { slug, name, address }]),
  );
  return held.map((service) => {
    const at = service.church === undefined ? undefined : bySlug.get(service.church);
    return at ? { ...service, at } : service;
  });
}

/** What tells a feed's event is at one church (its postcode, name or other names), and where. */
export type ChurchPlace = Pick<ChurchFile, 'slug' | 'name' | 'alsoKnownAs'> & {
  address: Pick<ChurchFile['address'], 'street' | 'town' | 'postcode'>;
};

export const placeOf = (
  church: Pick<ChurchFile, 'slug' | 'name' | 'address' | 'alsoKnownAs'>,
): ChurchPlace => ({
  slug: church.slug,
  name: church.name,
  ...(church.alsoKnownAs?.length && { alsoKnownAs: church.alsoKnownAs }),
  address: church.address,
});

/**
 * A place's words as the matching reads them, each between spaces: accents folded ("Tŷ" is
 * "ty"), case and punctuation gone ("St Mary's" is "st marys"), "Saint" as "St", and "Church"
 * left out, as calendars write it or not ("St Mary's Church, Cardigan" is "st marys cardigan").
 */
export function foldedWords(text: string): string {
  const words = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['‘’`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word && word !== 'church')
    .map((word) => (word === 'saint' ? 'st' : word));
  return words.length > 0 ? ` ${words.join(' ')} ` : '';
}

const noSpaces = (text: string) => foldedWords(text).replaceAll(' ', '');

/**
 * The church an event is at: the one it names (typed in /admin), else the one whose postcode, or
 * else whose name or other name, its place holds (ChurchSuite's and calendars' events); none when
 * unclear, as a wrong church is worse than none.
 */
export function churchOfEvent(
  event: { church?: string; location?: { name?: string | null; address?: string | null } },
  churches: ChurchPlace[],
): string | undefined {
  if (event.church) return event.church;
  const place = foldedWords(`${event.location?.name ?? ''} ${event.location?.address ?? ''}`);
  if (!place) return undefined;
  const byPostcode = churches.filter((church) =>
    noSpaces(place).includes(noSpaces(church.address.postcode)),
  );
  if (byPostcode.length > 0) return byPostcode.length === 1 ? byPostcode[0]!.slug : undefined;
  const byName = churches.flatMap((church) => {
    const names = [church.name, ...(church.alsoKnownAs ?? [])].map(foldedWords);
    const held = names.filter((name) => name && place.includes(name));
    // The longest name it holds: the most the place says of it.
    const longest = held.sort((a, b) => b.length - a.length)[0];
    return longest ? [{ slug: church.slug, name: longest }] : [];
  });
  // A name held only within a longer one's words is not said: "Logie Easter" is not "Logie".
  const kept = byName.filter((one) =>
    byName
      .filter((other) => other.name.length > one.name.length && other.name.includes(one.name))
      .reduce((rest, other) => rest.replaceAll(other.name, ' '), place)
      .includes(one.name),
  );
  return kept.length === 1 ? kept[0]!.slug : undefined;
}

/**
 * The build's events, each with its church decided once (`church`), for the pages, calendars and
 * /admin's note of those under none; on a site of one, as they were. The browser decides a live
 * answer's events itself, by `churchOfEvent`.
 */
export function withChurches<E extends Parameters<typeof churchOfEvent>[0]>(
  events: E[],
  churches: ChurchPlace[],
): E[] {
  if (churches.length === 0) return events;
  return events.map((event) => {
    const church = churchOfEvent(event, churches);
    return church && !event.church ? { ...event, church } : event;
  });
}

/** The church (its place) an event is at, by `churchOfEvent`. */
export const churchPlaceOf = (
  event: Parameters<typeof churchOfEvent>[0],
  churches: ChurchPlace[],
): ChurchPlace | undefined => {
  const slug = churchOfEvent(event, churches);
  return churches.find((church) => church.slug === slug);
};
