import { formatTime } from './twelve-hour-time.ts';

/** "11:30" and 75 minutes → "12:45": when a service of that length ends (past midnight wraps). */
export function serviceEndTime(time: string, minutes: number): string {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const end = (hours * 60 + mins + minutes) % (24 * 60);
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

/** "11:30" (24-hour, as stored in content) → "11:30 AM" or "11:30am", in the church's style. */
export function formatServiceTime(time: string, words: Parameters<typeof formatTime>[2]): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return formatTime(hours, minutes, words);
}
