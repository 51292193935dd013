/** "11:30" (24-hour, as stored in content) → "11:30 AM", the way the site shows times. */
export function formatServiceTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const twelveHour = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelveHour}:${String(minutes).padStart(2, '0')} ${suffix}`;
}
