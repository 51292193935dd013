import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { churchContent } from './app/pipeline/content-plugin.ts';
import { yamlModules } from './app/pipeline/yaml-modules.ts';
import { REPORT_DIR } from './scripts/test-report.mjs';

// Unit tests see a second, fictional church (test/fixtures/content), so they prove that the
// components follow whatever the content says rather than the sample church's words. Set
// CONTENT_DIR to run them on another content folder. Before churchContent(), which reads it.
process.env.CONTENT_DIR ??= 'test/fixtures/content';

/**
 * The tests of the code that reads or writes a clock time (London wall-clock conversion, the
 * feeds' times, calendar files, the content's dates) run again in zones far from London, so a
 * visitor's zone can never leak into what the site shows. The rest never touch a zone.
 */
export const timeZoneTests = [
  'app/lib/wall-clock.test.ts',
  'app/features/events/event-dates.test.ts',
  'app/features/events/ics.test.ts',
  'app/feeds/events/sample.test.ts',
  'app/feeds/events/reading.test.ts',
  'app/feeds/events/reading-current.test.ts',
  'app/feeds/groups/reading.test.ts',
  'app/features/halls/room-days.test.ts',
  'app/feeds/bookings/reading.test.ts',
  'app/lib/format-date.test.ts',
  'app/content/schemas/site-notice.test.ts',
  'app/feeds/ical/shape.test.ts',
  'app/feeds/ical/time-zones.test.ts',
];
// The machine's own zone is the main run's already (UTC on the CI machines): not run twice.
const ownZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const otherZones = ['America/New_York', 'Pacific/Auckland', 'UTC'].filter(
  (zone) => zone !== ownZone,
);

export default defineConfig({
  plugins: [react(), churchContent(), yamlModules()],
  define: {
    __BUILD_YEAR__: '2026',
    __SEVERAL_CHURCHES__: 'true',
    __TWO_LANGUAGES__: 'true',
    __NOT_ENGLISH_ALONE__: 'true',
  },
  test: {
    setupFiles: ['./test/setup.ts'],
    // The JSON is for npm test's report of where the time went (scripts/test-report.mjs).
    reporters: ['default', 'json'],
    outputFile: { json: `${REPORT_DIR}/unit.json` },
    // Spies put back before each test, stubbed globals after each (test/setup.ts): no test need
    // say so.
    restoreMocks: true,
    // Hang guards, not speed checks: `npm test` runs these beside lint, types and two builds,
    // on two cores that may be busy with other work too.
    testTimeout: 20_000,
    // One worker per core: Vitest's own default leaves one core idle (94 s to 61 s on two).
    maxWorkers: availableParallelism(),
    // Threads, not processes, but for the time zones' runs below (65.8 s to 61.7 s on two cores
    // for components and logic).
    pool: 'threads',
    hookTimeout: 30_000,
    // A DOM costs seconds per file: components (.tsx) get jsdom; logic runs in Node unless a
    // file asks for a DOM with a `// @vitest-environment jsdom` line.
    projects: [
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          // One DOM per worker, not one per file (components 29 s to 12 s on two cores):
          // Testing Library unmounts and empties the page after every test, and the files
          // passed in any order (--sequence.shuffle).
          isolate: false,
          include: ['app/**/*.test.tsx'],
        },
      },
      {
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          // Pure functions, no module mocks, timers put back by each file, spies and globals by
          // every test (above): one module registry per worker instead of one per file (75 s to
          // 57 s for `npm run test:unit` on two cores). Components keep a fresh DOM and React
          // per file.
          isolate: false,
          include: ['app/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}'],
        },
      },
      // Each zone in processes of its own (Node reads TZ as it starts); test/time-zone.ts
      // fails the run if the zone did not take effect.
      ...otherZones.map((zone) => ({
        extends: true as const,
        test: {
          name: `TZ=${zone}`,
          environment: 'node' as const,
          include: timeZoneTests,
          pool: 'forks' as const,
          isolate: false,
          env: { TZ: zone },
          setupFiles: ['./test/time-zone.ts'],
        },
      })),
    ],
  },
});
