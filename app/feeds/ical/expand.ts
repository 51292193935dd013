import type ICAL from 'ical.js';
import { dayAfter, type Moment, momentOf, whenOf } from './time-zones.ts';

const day = 86_400_000;

// One VEVENT (with its changed instances) → its instances in the window. ical.js walks the
// repeat and puts each RECURRENCE-ID's changes in place; this decides what is kept, and when.

/** The window (instants), the steps one series may take, and those left for the whole feed. */
export type ExpandLimits = {
  from: number;
  to: number;
  seriesSteps: number;
  budget: { steps: number };
  /** The zone of floating times and unknown TZIDs (`feedZone`). */
  fallbackZone: string;
};

/** `item`: the VEVENT whose words it takes (a changed instance's own, else the series'). */
export type Instance = {
  item: ICAL.Event;
  start: Moment;
  /** After the start, else absent; an all-day instance always has one. */
  end?: Moment;
  /** The original start, naming it within its series; absent for a one-off event. */
  recurrenceId?: Moment;
};

const tzidOf = (item: ICAL.Event, name: 'dtstart' | 'dtend' | 'recurrence-id') => {
  const tzid = item.component.getFirstProperty(name)?.getParameter('tzid');
  return typeof tzid === 'string' ? tzid : undefined;
};

function instance(
  item: ICAL.Event,
  startTime: ICAL.Time,
  endTime: ICAL.Time | undefined,
  recurrenceId: Moment | undefined,
  fallbackZone: string,
): Instance {
  const startZone = tzidOf(item, 'dtstart');
  const start = momentOf(startTime, startZone, fallbackZone);
  const endZone = item.component.hasProperty('dtend') ? tzidOf(item, 'dtend') : startZone;
  let end = endTime && momentOf(endTime, endZone, fallbackZone);
  if (end && end.instant <= start.instant) end = undefined;
  // A day with no later end is that one day (RFC 5545 3.6.1): it ends at the next midnight.
  if (start.allDay && !end) end = dayAfter(start);
  return { item, start, end, ...(recurrenceId && { recurrenceId }) };
}

/** Whether an instance is still on (or yet to come) at `from` and starts before `to`. */
function inWindow({ start, end }: Instance, { from, to }: ExpandLimits) {
  return start.instant < to && (end ? end.instant > from : start.instant >= from);
}

/** `event`'s instances in the window, first first (`cutShort`: out of steps); ical.js may throw. */
export function expandEvent(event: ICAL.Event, limits: ExpandLimits) {
  const { fallbackZone } = limits;
  if (!event.startDate) throw new Error('it has no DTSTART');
  if (!event.isRecurring()) {
    // A changed instance sent without its series is named by its RECURRENCE-ID all the same.
    const changed = event.isRecurrenceException()
      ? momentOf(event.recurrenceId, tzidOf(event, 'recurrence-id'), fallbackZone)
      : undefined;
    const one = instance(event, event.startDate, event.endDate, changed, fallbackZone);
    return { instances: inWindow(one, limits) ? [one] : [], cutShort: false };
  }
  const seriesZone = tzidOf(event, 'dtstart');
  // Before the window only a changed instance can reach into it: others pass by their start (a
  // day's slack for a clock change). ical.js types `exceptions` as a list; it is an object.
  const changes: ICAL.Event[] = Object.values(event.exceptions);
  const changed = new Set(
    changes.map((change) =>
      whenOf(change.recurrenceId, tzidOf(change, 'recurrence-id'), fallbackZone),
    ),
  );
  const lastsMs = event.duration.toSeconds() * 1000 + day;
  const iterator = event.iterator();
  const instances: Instance[] = [];
  for (let steps = 0; ; steps++) {
    if (steps >= limits.seriesSteps || limits.budget.steps <= 0) {
      return { instances, cutShort: true };
    }
    limits.budget.steps--;
    const next = iterator.next();
    if (!next) break;
    const originalStart = whenOf(next, seriesZone, fallbackZone);
    // Walked by original start: an instance moved in from beyond the window's end is not found.
    if (originalStart >= limits.to) break;
    if (originalStart + lastsMs < limits.from && !changed.has(originalStart)) continue;
    const recurrenceId = momentOf(next, seriesZone, fallbackZone);
    const { item, startDate, endDate } = event.getOccurrenceDetails(next);
    const found = instance(item, startDate, endDate, recurrenceId, fallbackZone);
    if (inWindow(found, limits)) instances.push(found);
  }
  return { instances, cutShort: false };
}
