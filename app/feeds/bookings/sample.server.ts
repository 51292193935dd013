// The sample bookings feed `npm start` shows: the tests' fixture, moved into the coming weeks.
// Imports only files with no imports of their own: the Vite config loads this file too.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

/** Where the dev server serves the sample; the path ends like ChurchSuite's. */
export const sampleBookingsPath = '/__sample-feed/-/bookings/json';

const sampleBookingsFiles = ['test/fixtures/bookings.json', 'test/fixtures/bookings-page-2.json'];

const week = 7 * 86_400_000;
/** The Monday of the fixture's first week. */
const fixtureWeek = Date.UTC(2027, 2, 22);

/** The sample's pages, first page first, moved to `now`'s week. */
export async function sampleBookingsAnswers(
  root = process.cwd(),
  now = Date.now(),
): Promise<unknown[]> {
  const shift = Math.ceil((now - fixtureWeek) / week) * week;
  const move = (instant: unknown) =>
    typeof instant === 'string'
      ? new Date(Date.parse(instant) + shift).toISOString().replace('.000Z', 'Z')
      : instant;
  return Promise.all(
    sampleBookingsFiles.map(async (file) => {
      const answer = JSON.parse(await readFile(resolve(root, file), 'utf8')) as {
        booked_resources: { starts_at: unknown; ends_at: unknown }[];
      };
      answer.booked_resources = answer.booked_resources.map((slot) => ({
        ...slot,
        starts_at: move(slot.starts_at),
        ends_at: move(slot.ends_at),
      }));
      return answer;
    }),
  );
}
