import ICAL from 'ical.js';
import { takeUnique } from '../../lib/slug.ts';
import { EventsFeedError } from '../events/events-feed-error.ts';
import type { CalendarEvent } from './type.ts';
import { type ExpandLimits, expandEvent, type Instance } from './expand.ts';
import { parseCalendar } from './parse-calendar.ts';
import { feedZone } from './time-zones.ts';
import { eventOf, readText } from './to-church-event.ts';

// An iCalendar feed (RFC 5545: Google's, Outlook's, any other) → the site's events, each
// instance of a repeat its own, from the read time to twelve months on (README.md).

export type ReadCalendarOptions = {
  /** The read time (the build's): the window opens here. */
  now: number;
  log?: (line: string) => void;
};

/** The specification's twelve months. */
const windowMonths = 12;
/** As many as ChurchSuite's feeds are read for. */
export const maxCalendarEvents = 500;
/** A congregation's calendar is some kilobytes. */
export const maxCalendarLength = 5_000_000;
/**
 * ical.js's steps per repeat and in all: a weekly event since 1990 takes 2,000; a hostile rule
 * (FREQ=SECONDLY from 1970) stops at these, a second or two.
 */
const maxSeriesSteps = 20_000;
const maxFeedSteps = 100_000;
/** Skipped events named one by one, then counted. */
const maxSkipLines = 10;

const feedError = (why: string) => new EventsFeedError({ cause: new TypeError(why) });

/** The text, if it can be a whole calendar; else the EventsFeedError saying why not. */
function checkedText(text: unknown): string {
  if (typeof text !== 'string') throw feedError('The calendar feed gave no text');
  if (text.length > maxCalendarLength) {
    throw feedError(
      `The calendar is longer than ${maxCalendarLength / 1_000_000} million characters`,
    );
  }
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (!trimmed) throw feedError('The calendar feed answered with nothing');
  if (trimmed.startsWith('<'))
    throw feedError('The calendar feed answered with HTML, not a calendar');
  if (!/^BEGIN:VCALENDAR\s*$/im.test(trimmed.slice(0, trimmed.search(/\r?\n|$/)))) {
    throw feedError('The calendar feed answered with something other than an iCalendar');
  }
  if (!/(?:^|\n)END:VCALENDAR$/i.test(trimmed)) {
    throw feedError('The calendar is cut short (it does not end with END:VCALENDAR)');
  }
  return trimmed;
}

/** Private and confidential events are the office's, not the website's, even in a public feed. */
const isPrivate = (component: ICAL.Component) =>
  ['PRIVATE', 'CONFIDENTIAL'].includes(readText(component, 'class')?.toUpperCase() ?? '');

/** The series in the calendar: each UID's VEVENT and its changed instances (RECURRENCE-ID). */
function seriesOf(events: ICAL.Component[]) {
  const series = new Map<string, { main: ICAL.Component[]; changes: ICAL.Component[] }>();
  events.forEach((component, index) => {
    const uid = readText(component, 'uid') || `event-${index + 1}`;
    const entry = series.get(uid) ?? { main: [], changes: [] };
    (component.hasProperty('recurrence-id') ? entry.changes : entry.main).push(component);
    series.set(uid, entry);
  });
  return series;
}

/** The events of `text`, soonest first; an EventsFeedError unless it is a whole calendar. */
export function readCalendar(
  text: string,
  { now, log = console.warn }: ReadCalendarOptions,
): CalendarEvent[] {
  const checked = checkedText(text);
  let parsed: ReturnType<typeof parseCalendar>;
  try {
    parsed = parseCalendar(checked);
  } catch (error) {
    throw new EventsFeedError({ cause: error });
  }
  const skipped = [...parsed.unreadable];
  const until = new Date(now);
  until.setUTCMonth(until.getUTCMonth() + windowMonths);
  const limits: ExpandLimits = {
    from: now,
    to: until.getTime(),
    seriesSteps: maxSeriesSteps,
    budget: { steps: maxFeedSteps },
    fallbackZone: feedZone(readText(parsed.calendar, 'x-wr-timezone')),
  };

  const found: { instance: Instance; series: ICAL.Event; uid: string }[] = [];
  for (const [uid, { main, changes }] of seriesOf(parsed.events)) {
    if (main.length > 1) skipped.push({ what: `event ${uid}`, why: 'its UID is used again' });
    // Changed instances with no event to change (an export of part of a calendar) stand alone.
    const wholes = main.length > 0 ? main.slice(0, 1) : changes;
    for (const component of wholes) {
      if (isPrivate(component)) continue;
      const what = `event "${readText(component, 'summary') ?? ''}" (${uid})`;
      try {
        const series = new ICAL.Event(component, {
          strictExceptions: true,
          exceptions: main.length > 0 ? changes : [],
        });
        const { instances, cutShort } = expandEvent(series, limits);
        if (cutShort) skipped.push({ what, why: 'it repeats too often to follow to its end' });
        for (const instance of instances) found.push({ instance, series, uid });
      } catch (error) {
        skipped.push({ what, why: error instanceof Error ? error.message : String(error) });
      }
    }
  }

  const events: { event: CalendarEvent; at: number }[] = [];
  const descriptions = new Map<string, string>();
  for (const { instance, series, uid } of found) {
    if (isPrivate(instance.item.component)) continue;
    const event = eventOf(instance, series, uid, descriptions);
    if ('skip' in event) skipped.push({ what: `event ${uid}`, why: event.skip });
    else events.push({ event, at: instance.start.instant });
  }
  events.sort(
    (a, b) =>
      a.at - b.at ||
      a.event.name.localeCompare(b.event.name) ||
      a.event.id.localeCompare(b.event.id),
  );
  if (events.length > maxCalendarEvents) {
    log(
      `The calendar has ${events.length} events in the next ${windowMonths} months; showing the first ${maxCalendarEvents}`,
    );
  }
  // One line for an event however many of its instances were skipped (a series with no name).
  const lines = [
    ...new Set(skipped.map(({ what, why }) => `Skipped ${what} of the calendar: ${why}`)),
  ];
  for (const line of lines.slice(0, maxSkipLines)) log(line);
  if (lines.length > maxSkipLines) {
    log(`Skipped ${lines.length - maxSkipLines} more events of the calendar`);
  }
  // Ids unique whatever the feed's UIDs (one used twice, one like another's instance).
  const ids = new Set<string>();
  return events
    .slice(0, maxCalendarEvents)
    .map(({ event }) => Object.assign(event, { id: takeUnique(ids, event.id) }));
}
