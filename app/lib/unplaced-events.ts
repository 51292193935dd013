import { dayWords, type DayWords } from './format-date.ts';
import { isoDay, type WallClock } from './wall-clock.ts';

// A site of several churches: the feed's events of this month that name no church, for the
// build's log and /admin, so an event is not listed under none without anybody knowing.

type FeedEvent = {
  church?: string;
  location?: { name?: string | null; address?: string | null };
  name: string;
  start: WallClock;
  typed?: true;
};

/** One event under no church: its name, its day ("2027-10-09") and the place it gives. */
export type UnplacedEvent = { name: string; date: string; place?: string };

/**
 * The feed's events in the month of `now` (the church's clock) the build placed at no church
 * (`withChurches`, as it read them).
 */
export function unplacedThisMonth(events: FeedEvent[], now: WallClock): UnplacedEvent[] {
  return events
    .filter((event) => !event.typed && !event.church)
    .filter((event) => event.start.year === now.year && event.start.month === now.month)
    .map((event) => {
      const place = [event.location?.name, event.location?.address].filter(Boolean).join(', ');
      return { name: event.name, date: isoDay(event.start), ...(place && { place }) };
    });
}

/** What the office reads of them, in /admin and the build's log; nothing when there are none. */
export function unplacedWords(unplaced: UnplacedEvent[] | undefined, dates: DayWords) {
  if (!unplaced || unplaced.length === 0) return null;
  const count = unplaced.length === 1 ? 'one event' : `${unplaced.length} events`;
  // A weekly event once, with its first day: its Location is the same each week.
  const once = new Map<string, { first: UnplacedEvent; more: number }>();
  for (const event of unplaced) {
    const key = `${event.name}\n${event.place ?? ''}`;
    const seen = once.get(key);
    if (seen) seen.more += 1;
    else once.set(key, { first: event, more: 0 });
  }
  return {
    headline: `Under no church this month: ${count}`,
    lines: [
      ...[...once.values()].map(({ first: { name, date, place }, more }) => {
        const when = `${dayWords(date, dates)}${more > 0 ? ` and ${more} more` : ''}`;
        const why = place
          ? `its Location, “${place}”, names none of the churches, or more than one`
          : 'it has no Location';
        return `“${name}”, ${when}: ${why}.`;
      }),
      'An event from the calendar or ChurchSuite is listed under a church when its Location holds the church’s name or postcode, e.g. “St Mary’s, Cardigan” or “SA43 1AB”. Write that in the event’s Location, or add the name it uses to the church’s “Other names it is known by” (Our churches).',
    ],
  };
}
