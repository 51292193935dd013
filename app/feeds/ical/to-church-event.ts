import type ICAL from 'ical.js';
import { descriptionToText } from '../description-text.ts';
import { type ChurchEvent, noLink } from '../events/type.ts';
import { cleanText, clip, feedPicture, httpsUrl, safeHttpUrl } from '../shared.ts';
import type { Instance } from './expand.ts';
import type { CalendarEvent } from './type.ts';
import type { Moment } from './time-zones.ts';
import { isoDay } from '../../lib/wall-clock.ts';

// One instance of a VEVENT → a CalendarEvent, bounded and made safe as ChurchSuite's are.

const maxNameLength = 150;
const maxDescriptionLength = 5_000;
const maxPlaceLength = 300;
const maxUidLength = 200;

/** A property's text, trimmed; absent when it is not text or has no words. */
export function readText(component: ICAL.Component, name: string): string | undefined {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** The instance's own property, else its series' (a changed instance may give only changes). */
const field = ({ item }: Instance, series: ICAL.Event, name: string) =>
  readText(item.component, name) ?? readText(series.component, name);

/** The first of the event's CATEGORIES: the site shows one category an event. */
function categoryOf(component: ICAL.Component): string | undefined {
  const category = component
    .getAllProperties('categories')
    .flatMap((property) => property.getValues())
    .find((value) => typeof value === 'string' && cleanText(value));
  return category && clip(cleanText(category)!, maxNameLength);
}

/**
 * LOCATION's first part is the name ("Church Hall, 1 Church Road"), the rest the address; a lone
 * https address is an online event, as is a conference link (RFC 7986, Google's) with no place.
 */
function placeOf(location: string | undefined, conference: string | undefined) {
  const locationUrl = httpsUrl(location);
  if (locationUrl) return { online: { joinUrl: locationUrl } };
  const [name, ...rest] = (location ?? '').split(/[\n,]/).flatMap((part) => cleanText(part) ?? []);
  if (!name) {
    const joinUrl = httpsUrl(conference);
    return joinUrl ? { online: { joinUrl } } : {};
  }
  const address = rest.join(', ');
  return {
    location: {
      name: clip(name, maxPlaceLength),
      ...(address && { address: clip(address, maxPlaceLength) }),
    },
  };
}

/** RFC 7986's IMAGE, else an ATTACH of an image type, as the ChurchSuite feeds' pictures are. */
function pictureOf(component: ICAL.Component) {
  const urls = [
    ...component.getAllProperties('image'),
    ...component
      .getAllProperties('attach')
      .filter((property) => String(property.getParameter('fmttype') ?? '').startsWith('image/')),
  ].flatMap((property) => {
    const value = property.getFirstValue();
    return typeof value === 'string' ? [{ url: value }] : [];
  });
  return feedPicture(urls);
}

/** An instance's name within its series: its original day, or its original start in UTC. */
const stamp = ({ clock, instant, allDay }: Moment) =>
  allDay
    ? isoDay(clock).replaceAll('-', '')
    : new Date(instant).toISOString().replace(/[-:]|\.\d+/g, '');

/** The instance as the site's event, or why not; `descriptions` caches text across a series. */
export function eventOf(
  instance: Instance,
  series: ICAL.Event,
  uid: string,
  descriptions: Map<string, string>,
): CalendarEvent | { skip: string } {
  const name = cleanText(field(instance, series, 'summary'));
  if (!name) return { skip: 'it has no SUMMARY' };
  const { item, start, end, recurrenceId } = instance;
  const rawDescription = field(instance, series, 'description') ?? '';
  const status = field(instance, series, 'status')?.toUpperCase();
  const category = categoryOf(item.component) ?? categoryOf(series.component);
  const picture = pictureOf(item.component);
  const { imageUrl, imageSources } = picture.imageUrl ? picture : pictureOf(series.component);
  const event: ChurchEvent = {
    id: clip(uid, maxUidLength) + (recurrenceId ? `-${stamp(recurrenceId)}` : ''),
    name: clip(name, maxNameLength),
    start: start.clock,
    ...(end && { end: end.clock }),
    // Worked out on first read, once the build has lent a DOMParser: Google's are HTML.
    get description() {
      const text = descriptions.get(rawDescription);
      if (text !== undefined) return text;
      const worked = clip(descriptionToText(rawDescription), maxDescriptionLength);
      return descriptions.set(rawDescription, worked).get(rawDescription)!;
    },
    ...placeOf(
      field(instance, series, 'location'),
      field(instance, series, 'conference') ?? field(instance, series, 'x-google-conference'),
    ),
    ...(status === 'CANCELLED' && { cancelled: true }),
    ...(category && { category }),
    imageUrl,
    imageSources,
    detailsUrl: safeHttpUrl(field(instance, series, 'url')) ?? noLink,
  };
  return start.allDay ? Object.assign(event, { allDay: true as const }) : event;
}
