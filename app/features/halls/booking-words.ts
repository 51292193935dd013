import type { HallsPage } from '../../content/schemas/halls.ts';
import { formatLongDate } from '../../lib/format-date.ts';
import { formatTwelveHourTime } from '../../lib/twelve-hour-time.ts';
import { type CalendarDate, weekdays } from '../../feeds/shared.ts';
import { type DaySlot, weekdayOf } from './room-days.ts';

type Words = HallsPage['words'];

/** "Monday 22 March 2027", the church's date written out as the site writes dates. */
export const dayName = (date: CalendarDate) =>
  `${weekdays[weekdayOf(date)]} ${formatLongDate(date)}`;

/** "7:00 PM to 9:00 PM", "From 7:00 PM", "Until 2:30 AM", "Booked all day"; "(part of…)" after. */
export function slotWords(slot: DaySlot, words: Words): string {
  const time = (t: { hour: number; minute: number }) => formatTwelveHourTime(t.hour, t.minute);
  const when =
    slot.from && slot.to
      ? `${time(slot.from)} ${words.to} ${time(slot.to)}`
      : slot.from
        ? `${words.from} ${time(slot.from)}`
        : slot.to
          ? `${words.until} ${time(slot.to)}`
          : words.allDay;
  return slot.part ? `${when} (${words.part})` : when;
}
