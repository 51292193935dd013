import { describe, expect, it } from 'vitest';
import { parseWallClock } from '../lib/wall-clock.ts';
import { type ChurchEvent, noLink } from './events/type.ts';
import { mergeEvents } from './merge-events.ts';

// The events typed in /admin beside a feed's: one list, soonest first, the feed's own order kept.

const event = (id: string, start: string, more: Partial<ChurchEvent> = {}): ChurchEvent => ({
  id,
  name: id,
  start: parseWallClock(start)!,
  description: '',
  imageSources: [],
  detailsUrl: noLink,
  ...more,
});
const typed = (id: string, start: string) => event(id, start, { typed: true });
const ids = (events: ChurchEvent[]) => events.map(({ id }) => id);

describe('mergeEvents', () => {
  it('puts each typed event before the first of the feed that starts later, soonest first', () => {
    const feed = [event('coffee', '2027-09-07 10:00'), event('harvest', '2027-09-26 11:30')];
    const own = [typed('first', '2027-09-01 19:00'), typed('between', '2027-09-20 19:00')];
    expect(ids(mergeEvents(feed, own))).toEqual(['first', 'coffee', 'between', 'harvest']);
    expect(ids(mergeEvents(feed, [typed('last', '2028-01-01 10:00')]))).toEqual([
      'coffee',
      'harvest',
      'last',
    ]);
  });

  it("keeps the feed's own order, as the carousel shows it, and a typed one after the feed's at the same time", () => {
    const unsorted = [event('harvest', '2027-09-26 11:30'), event('coffee', '2027-09-07 10:00')];
    expect(ids(mergeEvents(unsorted, [typed('own', '2027-09-10 19:00')]))).toEqual([
      'own',
      'harvest',
      'coffee',
    ]);
    const sorted = [event('coffee', '2027-09-07 10:00'), event('harvest', '2027-09-26 11:30')];
    expect(ids(mergeEvents(sorted, [typed('same', '2027-09-07 10:00')]))).toEqual([
      'coffee',
      'same',
      'harvest',
    ]);
  });

  it("is the feed's list when nothing is typed, and the typed ones when the feed has none", () => {
    const feed = [event('coffee', '2027-09-07 10:00')];
    expect(mergeEvents(feed, [])).toBe(feed);
    expect(ids(mergeEvents([], [typed('only', '2027-09-01 19:00')]))).toEqual(['only']);
  });
});
