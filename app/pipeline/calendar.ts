// The build's step for the calendar to subscribe to, from the events snapshot. Without the feed's
// reading there is no file: a calendar app keeps what it had through a missing file, but would
// drop the feed's events from a file without them.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Content } from '../content/loading/load.server.ts';
import { servicesFrom } from '../content/loading/shapers/churches.ts';
import { calendarServices } from '../features/churches/calendar-services.ts';
import { subscriptionCalendar } from '../features/events/calendar-ics.ts';
import { paths } from '../lib/paths.ts';
import { readSnapshotFile } from '../feeds/snapshots.server.ts';
import { calendarWritten } from '../feeds/snapshots.ts';
import { churchPaths } from '../lib/church-paths.ts';

async function write(file: string, text: string) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

export async function writeCalendar(
  client: string,
  content: Pick<Content, 'church' | 'churches' | 'several'>,
) {
  const { church, churches, several } = content;
  const file = join(client, paths.calendar);
  const snapshot = await readSnapshotFile('events', dirname(client));
  await rm(file, { force: true });
  const services = several ? calendarServices({ church, churches }, servicesFrom()) : [];
  // Each church's own: its services, and the events held there (the snapshot's events each
  // carry their church, decided as the build read them).
  for (const one of churches) {
    const own = [...services, ...(snapshot?.events ?? [])].filter(
      (event) => event.church === one.slug,
    );
    const owner = { name: one.name, siteUrl: church.siteUrl };
    await write(
      join(client, churchPaths.calendar(one.slug)),
      subscriptionCalendar(owner, own, Date.now()),
    );
  }
  const perChurch = several ? `, and one for each of ${churches.length} churches` : '';
  if (!calendarWritten(snapshot))
    return `no calendar to subscribe to (the feed was not read)${perChurch}`;
  const events = [...snapshot.events, ...services];
  await write(file, subscriptionCalendar(church, events, snapshot.takenAt));
  return `${paths.calendar} with ${events.length} events${perChurch}`;
}
