/** A time in a recording: 75 → "1:15", 3723 → "1:02:03"; with `exact`, its fraction too. */
export function formatTimecode(seconds: number, { exact = false } = {}): string {
  const whole = Math.floor(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  const millis = Math.round((seconds - whole) * 1000);
  const fraction = exact && millis > 0 ? `.${String(millis).padStart(3, '0')}` : '';
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}${fraction}`
    : `${minutes}:${rest}${fraction}`;
}
