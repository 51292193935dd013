import ICAL from 'ical.js';
import {
  addDays,
  churchTimeZone,
  instantToLondon,
  londonToInstant,
  type WallClock,
  zonedInstant,
} from '../../lib/wall-clock.ts';
import windowsZones from './windows-zones.json' with { type: 'json' };

// Where an iCalendar time happens: kept as ical.js reads it (its zone's wall clock, so a weekly
// 10:00 stays 10:00 through a clock change), made an instant here with the platform's zone data.

// Outlook names zones the Windows way ("GMT Standard Time") or by display name, and may leave
// out the VTIMEZONE: windows-zones.json (CLDR's windowsZones.xml, "001" zones) covers them.
const windowsNames: Readonly<Record<string, string>> = windowsZones.windows;
const outlookNames = Object.entries(windowsZones.outlook);

const formats = new Map<string, Intl.DateTimeFormat | null>();

function offsetFormat(zone: string): Intl.DateTimeFormat | null {
  if (!formats.has(zone)) {
    try {
      const options = { timeZone: zone, timeZoneName: 'longOffset' } as const;
      formats.set(zone, new Intl.DateTimeFormat('en-US', options));
    } catch {
      formats.set(zone, null); // RangeError: not a zone this platform knows
    }
  }
  return formats.get(zone)!;
}

const isKnownZone = (zone: string) => offsetFormat(zone) !== null;

/** Minutes `zone` is ahead of UTC at `instant` (New York in summer: -240). */
export function zoneOffsetMinutes(zone: string, instant: number): number {
  const format = offsetFormat(zone);
  if (!format) throw new RangeError(`Unknown time zone: ${zone}`);
  const name = format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
  // "GMT" at UTC itself, else "GMT-04:00" (or "GMT+05:45").
  const match = /^GMT(?:([+-])(\d{1,2})(?::?(\d{2}))?)?$/.exec(name ?? '');
  if (!match) throw new RangeError(`Unreadable offset "${name}" for ${zone}`);
  const [, sign, hours = '0', minutes = '0'] = match;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/** The instant of a wall-clock reading in `zone`, chosen as `londonToInstant` chooses. */
export const zonedToInstant = (clock: WallClock, zone: string) =>
  zonedInstant(clock, (instant) => zoneOffsetMinutes(zone, instant));

/** The zone a TZID names: IANA, Windows or Outlook's (by CLDR), or a prefixed one by its end. */
export function namedZone(tzid: string | undefined): string | undefined {
  const name = tzid?.trim();
  if (!name) return undefined;
  if (isKnownZone(name) && name.includes('/')) return name;
  const windows = windowsNames[name] ?? outlookNames.find(([part]) => name.includes(part))?.[1];
  if (windows) return windows;
  if (isKnownZone(name)) return name; // "UTC", "GMT", "EST5EDT"…
  const parts = name.split('/').filter(Boolean);
  for (let start = 1; start < parts.length - 1; start++) {
    const tail = parts.slice(start).join('/');
    if (isKnownZone(tail)) return tail;
  }
  return undefined;
}

/** The zone of floating times and unknown TZIDs: the feed's X-WR-TIMEZONE, else the church's. */
export const feedZone = (declared: string | undefined) => namedZone(declared) ?? churchTimeZone;

/** The wall-clock parts ical.js read (or worked out, for an instance of a repeat). */
export const partsOf = (time: ICAL.Time): WallClock => ({
  year: time.year,
  month: time.month,
  day: time.day,
  hour: time.isDate ? 0 : time.hour,
  minute: time.isDate ? 0 : time.minute,
  second: time.isDate ? 0 : time.second,
});

/** When a date-time happens: a zone the platform knows (by `tzid`) beats the feed's VTIMEZONE. */
export function instantOf(time: ICAL.Time, tzid: string | undefined, fallbackZone: string): number {
  if (time.zone === ICAL.Timezone.utcTimezone) return time.toUnixTime() * 1000;
  const named = namedZone(tzid);
  if (named) return zonedToInstant(partsOf(time), named);
  const ownZone = time.zone?.component && time.zone !== ICAL.Timezone.localTimezone;
  if (ownZone) return time.toUnixTime() * 1000;
  return zonedToInstant(partsOf(time), fallbackZone);
}

/** A time of the feed on the church's clock, and when it happens. */
export type Moment = { clock: WallClock; instant: number; allDay: boolean };

/** A DATE is a day on the church's calendar, whatever the zone; a DATE-TIME an instant. */
export function momentOf(time: ICAL.Time, tzid: string | undefined, fallbackZone: string): Moment {
  const instant = whenOf(time, tzid, fallbackZone);
  const clock = time.isDate ? partsOf(time) : instantToLondon(instant);
  return { clock, instant, allDay: time.isDate };
}

/** Only the instant of `momentOf`, for the many instances a repeat walks through unseen. */
export function whenOf(time: ICAL.Time, tzid: string | undefined, fallbackZone: string): number {
  const instant = time.isDate
    ? londonToInstant(partsOf(time))
    : instantOf(time, tzid, fallbackZone);
  if (!Number.isFinite(instant)) throw new RangeError(`Unreadable time ${time.toString()}`);
  return instant;
}

/** The midnight that ends an all-day moment's day. */
export function dayAfter({ clock }: Moment): Moment {
  const nextClock = addDays({ ...clock, hour: 0, minute: 0, second: 0 }, 1);
  return { clock: nextClock, instant: londonToInstant(nextClock), allDay: true };
}
