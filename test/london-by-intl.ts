// The church's clock read with Node's own time-zone data (Intl), not with the site's code
// (lib/wall-clock.ts), so that a test comparing the two would catch a mistake in the site's.

const format = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hourCycle: 'h23',
  ...Object.fromEntries(
    ['year', 'month', 'day', 'hour', 'minute'].map((part) => [part, 'numeric']),
  ),
});

/** The date and time on the church's clock at `instant`, to the minute. */
export function londonPartsByIntl(instant: number) {
  const parts = Object.fromEntries(
    format.formatToParts(instant).map(({ type, value }) => [type, Number(value)]),
  );
  return [parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute!] as const;
}

/** The UTC instant of a time written on the church's clock ("2026-12-24T18:00"). */
export function londonInstantByIntl(written: string): number {
  const [year, month, day, hour, minute] = written.split(/[-T :]/).map(Number) as number[];
  const asUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  const londonOffset = (instant: number) => {
    const [y, m, d, h, min] = londonPartsByIntl(instant);
    return Date.UTC(y, m - 1, d, h, min) - instant;
  };
  const first = asUtc - londonOffset(asUtc);
  return asUtc - londonOffset(first);
}
