/** 19, 0 → "7:00 PM"; not with Intl, whose ICU versions differ on the space before "PM". */
export function formatTwelveHourTime(hour: number, minute: number): string {
  const twelveHour = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelveHour}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}
