import { type ChurchEvent, lastDay } from '../../feeds/events/type.ts';
import {
  type DateWords,
  type DayWords,
  fillPhrase,
  formatDayMonth,
  withWeekday,
} from '../../lib/format-date.ts';
import { formatTime } from '../../lib/twelve-hour-time.ts';
import { isoDay, toIsoWithOffset, type WallClock, wallClockAsUtc } from '../../lib/wall-clock.ts';

// In the church's style and words (the sample's is the specification's US English), by hand
// rather than Intl so every browser prints the same.

/** The words an event's dates take (site-text.yml, dates), in the church's style. */
export type EventDateWords = DayWords &
  Pick<DateWords, 'dateAndTime' | 'am' | 'pm' | 'midday' | 'midnight'>;

/** Those words without the style: what an island is given (events-settings.tsx). */
export type EventDateText = Omit<EventDateWords, 'style'>;

/** The site's date words cut to what the events use, without the style. */
export const eventDateText = ({
  weekdays,
  months,
  dateAndTime,
  am,
  pm,
  midday,
  midnight,
}: DateWords): EventDateText => ({
  weekdays: weekdays.map(({ name }) => ({ name })),
  months,
  dateAndTime,
  am,
  pm,
  midday,
  midnight,
});

/** The site's date words cut to what the events use. */
export const eventDateWords = (words: DateWords): EventDateWords => ({
  ...eventDateText(words),
  style: words.style,
});

/** The home carousel's day: "11 Apr" or "Apr 11". */
const shortDate = (clock: WallClock, words: EventDateWords) =>
  formatDayMonth(clock.day, clock.month, words, true);

/** The events page's day: "Sunday 11 April" or "Sunday, April 11". */
const longDate = (clock: WallClock, words: EventDateWords) =>
  withWeekday(
    new Date(wallClockAsUtc(clock)).getUTCDay(),
    formatDayMonth(clock.day, clock.month, words),
    words,
  );

const withTime = (date: typeof shortDate) => (clock: WallClock, words: EventDateWords) =>
  fillPhrase(words.dateAndTime, {
    date: date(clock, words),
    time: formatTime(clock.hour, clock.minute, words),
  });

/** The home carousel's date and time: "11 Apr at 7pm" or "Apr 11 at 7:00 PM". */
export const formatShortDateTime = withTime(shortDate);

/** The events page's date and time: "Sunday 11 April at 7pm" or "Sunday, April 11 at 7:00 PM". */
export const formatLongDateTime = withTime(longDate);

/** A date or time shown, and the same for machines (a <time>'s dateTime). */
export type ShownTime = { text: string; dateTime: string };

const sameDay = (a: WallClock, b: WallClock) =>
  a.year === b.year && a.month === b.month && a.day === b.day;

/** When an event is, long (/events) or short: its start, and its end or last day if another day. */
export function eventWhen(
  event: Pick<ChurchEvent, 'start' | 'end' | 'allDay'>,
  long: boolean,
  words: EventDateWords,
): [ShownTime] | [ShownTime, ShownTime] {
  if (event.allDay) {
    const day = (clock: WallClock) => ({
      text: (long ? longDate : shortDate)(clock, words),
      dateTime: isoDay(clock),
    });
    const last = lastDay(event);
    return sameDay(last, event.start) ? [day(event.start)] : [day(event.start), day(last)];
  }
  const at = (clock: WallClock) => ({
    text: (long ? formatLongDateTime : formatShortDateTime)(clock, words),
    dateTime: toIsoWithOffset(clock),
  });
  const { start, end } = event;
  return end && !sameDay(start, end) ? [at(start), at(end)] : [at(start)];
}
