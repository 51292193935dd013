import type { HallsPage } from '../../content/schemas/halls.ts';
import { type DateWords, formatLongDate, withWeekday } from '../../lib/format-date.ts';
import { formatTime } from '../../lib/twelve-hour-time.ts';
import type { CalendarDate } from '../../feeds/shared.ts';
import { type DaySlot, weekdayOf } from './room-days.ts';

type Words = HallsPage['words'];

/** "Monday 22 March 2027" or "Monday, March 22, 2027", in the church's style. */
export const dayName = (date: CalendarDate, dates: DateWords) =>
  withWeekday(weekdayOf(date), formatLongDate(date, dates), dates);

/** "7pm to 9pm", "From 7pm", "Until 2:30am", "Booked all day"; "(part of…)" after. */
export function slotWords(slot: DaySlot, words: Words, dates: DateWords): string {
  const time = (t: { hour: number; minute: number }) => formatTime(t.hour, t.minute, dates);
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
