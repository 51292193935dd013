import type { Content } from '../../content/loading/load.server.ts';
import { type ChurchEvent, noLink } from '../../feeds/events/type.ts';
import { addressLine, churchPaths, servicesAt } from '../../lib/church-paths.ts';
import { servicesBetween } from '../../lib/service-patterns.ts';
import { addDays, instantToLondon, isoDay, parseWallClock } from '../../lib/wall-clock.ts';

/** How far ahead the calendars carry the services of a site of several churches. */
export const calendarDays = 91;

/** The services held from `from` for `calendarDays`, as calendar events, each at its church. */
export function calendarServices(
  { church, churches }: Pick<Content, 'church' | 'churches'>,
  from: string,
): ChurchEvent[] {
  const to = isoDay(addDays(parseWallClock(`${from} 00:00`)!, calendarDays));
  const held = servicesBetween(church.services, church.serviceChanges, from, to);
  return servicesAt(held, churches).map(({ at, ...service }) => {
    return {
      id: `service-${service.church}-${service.date}-${service.time.replace(':', '')}`,
      name: service.name,
      start: instantToLondon(service.start),
      ...(service.end !== undefined && { end: instantToLondon(service.end) }),
      description: service.note ?? '',
      ...(at && { location: { name: at.name, address: addressLine(at) } }),
      imageSources: [],
      detailsUrl: at ? new URL(churchPaths.church(at.slug), church.siteUrl).href : noLink,
      ...(at && { church: at.slug }),
    };
  });
}
