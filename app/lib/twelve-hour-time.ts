import type { DateWords } from './format-date.ts';

type TimeWords = Pick<DateWords, 'style' | 'am' | 'pm' | 'midday' | 'midnight'>;

/**
 * 19:00 → "7:00 PM" (US) or "7pm" (British: GOV.UK's "5:30pm", "midday", "midnight"), in the
 * words file's am, pm, midday and midnight; US English writes am and pm in capitals, after a
 * space, and always with the minutes. Not with Intl, whose ICU versions differ on the space
 * before "PM" and give Welsh "AM" or "yb" by version.
 */
export function formatTime(hour: number, minute: number, words: TimeWords): string {
  const twelveHour = hour % 12 === 0 ? 12 : hour % 12;
  const minutes = `:${String(minute).padStart(2, '0')}`;
  const half = hour < 12 ? words.am : words.pm;
  if (words.style === 'us') return `${twelveHour}${minutes} ${half.toUpperCase()}`;
  if (twelveHour === 12 && minute === 0) return hour === 0 ? words.midnight : words.midday;
  return `${twelveHour}${minute ? minutes : ''}${half}`;
}
