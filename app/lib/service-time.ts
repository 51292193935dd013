import { formatTwelveHourTime } from './twelve-hour-time';

/** "11:30" (24-hour, as stored in content) → "11:30 AM", the way the site shows times. */
export function formatServiceTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return formatTwelveHourTime(hours, minutes);
}
