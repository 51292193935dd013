import { beforeAll, expect } from 'vitest';

// In the time-zone projects of vitest.config.ts: the zone the project names is the one the
// process really runs in, or the reruns would prove nothing.
beforeAll(() => {
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(process.env.TZ);
  expect(new Date(2026, 6, 1).getTimezoneOffset()).toBe(
    { 'America/New_York': 240, 'Pacific/Auckland': -720, UTC: 0 }[process.env.TZ ?? ''],
  );
});
