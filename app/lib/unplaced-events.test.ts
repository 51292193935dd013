import { describe, expect, it } from 'vitest';
import { englishDates } from '../../test/date-words.ts';
import { type ChurchPlace, withChurches } from './church-paths.ts';
import { unplacedThisMonth, unplacedWords } from './unplaced-events.ts';
import { parseWallClock } from './wall-clock.ts';

const churches: ChurchPlace[] = [
  {
    slug: 'ashby',
    name: 'Ashby Chapel',
    address: { street: 'Chapel Brow', town: 'Ashby', postcode: 'CA99 7AB' },
  },
  {
    slug: 'kilnbrook',
    name: 'Kilnbrook Church',
    address: { street: 'Bridge Street', town: 'Kilnbrook', postcode: 'CA98 2KB' },
  },
];
const now = parseWallClock('2027-10-05T08:00')!;
const event = (name: string, start: string, location?: { name?: string; address?: string }) => ({
  name,
  start: parseWallClock(start)!,
  ...(location && { location }),
});

describe('this month’s events under no church', () => {
  // As the build leaves them: each with its church, where one was found.
  const events = withChurches(
    [
      event('Harvest supper', '2027-10-09T18:30', { name: 'Ashby Chapel schoolroom' }),
      event('Coffee morning', '2027-10-12T10:00', { name: 'Village Hall', address: 'Main Street' }),
      event('Quiet day', '2027-10-20T10:00'),
      event('Advent carols', '2027-11-28T18:00', { name: 'The barn' }),
      { ...event('Typed', '2027-10-21T10:00'), typed: true as const },
    ],
    churches,
  );

  it('lists the feed’s events of this month that name none, with the place they give', () => {
    expect(unplacedThisMonth(events, now)).toEqual([
      { name: 'Coffee morning', date: '2027-10-12', place: 'Village Hall, Main Street' },
      { name: 'Quiet day', date: '2027-10-20' },
    ]);
  });

  it('tells the office what to write, and says nothing when every event has its church', () => {
    const words = unplacedWords(unplacedThisMonth(events, now), englishDates())!;
    expect(words.headline).toBe('Under no church this month: 2 events');
    expect(words.lines[0]).toBe(
      '“Coffee morning”, Tuesday 12 October: its Location, “Village Hall, Main Street”, names none of the churches, or more than one.',
    );
    expect(words.lines[1]).toContain('it has no Location');
    expect(words.lines.at(-1)).toContain('Other names it is known by');
    expect(unplacedWords([], englishDates())).toBeNull();
  });

  it('names a weekly event once, with its first day', () => {
    const weekly = ['2027-10-06', '2027-10-13', '2027-10-20'].map((day) =>
      event('Bible Study', `${day}T19:30`, { name: 'The Manse' }),
    );
    const words = unplacedWords(unplacedThisMonth(weekly, now), englishDates())!;
    expect(words.headline).toBe('Under no church this month: 3 events');
    expect(words.lines).toHaveLength(2);
    expect(words.lines[0]).toMatch(/^“Bible Study”, Wednesday 6 October and 2 more: /);
  });
});
