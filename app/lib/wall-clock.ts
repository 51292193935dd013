/**
 * A time on the church's clock (Europe/London), as the legacy feed writes it with no offset:
 * "2027-09-26 11:30:00". Kept as parts, never as a Date in the visitor's zone.
 */
export type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  // Minutes London was ahead of UTC, from an instant: when 01:30 happens twice, which one.
  utcOffsetMinutes?: number;
};

export const churchTimeZone = 'Europe/London';

const wallClockPattern = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

// `new Date("2027-09-26 11:30:00")` is Invalid Date in older Safari and reads the visitor's
// zone elsewhere, so the parts are read by hand and checked against the calendar.
export function parseWallClock(text: string): WallClock | undefined {
  const match = wallClockPattern.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const clock = { year, month, day, hour, minute, second } as WallClock;
  if (clock.hour > 23 || clock.minute > 59 || clock.second > 59) return undefined;
  const isRealDay = isoDay(readingOf(new Date(wallClockAsUtc(clock)))) === isoDay(clock);
  return isRealDay ? clock : undefined;
}

const readingOf = (at: Date): WallClock => ({
  year: at.getUTCFullYear(),
  month: at.getUTCMonth() + 1,
  day: at.getUTCDate(),
  hour: at.getUTCHours(),
  minute: at.getUTCMinutes(),
  second: at.getUTCSeconds(),
});

/** The wall-clock reading as if it were UTC: a zone-free number for arithmetic and formatting. */
export function wallClockAsUtc({ year, month, day, hour, minute, second }: WallClock): number {
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  // Date.UTC maps years 0-99 to 1900-1999.
  return year < 100 ? new Date(ms).setUTCFullYear(year) : ms;
}

const day = 86_400_000;

/**
 * Since 1996 UK summer time runs from 01:00 UTC on March's last Sunday to October's: worked out,
 * as Intl's first date format loads ICU's data (25-115 ms, most of /events' blocking time). If
 * Parliament changes the clocks, change `londonOffsetMinutes` (the tests compare it with Intl).
 */
const ruleSince = 1996;

function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = Date.UTC(year, month, 0, 1); // day 0 of the next month
  return lastDay - new Date(lastDay).getUTCDay() * day;
}

/** Minutes Europe/London is ahead of UTC at an instant: 0 in winter, 60 in summer time. */
export function londonOffsetMinutes(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  // Not `year < ruleSince`: an invalid instant (NaN) goes to Intl, which throws.
  if (!(year >= ruleSince)) return intlLondonOffsetMinutes(instant);
  const summer = instant >= lastSundayAtOneUtc(year, 3) && instant < lastSundayAtOneUtc(year, 10);
  return summer ? 60 : 0;
}

let offsetFormat: Intl.DateTimeFormat | undefined;

/** Older years (double summer time, other dates) from the browser's time-zone data. */
export function intlLondonOffsetMinutes(instant: number): number {
  offsetFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: churchTimeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const { type, value } of offsetFormat.formatToParts(instant)) parts[type] = Number(value);
  const whole = Math.floor(instant / 1000) * 1000;
  const local = wallClockAsUtc(parts as WallClock);
  return Math.round((local - whole) / 60_000);
}

/**
 * The UTC instant of a wall-clock time in a zone with `offsetAt`, as Temporal's "compatible": a
 * skipped time takes the offset before (01:30 in March is 02:30 BST), a doubled one is the first.
 */
export function zonedInstant(clock: WallClock, offsetAt: (instant: number) => number): number {
  const asUtc = wallClockAsUtc(clock);
  const before = offsetAt(asUtc - day);
  const after = offsetAt(asUtc + day);
  const fits = [before, after]
    .map((offset) => asUtc - offset * 60_000)
    .filter((instant) => offsetAt(instant) * 60_000 === asUtc - instant)
    .sort((a, b) => a - b);
  return fits[0] ?? asUtc - before * 60_000;
}

/** The UTC instant of a London wall-clock time (by its own offset, when it carries one). */
export const londonToInstant = (clock: WallClock): number =>
  clock.utcOffsetMinutes === undefined
    ? zonedInstant(clock, londonOffsetMinutes)
    : wallClockAsUtc(clock) - clock.utcOffsetMinutes * 60_000;

/** The London wall-clock reading at a UTC instant, whatever the visitor's zone, with its offset. */
export function instantToLondon(instant: number): WallClock {
  const offset = londonOffsetMinutes(instant);
  const local = new Date(Math.floor(instant / 1000) * 1000 + offset * 60_000);
  return { ...readingOf(local), utcOffsetMinutes: offset };
}

const instantPattern =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|([+-])(\d{2}):?(\d{2}))$/i;

/** An ISO 8601 instant with its offset ("2027-09-17T18:30:00Z"), read by hand; else undefined. */
export function parseInstant(text: string): number | undefined {
  const match = instantPattern.exec(text.trim());
  if (!match) return undefined;
  const [, date, time, second = '00', zone, sign, offsetHours, offsetMinutes] = match;
  const clock = parseWallClock(`${date} ${time}:${second}`);
  if (!clock) return undefined;
  let offset = 0;
  if (zone?.toUpperCase() !== 'Z') {
    const hours = Number(offsetHours);
    const minutes = Number(offsetMinutes);
    if (hours > 23 || minutes > 59) return undefined;
    offset = (sign === '-' ? -1 : 1) * (hours * 60 + minutes);
  }
  return wallClockAsUtc(clock) - offset * 60_000;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** ISO 8601 with London's offset at that moment: "2027-09-26T11:30:00+01:00". */
export function toIsoWithOffset(clock: WallClock): string {
  const local = instantToLondon(londonToInstant(clock));
  const { hour, minute, second, utcOffsetMinutes: offset = 0 } = local;
  const abs = Math.abs(offset);
  const zone = `${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
  return `${isoDay(local)}T${pad(hour)}:${pad(minute)}:${pad(second)}${zone}`;
}

/** The reading's day alone, ISO 8601's date: "2027-03-29" (an all-day event's dates). */
export const isoDay = ({ year, month, day: date }: WallClock) =>
  `${pad(year, 4)}-${pad(month)}-${pad(date)}`;

/** The same time of day `days` days on (or back), across months and years; no offset kept. */
export const addDays = (clock: WallClock, days: number) =>
  readingOf(new Date(wallClockAsUtc(clock) + days * day));
