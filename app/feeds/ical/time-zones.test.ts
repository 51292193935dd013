import { describe, expect, it } from 'vitest';
import { namedZone, zonedToInstant, zoneOffsetMinutes } from './time-zones.ts';
import { clockText } from '../../../test/calendar-support.ts';
import { itGives } from '../../../test/examples.ts';
import { readSample } from './sample.server.ts';

// Rerun in New York, Auckland and UTC too (vitest.config.ts, timeZoneTests): the machine's
// zone must never reach what the site shows.

const at = (iso: string) => Date.parse(iso);
const clock = (year: number, month: number, day: number, hour: number, minute = 0) => ({
  year,
  month,
  day,
  hour,
  minute,
  second: 0,
});

describe('time-zones.ics: one moment written each way a feed names a zone', () => {
  const { events, logged } = readSample('time-zones.ics');
  const startOf = (name: string) => {
    const event = events.find((candidate) => candidate.name.startsWith(name));
    return event && clockText(event.start);
  };

  it('puts 10:00 New York on 21 March 2027 at 14:00 in London, however the zone is named', () => {
    expect(logged).toEqual([]);
    for (const name of [
      'IANA name with no VTIMEZONE',
      "Floating time on the feed's X-WR-TIMEZONE",
      "The feed's own VTIMEZONE under a name of its own",
      'A prefixed IANA name',
      'A Windows name with no VTIMEZONE',
      "An unknown zone, on the feed's X-WR-TIMEZONE",
    ]) {
      expect([name, startOf(name)]).toEqual([name, '2027-03-21 14:00 +0']);
    }
  });

  it("reads London's skipped hour as summer time and its repeated hour as the first", () => {
    // As londonToInstant chooses (Temporal's "compatible").
    expect(startOf('01:30 on the night the clocks go forward')).toBe('2027-03-28 02:30 +60');
    expect(startOf('01:30 on the night the clocks go back')).toBe('2027-10-31 01:30 +60');
  });

  it('keeps a repeat written in UTC at its UTC time, so London sees it an hour later in summer', () => {
    expect(
      events.filter((event) => event.name === 'Weekly at 10:00 UTC').map((e) => clockText(e.start)),
    ).toEqual(['2027-03-21 10:00 +0', '2027-03-28 11:00 +60']);
  });
});

describe('namedZone', () => {
  // IANA names, Windows names, Outlook display names and prefixed names.
  itGives('knows %s as %s', namedZone, {
    'Europe/London': 'Europe/London',
    'GMT Standard Time': 'Europe/London',
    'W. Europe Standard Time': 'Europe/Berlin',
    'Eastern Standard Time': 'America/New_York',
    '(UTC+00:00) Dublin, Edinburgh, Lisbon, London': 'Europe/London',
    '/mozilla.org/20050126_1/Europe/London': 'Europe/London',
    '/citadel.org/20190914_1/America/New_York': 'America/New_York',
    UTC: 'UTC',
  });

  it('knows nothing of made-up names, or of none', () => {
    expect(namedZone('Customized Time Zone')).toBeUndefined();
    expect(namedZone('Not/A_Zone')).toBeUndefined();
    expect(namedZone('')).toBeUndefined();
    expect(namedZone(undefined)).toBeUndefined();
  });
});

describe('zoneOffsetMinutes and zonedToInstant', () => {
  it('reads offsets on each side of a change, and offsets of half hours', () => {
    expect(zoneOffsetMinutes('America/New_York', at('2027-03-14T06:59:00Z'))).toBe(-300);
    expect(zoneOffsetMinutes('America/New_York', at('2027-03-14T07:00:00Z'))).toBe(-240);
    expect(zoneOffsetMinutes('Europe/London', at('2027-10-31T00:59:00Z'))).toBe(60);
    expect(zoneOffsetMinutes('Europe/London', at('2027-10-31T01:00:00Z'))).toBe(0);
    expect(zoneOffsetMinutes('Asia/Kolkata', at('2027-06-01T00:00:00Z'))).toBe(330);
    expect(zoneOffsetMinutes('UTC', at('2027-06-01T00:00:00Z'))).toBe(0);
  });

  it("turns a zone's wall clock into an instant: a skipped time forward, a repeated one the first", () => {
    expect(zonedToInstant(clock(2027, 7, 4, 10), 'America/New_York')).toBe(
      at('2027-07-04T14:00:00Z'),
    );
    expect(zonedToInstant(clock(2027, 3, 14, 2, 30), 'America/New_York')).toBe(
      at('2027-03-14T07:30:00Z'),
    );
    expect(zonedToInstant(clock(2027, 11, 7, 1, 30), 'America/New_York')).toBe(
      at('2027-11-07T05:30:00Z'),
    );
    expect(zonedToInstant(clock(2027, 10, 31, 1, 30), 'Europe/London')).toBe(
      at('2027-10-31T00:30:00Z'),
    );
  });

  it('refuses a zone the platform does not know', () => {
    expect(() => zoneOffsetMinutes('Not/A_Zone', 0)).toThrow(RangeError);
  });
});
