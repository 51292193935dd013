import { describe, expect, it } from 'vitest';
import sample from '../../../test/fixtures/calendar.json';
import { parseCalendarFeed } from '../../feeds/events/reading.ts';
import { sortByStart } from './sort-events.ts';

describe('sortByStart', () => {
  it('puts the sample feed in date order', () => {
    expect(sortByStart(parseCalendarFeed(sample)).map((e) => e.name)).toEqual([
      'PW Coffee Morning',
      'Harvest Thanksgiving Service',
      'Dorcas Group Craft Evening',
      'SNATCH Quiz Night',
      "Boys' Brigade Annual Display",
      "3 O'Clock Club: Autumn Afternoon Tea",
      'Family Service',
      'Lotsatots Christmas Party',
      'Carols by Candlelight',
      "Girls' Brigade Display",
    ]);
  });

  it('orders by the real instant across the October clock change and keeps ties in feed order', () => {
    const events = parseCalendarFeed([
      { name: 'After', datetime_start: '2027-10-31 01:15:00' },
      { name: 'Before', datetime_start: '2027-10-31 00:45:00' },
      { name: 'Tie A', datetime_start: '2027-11-01 10:00:00' },
      { name: 'Tie B', datetime_start: '2027-11-01 10:00:00' },
    ]);
    expect(sortByStart(events).map((e) => e.name)).toEqual(['Before', 'After', 'Tie A', 'Tie B']);
  });

  it('does not change the list it is given', () => {
    const events = parseCalendarFeed(sample);
    const names = events.map((e) => e.name);
    sortByStart(events);
    expect(events.map((e) => e.name)).toEqual(names);
  });
});
