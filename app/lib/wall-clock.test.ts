import { describe, expect, it } from 'vitest';
import { londonPartsByIntl } from '../../test/london-by-intl.ts';
import {
  instantToLondon,
  intlLondonOffsetMinutes,
  londonOffsetMinutes,
  londonToInstant,
  parseInstant,
  parseWallClock,
  toIsoWithOffset,
  type WallClock,
} from './wall-clock.ts';

// `npm run test:unit` runs these again under TZ=America/New_York, Pacific/Auckland and UTC
// (vitest.config.ts, timeZoneTests): nothing here may depend on the machine's zone.

const clock = (text: string) => {
  const parsed = parseWallClock(text);
  if (!parsed) throw new Error(`not a wall-clock time: ${text}`);
  return parsed;
};

describe('parseWallClock', () => {
  it("reads ChurchSuite's naive local time into parts", () => {
    const parts: WallClock = { year: 2027, month: 9, day: 26, hour: 11, minute: 30, second: 0 };
    expect(parseWallClock('2027-09-26 11:30:00')).toEqual(parts);
  });

  it('accepts a T separator and missing seconds', () => {
    expect(parseWallClock('2027-09-26T11:30')).toMatchObject({ hour: 11, minute: 30, second: 0 });
  });

  it.each([
    '',
    'soon',
    '2027-02-30 10:00:00',
    '2027-13-01 10:00:00',
    '2027-09-26 24:00:00',
    '2027-09-26 11:60:00',
    '2027-09-26',
    '26/09/2027 11:30',
    '2027-09-26 11:30:00+01:00',
    '2027-09-26 11:30:00 <script>',
  ])('rejects %j', (text) => {
    expect(parseWallClock(text)).toBeUndefined();
  });

  it('knows leap days', () => {
    expect(parseWallClock('2028-02-29 10:00:00')).toBeDefined();
    expect(parseWallClock('2027-02-29 10:00:00')).toBeUndefined();
  });
});

describe('londonToInstant', () => {
  it.each([
    ['treats winter times as GMT', '2027-12-19 19:00:00', '2027-12-19T19:00:00.000Z'],
    ['treats BST as an hour ahead of UTC', '2027-09-26 11:30:00', '2027-09-26T10:30:00.000Z'],
    ['moves a time the clocks skip by the hour', '2027-03-28 01:30:00', '2027-03-28T01:30:00.000Z'],
    ['takes the first of a repeated time', '2027-10-31 01:30:00', '2027-10-31T00:30:00.000Z'],
  ])('%s', (_, written, utc) => {
    expect(new Date(londonToInstant(clock(written))).toISOString()).toBe(utc);
  });

  it('switches on the last Sundays of March and October', () => {
    // 2027: BST from 28 March 01:00 UTC to 31 October 01:00 UTC.
    expect(londonOffsetMinutes(Date.UTC(2027, 2, 28, 0, 59))).toBe(0);
    expect(londonOffsetMinutes(Date.UTC(2027, 2, 28, 1, 0))).toBe(60);
    expect(londonOffsetMinutes(Date.UTC(2027, 9, 31, 0, 59))).toBe(60);
    expect(londonOffsetMinutes(Date.UTC(2027, 9, 31, 1, 0))).toBe(0);
  });

  it('agrees with the time-zone data every half hour around each change from 1996 to 2060', () => {
    const hour = 3_600_000;
    const disagreements: string[] = [];
    for (let year = 1996; year <= 2060; year += 1) {
      for (const month of [2, 9]) {
        const from = Date.UTC(year, month, 20);
        for (let instant = from; instant < from + 14 * 24 * hour; instant += hour / 2) {
          if (londonOffsetMinutes(instant) !== intlLondonOffsetMinutes(instant))
            disagreements.push(new Date(instant).toISOString());
        }
      }
      const midwinter = Date.UTC(year, 0, 1, 0, 30);
      const midsummer = Date.UTC(year, 6, 1, 12);
      for (const instant of [midwinter, midsummer]) {
        if (londonOffsetMinutes(instant) !== intlLondonOffsetMinutes(instant))
          disagreements.push(new Date(instant).toISOString());
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('asks the time-zone data for years before the present rule', () => {
    // British Standard Time kept the clocks an hour ahead all winter, 1968-71.
    expect(londonOffsetMinutes(Date.UTC(1970, 0, 15, 12))).toBe(60);
    // Double summer time in the war.
    expect(londonOffsetMinutes(Date.UTC(1941, 5, 15, 12))).toBe(120);
    expect(londonOffsetMinutes(Date.UTC(1995, 0, 15, 12))).toBe(0);
    // Years 0-99 are not read as 1900-1999; London's local mean time was 1m15s behind UTC.
    expect(londonOffsetMinutes(new Date(0).setUTCFullYear(50, 5, 1))).toBe(-1);
  });
});

describe('toIsoWithOffset', () => {
  it('writes the offset in force at that time', () => {
    expect(toIsoWithOffset(clock('2027-09-26 11:30:00'))).toBe('2027-09-26T11:30:00+01:00');
    expect(toIsoWithOffset(clock('2027-12-19 19:00:00'))).toBe('2027-12-19T19:00:00+00:00');
    expect(toIsoWithOffset(clock('2028-03-26 11:30:00'))).toBe('2028-03-26T11:30:00+01:00');
  });
});

describe('parseInstant', () => {
  it("reads the current feed's UTC instants", () => {
    expect(parseInstant('2027-09-17T18:30:00Z')).toBe(Date.UTC(2027, 8, 17, 18, 30));
    expect(parseInstant(' 2027-09-17T18:30Z ')).toBe(Date.UTC(2027, 8, 17, 18, 30));
    expect(parseInstant('2027-09-17T18:30:00.000Z')).toBe(Date.UTC(2027, 8, 17, 18, 30));
  });

  it('reads an explicit offset', () => {
    expect(parseInstant('2027-09-17T19:30:00+01:00')).toBe(Date.UTC(2027, 8, 17, 18, 30));
    expect(parseInstant('2027-09-17T13:30:00-0500')).toBe(Date.UTC(2027, 8, 17, 18, 30));
  });

  it('rejects what is not an instant with its offset', () => {
    for (const text of [
      '',
      'soon',
      '2027-09-17 18:30:00',
      '2027-09-17T18:30:00',
      '2027-02-30T10:00:00Z',
      '2027-09-17T24:00:00Z',
      '2027-09-17T18:30:00+25:00',
      '2027-09-17T18:30:00Z<script>',
      '1790000000',
    ])
      expect(parseInstant(text), text).toBeUndefined();
  });
});

describe('instantToLondon', () => {
  const at = (iso: string) => {
    const instant = parseInstant(iso);
    if (instant === undefined) throw new Error(`not an instant: ${iso}`);
    return instantToLondon(instant);
  };
  const hhmm = ({ hour, minute }: WallClock) =>
    `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

  it('reads GMT in winter and BST in summer', () => {
    expect(at('2027-12-19T19:00:00Z')).toEqual<WallClock>({
      year: 2027,
      month: 12,
      day: 19,
      hour: 19,
      minute: 0,
      second: 0,
      utcOffsetMinutes: 0,
    });
    expect(at('2027-09-17T18:30:00Z')).toMatchObject({ day: 17, hour: 19, minute: 30 });
  });

  it('moves to the next day when summer time crosses midnight', () => {
    expect(at('2027-06-30T23:30:00Z')).toMatchObject({ month: 7, day: 1, hour: 0, minute: 30 });
  });

  it('follows the clocks forward on the last Sunday of March', () => {
    // 2027-03-28: at 01:00 UTC the clocks go from 01:00 GMT to 02:00 BST.
    expect(hhmm(at('2027-03-28T00:30:00Z'))).toBe('00:30');
    expect(hhmm(at('2027-03-28T00:59:00Z'))).toBe('00:59');
    expect(hhmm(at('2027-03-28T01:00:00Z'))).toBe('02:00');
    expect(hhmm(at('2027-03-28T01:30:00Z'))).toBe('02:30');
    expect(hhmm(at('2027-03-28T10:30:00Z'))).toBe('11:30');
    expect(hhmm(at('2027-03-27T10:30:00Z'))).toBe('10:30');
  });

  it('follows the clocks back on the last Sunday of October, keeping which 01:30 it was', () => {
    // 2027-10-31: at 01:00 UTC the clocks go from 02:00 BST back to 01:00 GMT.
    const first = at('2027-10-31T00:30:00Z');
    const second = at('2027-10-31T01:30:00Z');
    expect(hhmm(first)).toBe('01:30');
    expect(hhmm(second)).toBe('01:30');
    expect(toIsoWithOffset(first)).toBe('2027-10-31T01:30:00+01:00');
    expect(toIsoWithOffset(second)).toBe('2027-10-31T01:30:00+00:00');
    expect(hhmm(at('2027-10-31T10:30:00Z'))).toBe('10:30');
    expect(hhmm(at('2027-10-30T10:30:00Z'))).toBe('11:30');
  });

  it('agrees with the time-zone data, and goes back to the same instant, 1996 to 2060', () => {
    const hour = 3_600_000;
    const viaIntl = (instant: number) => londonPartsByIntl(instant).join('-');
    const disagreements: string[] = [];
    for (let year = 1996; year <= 2060; year += 1) {
      for (const month of [2, 9]) {
        // The Saturday, Sunday and Monday around the change: the last Sunday of the month.
        const monthEnd = Date.UTC(year, month + 1, 0);
        const from = monthEnd - (new Date(monthEnd).getUTCDay() + 1) * 24 * hour;
        for (let instant = from; instant < from + 3 * 24 * hour; instant += hour / 2) {
          const clock = instantToLondon(instant);
          const ours = [clock.year, clock.month, clock.day, clock.hour, clock.minute].join('-');
          if (ours !== viaIntl(instant) || londonToInstant(clock) !== instant)
            disagreements.push(new Date(instant).toISOString());
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('asks the time-zone data before the present rule', () => {
    // British Standard Time: an hour ahead all winter, 1968-71.
    expect(instantToLondon(Date.UTC(1970, 0, 15, 12))).toMatchObject({ hour: 13 });
  });
});
