import type { DateStyle } from './format-date.ts';

/**
 * 19:00 → "7:00 PM" (US) or "7pm" (British: GOV.UK's "5:30pm", "midday", "midnight"); not with
 * Intl, whose ICU versions differ on the space before "PM".
 */
export function formatTime(hour: number, minute: number, style: DateStyle): string {
  const twelveHour = hour % 12 === 0 ? 12 : hour % 12;
  const minutes = `:${String(minute).padStart(2, '0')}`;
  if (style === 'us') return `${twelveHour}${minutes} ${hour < 12 ? 'AM' : 'PM'}`;
  if (twelveHour === 12 && minute === 0) return hour === 0 ? 'midnight' : 'midday';
  return `${twelveHour}${minute ? minutes : ''}${hour < 12 ? 'am' : 'pm'}`;
}
