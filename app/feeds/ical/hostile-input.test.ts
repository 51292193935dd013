import { describe, expect, it } from 'vitest';
import { isEventsFeedError } from '../events/events-feed-error.ts';
import { hasLink } from '../events/type.ts';
import { maxCalendarEvents, maxCalendarLength, readCalendar } from './shape.ts';
import { calendarOf, eventLine } from '../../../test/calendar-support.ts';
import { sampleReadAt, sampleText } from './sample.server.ts';

// What a calendar address may answer besides a calendar, and the events no calendar should
// hold: the whole feed is an EventsFeedError (the build's designed state, never a crash), or
// the one event is skipped with a line saying why.

function read(text: string, now = sampleReadAt) {
  const logged: string[] = [];
  const events = readCalendar(text, { now, log: (line) => logged.push(line) });
  return { events, logged };
}

/** The events of a calendar of one event, its lines `lines`. */
const eventsOf = (...lines: string[]) => read(calendarOf(lines)).events;

/** The EventsFeedError `text` gives, and the reason it carries. */
function failure(text: unknown) {
  try {
    readCalendar(text as string, { now: sampleReadAt, log: () => {} });
  } catch (error) {
    expect(isEventsFeedError(error)).toBe(true);
    return String((error as Error).cause);
  }
  throw new Error('no EventsFeedError');
}

const ok = ['UID:ok@test', 'DTSTART:20270310T190000Z', 'SUMMARY:A good event'];

describe('a feed that is not a calendar', () => {
  it('is an EventsFeedError saying what came instead', () => {
    expect(failure('<!doctype html><html><body>Sign in</body></html>')).toMatch(/HTML/);
    expect(failure('  \n')).toMatch(/nothing/);
    expect(failure('{"events": []}')).toMatch(/other than an iCalendar/);
    expect(failure('BEGIN:VCARD\r\nFN:Someone\r\nEND:VCARD')).toMatch(/other than an iCalendar/);
    expect(failure(undefined)).toMatch(/no text/);
  });

  it('is an EventsFeedError when cut short, rather than half a list', () => {
    const whole = sampleText('calendar.ics');
    expect(failure(whole.slice(0, whole.length / 2))).toMatch(/cut short/);
  });

  it('is an EventsFeedError when huge, unread', () => {
    const huge = calendarOf(ok).replace(
      'END:VCALENDAR',
      `X-PAD:${'x'.repeat(maxCalendarLength)}\r\nEND:VCALENDAR`,
    );
    expect(failure(huge)).toMatch(/longer than 5 million/);
  });

  it('is an EventsFeedError when ical.js cannot read even its frame', () => {
    expect(failure('BEGIN:VCALENDAR\r\nthis is not a line\r\nEND:VCALENDAR')).toMatch(
      /invalid line/,
    );
  });

  it('reads a calendar with a byte-order mark, and an empty one as no events', () => {
    expect(read(`\uFEFF${calendarOf(ok)}`).events.map((event) => event.name)).toEqual([
      'A good event',
    ]);
    expect(read(calendarOf()).events).toEqual([]);
  });
});

describe('an event that cannot be read', () => {
  it('is skipped, said, and the rest read: a FREQ that does not exist', () => {
    const { events, logged } = read(
      calendarOf(ok, [
        'UID:bad-freq@test',
        'DTSTART:20270311T190000Z',
        'RRULE:FREQ=SOMETIMES',
        'SUMMARY:Bad',
      ]),
    );
    expect(events.map((event) => event.name)).toEqual(['A good event']);
    expect(logged).toEqual([
      expect.stringMatching(
        /^Skipped component \d+ \(bad-freq@test\) of the calendar: invalid frequency/,
      ),
    ]);
  });

  it('is skipped: an RRULE with no FREQ, no DTSTART, no SUMMARY, an impossible date', () => {
    const { events, logged } = read(
      calendarOf(
        ok,
        ['UID:no-freq@test', 'DTSTART:20270311T190000Z', 'RRULE:COUNT=3', 'SUMMARY:No FREQ'],
        ['UID:no-start@test', 'SUMMARY:No start'],
        ['UID:no-name@test', 'DTSTART:20270312T190000Z'],
        ['UID:bad-date@test', 'DTSTART:2027xx12T190000Z', 'SUMMARY:Bad date'],
      ),
    );
    expect(events.map((event) => event.name)).toEqual(['A good event']);
    expect(logged).toHaveLength(4);
    expect(logged.join('\n')).toMatch(/"No start" \(no-start@test\).*no DTSTART/);
    expect(logged.join('\n')).toMatch(/no-name@test.*no SUMMARY/);
  });

  it('says once that a series has no name, not once an instance', () => {
    const { events, logged } = read(
      calendarOf(['UID:nameless@test', 'DTSTART:20270310T190000Z', 'RRULE:FREQ=WEEKLY;COUNT=9']),
    );
    expect(events).toEqual([]);
    expect(logged).toEqual(['Skipped event nameless@test of the calendar: it has no SUMMARY']);
  });

  it('names ten skipped events, then counts the rest', () => {
    const bad = Array.from({ length: 25 }, (_, n) => [`UID:bad-${n}@test`, 'SUMMARY:No start']);
    const { events, logged } = read(calendarOf(ok, ...bad));
    expect(events).toHaveLength(1);
    expect(logged).toHaveLength(11);
    expect(logged.at(-1)).toBe('Skipped 15 more events of the calendar');
  });
});

describe('limits', () => {
  it('stops a repeat that steps too often where it got to, quickly, and reads the rest', () => {
    const secondly = (n: number) => [
      `UID:secondly-${n}@test`,
      'DTSTART:19700101T000000Z',
      'RRULE:FREQ=SECONDLY',
      'SUMMARY:Every second since 1970',
    ];
    const started = performance.now();
    const { events, logged } = read(
      calendarOf(...Array.from({ length: 6 }, (_, n) => secondly(n)), ok),
    );
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(events.map((event) => event.name)).toEqual(['A good event']);
    expect(logged[0]).toMatch(/Every second since 1970.*repeats too often/);
  });

  it(`keeps the earliest ${maxCalendarEvents} instances, and says so`, () => {
    const daily = (hour: number) => [
      `UID:daily-${hour}@test`,
      `DTSTART:20270302T${hour}0000Z`,
      'RRULE:FREQ=DAILY',
      `SUMMARY:Daily at ${hour}`,
    ];
    // Twice a day from 2 March 2027 to 1 March 2028 (a leap year's 366 days): 732 instances.
    const { events, logged } = read(calendarOf(daily(10), daily(11)));
    expect(events).toHaveLength(maxCalendarEvents);
    expect(eventLine(events.at(-1)!)).toBe('Daily at 11 | 2027-11-06 11:00 +0');
    expect(logged).toEqual([
      `The calendar has 732 events in the next 12 months; showing the first ${maxCalendarEvents}`,
    ]);
  });

  it('reads from the read time to twelve months on: an event under way stays, past and later ones go', () => {
    const { events } = read(
      calendarOf(
        ['UID:past@test', 'DTSTART:20270228T100000Z', 'DTEND:20270228T110000Z', 'SUMMARY:Past'],
        ['UID:on@test', 'DTSTART:20270301T110000Z', 'DTEND:20270301T130000Z', 'SUMMARY:Under way'],
        ['UID:day@test', 'DTSTART;VALUE=DATE:20270301', 'SUMMARY:Today, all day'],
        ['UID:last@test', 'DTSTART:20280301T110000Z', 'SUMMARY:Just inside'],
        ['UID:later@test', 'DTSTART:20280301T120000Z', 'SUMMARY:Twelve months on'],
        ['UID:ended@test', 'DTSTART:20250101T100000Z', 'RRULE:FREQ=WEEKLY;COUNT=3', 'SUMMARY:Over'],
      ),
    );
    expect(events.map((event) => event.name)).toEqual([
      'Today, all day',
      'Under way',
      'Just inside',
    ]);
  });
});

describe('odd but readable calendars', () => {
  it('gives unique ids when a UID is used twice, keeping the first event of it', () => {
    const { events, logged } = read(
      calendarOf(ok, ['UID:ok@test', 'DTSTART:20270312T190000Z', 'SUMMARY:Same UID']),
    );
    expect(events.map((event) => event.name)).toEqual(['A good event']);
    expect(logged).toEqual(['Skipped event ok@test of the calendar: its UID is used again']);
  });

  it('reads changed instances with no series (part of a calendar) as events of their own', () => {
    const events = eventsOf(
      'UID:orphan@test',
      'RECURRENCE-ID:20270310T190000Z',
      'DTSTART:20270311T190000Z',
      'SUMMARY:Moved, series not sent',
    );
    expect(events.map((event) => [event.id, eventLine(event)])).toEqual([
      ['orphan@test-20270310T190000Z', 'Moved, series not sent | 2027-03-11 19:00 +0'],
    ]);
  });

  it('marks every instance of a cancelled series cancelled', () => {
    const events = eventsOf(
      'UID:off@test',
      'DTSTART:20270310T190000Z',
      'RRULE:FREQ=WEEKLY;COUNT=3',
      'STATUS:CANCELLED',
      'SUMMARY:Off',
    );
    expect(events.map((event) => event.cancelled)).toEqual([true, true, true]);
  });

  it("gives a changed instance the series' words where it gives none of its own", () => {
    const { events } = read(
      calendarOf(
        [
          'UID:s@test',
          'DTSTART:20270310T190000Z',
          'RRULE:FREQ=WEEKLY;COUNT=2',
          'SUMMARY:Study',
          'LOCATION:Hall',
          'CATEGORIES:Bible',
        ],
        ['UID:s@test', 'RECURRENCE-ID:20270317T190000Z', 'DTSTART:20270317T200000Z'],
      ),
    );
    expect(events.map((event) => [eventLine(event), event.location?.name, event.category])).toEqual(
      [
        ['Study | 2027-03-10 19:00 +0', 'Hall', 'Bible'],
        ['Study | 2027-03-17 20:00 +0', 'Hall', 'Bible'],
      ],
    );
  });

  it('keeps unsafe links out and long names short', () => {
    const events = eventsOf(
      'UID:x@test',
      'DTSTART:20270310T190000Z',
      `SUMMARY:${'Long '.repeat(60)}`,
      'URL:javascript:alert(1)',
      'LOCATION:javascript:alert(1)',
      'IMAGE;VALUE=URI:data:image/png;base64,AAAA',
    );
    const [event] = events;
    expect(event!.name.length).toBeLessThanOrEqual(150);
    expect(hasLink(event!.detailsUrl)).toBe(false);
    expect(event!.online).toBeUndefined();
    expect(event!.imageUrl).toBeUndefined();
  });

  it('takes a picture from IMAGE or an image ATTACH, and an end given as a DURATION', () => {
    const events = eventsOf(
      'UID:p@test',
      'DTSTART:20270310T190000Z',
      'DURATION:PT1H30M',
      'SUMMARY:Pictured',
      'ATTACH;FMTTYPE=image/jpeg:https://test-church.example/p.jpg',
    );
    expect(events[0]).toMatchObject({ imageUrl: 'https://test-church.example/p.jpg' });
    expect(eventLine(events[0]!)).toBe('Pictured | 2027-03-10 19:00 +0 → 2027-03-10 20:30 +0');
  });

  it('gives an all-day event with no DTEND its one day', () => {
    const { events } = read(
      calendarOf(['UID:d@test', 'DTSTART;VALUE=DATE:20270310', 'SUMMARY:Day']),
    );
    expect(eventLine(events[0]!)).toBe('Day | 2027-03-10 00:00 → 2027-03-11 00:00');
  });
});
