// The build's step for the calendar to subscribe to, from the events snapshot. Without the feed's
// reading there is no file: a calendar app keeps what it had through a missing file, but would
// drop the feed's events from a file without them.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Content } from '../content/loading/load.server.ts';
import { subscriptionCalendar } from '../features/events/calendar-ics.ts';
import { paths } from '../lib/paths.ts';
import { readSnapshotFile } from '../feeds/snapshots.server.ts';
import { calendarWritten } from '../feeds/snapshots.ts';

export async function writeCalendar(client: string, church: Content['church']) {
  const file = join(client, paths.calendar);
  const snapshot = await readSnapshotFile('events', dirname(client));
  await rm(file, { force: true });
  if (!calendarWritten(snapshot)) return 'no calendar to subscribe to (the feed was not read)';
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, subscriptionCalendar(church, snapshot.events, snapshot.takenAt));
  return `${paths.calendar} with ${snapshot.events.length} events`;
}
