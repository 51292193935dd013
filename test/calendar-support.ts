import type { WallClock } from '../app/lib/wall-clock.ts';
import type { CalendarEvent } from '../app/feeds/ical/type.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** "2027-03-28 06:30 +60": a London wall-clock reading, with its offset when it has one. */
export function clockText({ year, month, day, hour, minute, utcOffsetMinutes }: WallClock) {
  const offset = utcOffsetMinutes === undefined ? '' : ` +${utcOffsetMinutes}`;
  return `${year}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}${offset}`;
}

/** An event as one line: "name | start → end". */
export const eventLine = (event: CalendarEvent) =>
  `${event.name} | ${clockText(event.start)}${event.end ? ` → ${clockText(event.end)}` : ''}`;

/** A calendar around VEVENT lines, for the small cases a test writes out. */
export const calendarOf = (...events: string[][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//EN',
    ...events.flatMap((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']),
    'END:VCALENDAR',
  ].join('\r\n');
