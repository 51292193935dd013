import { describe, expect, it } from 'vitest';
import { englishDates } from '../../test/date-words.ts';
import {
  type Change,
  type Pattern,
  monthAndWeeksFrom,
  patternWords,
  servicesBetween,
} from './service-patterns.ts';

const sunday = (name: string, time: string, church: string, weeks?: number[]): Pattern => ({
  day: 'Sunday',
  time,
  name,
  church,
  weeks,
});
const communion = sunday('Holy Communion', '09:00', 'ashby', [1, 3]);
const joint = sunday('United Service', '10:30', 'carrowmore', [5]);
const evening = { ...sunday('Evening Praise', '18:00', 'carrowmore'), length: 60 };
const daysOf = (held: { date: string }[]) => held.map((service) => service.date);

describe('services from their patterns', () => {
  it('holds a 1st-and-3rd-Sunday service on those Sundays alone, over a whole year', () => {
    const held = servicesBetween([communion], [], '2027-01-01', '2027-12-31');
    expect(held).toHaveLength(24);
    for (const { date } of held) {
      const day = Number(date.slice(8));
      expect(new Date(`${date}T12:00:00Z`).getUTCDay()).toBe(0);
      expect(day <= 7 || (day >= 15 && day <= 21)).toBe(true);
    }
  });

  it('holds a 5th-Sunday service only in the months that have one', () => {
    expect(daysOf(servicesBetween([joint], [], '2027-01-01', '2027-12-31'))).toEqual([
      '2027-01-31',
      '2027-05-30',
      '2027-08-29',
      '2027-10-31',
    ]);
  });

  it('crosses a year’s end, soonest first across the churches', () => {
    const held = servicesBetween([joint, communion, evening], [], '2027-12-25', '2028-01-03');
    expect(held.map(({ date, name }) => `${date} ${name}`)).toEqual([
      '2027-12-26 Evening Praise',
      '2028-01-02 Holy Communion',
      '2028-01-02 Evening Praise',
    ]);
  });

  it('keeps the church’s clock across both clock changes: 9am is 9am in GMT and in BST', () => {
    const [beforeSpring, afterSpring] = servicesBetween(
      [communion],
      [],
      '2027-03-21',
      '2027-04-04',
    );
    expect(new Date(beforeSpring!.start).toISOString()).toBe('2027-03-21T09:00:00.000Z');
    expect(new Date(afterSpring!.start).toISOString()).toBe('2027-04-04T08:00:00.000Z');
    const [autumn] = servicesBetween([joint], [], '2027-10-31', '2027-10-31');
    expect(new Date(autumn!.start).toISOString()).toBe('2027-10-31T10:30:00.000Z');
    const [eveningAfter] = servicesBetween([evening], [], '2027-10-31', '2027-10-31');
    expect(eveningAfter!.end! - eveningAfter!.start).toBe(60 * 60_000);
  });

  it('leaves out a cancelled service, and only that church’s', () => {
    const other = sunday('Morning Service', '11:45', 'kilnbrook');
    const cancelled: Change = { date: '2027-01-03', change: 'cancelled', church: 'ashby' };
    const held = servicesBetween([communion, other], [cancelled], '2027-01-03', '2027-01-03');
    expect(held.map(({ church }) => church)).toEqual(['kilnbrook']);
  });

  it('moves a service to its new day and time, with the office’s note', () => {
    const moved: Change = {
      date: '2027-01-17',
      change: 'moved',
      church: 'ashby',
      service: 'Holy Communion',
      toDate: '2027-01-16',
      time: '15:00',
      note: 'Moved for the Sunday of the flower festival',
    };
    const [held] = servicesBetween([communion], [moved], '2027-01-10', '2027-01-20');
    expect(held).toMatchObject({ date: '2027-01-16', time: '15:00', moved: true });
    expect(held!.note).toBe(moved.note);
    expect(servicesBetween([communion], [moved], '2027-01-17', '2027-01-20')).toEqual([]);
  });

  it('holds one joint service instead of all that day’s', () => {
    const joint = { service: 'Joint Communion', time: '11:00' };
    const instead: Change = {
      date: '2027-01-17',
      change: 'instead',
      church: 'carrowmore',
      ...joint,
    };
    const held = servicesBetween([communion, evening], [instead], '2027-01-17', '2027-01-17');
    expect(held.map(({ name, church, time }) => `${name} ${church} ${time}`)).toEqual([
      'Joint Communion carrowmore 11:00',
    ]);
  });

  it('runs "this month" to the month’s end, or a few weeks on near it', () => {
    expect(monthAndWeeksFrom('2027-10-01', 21)).toEqual({ from: '2027-10-01', to: '2027-10-31' });
    expect(monthAndWeeksFrom('2027-12-20', 21)).toEqual({ from: '2027-12-20', to: '2028-01-10' });
  });
});

describe('a pattern in words', () => {
  it('says every week, the weeks of the month in order, or the 5th alone', () => {
    const words = englishDates();
    expect(patternWords({ day: 'Sunday' }, words)).toBe('Every Sunday');
    expect(patternWords({ day: 'Sunday', weeks: [3, 1] }, words)).toBe('1st and 3rd Sundays');
    expect(patternWords({ day: 'Sunday', weeks: [1, 2, 3, 4] }, words)).toBe(
      '1st, 2nd, 3rd and 4th Sundays',
    );
    expect(patternWords({ day: 'Wednesday', weeks: [5] }, words)).toBe('5th Wednesdays');
  });
});
