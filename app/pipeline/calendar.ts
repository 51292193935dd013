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
import { pathIn } from '../lib/language-paths.ts';
import { htmlLang, type Language, languagesOf } from '../lib/languages.ts';
import type { ChurchEvent } from '../feeds/events/type.ts';

async function write(file: string, text: string) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

export async function writeCalendar(
  client: string,
  content: Pick<Content, 'church' | 'churches' | 'several'> & {
    /** The language of the content's words: the site's default unless told. */
    language?: Language;
    translations?: Partial<
      Record<Language, Pick<Content, 'church' | 'churches' | 'several' | 'language'>>
    >;
  },
) {
  const { church, churches, several, language = church.language } = content;
  const file = join(client, paths.calendar);
  const snapshot = await readSnapshotFile('events', dirname(client));
  await rm(file, { force: true });
  const services = several ? calendarServices({ church, churches }, servicesFrom()) : [];
  // Each church's own: its services, and the events held there (the snapshot's events each
  // carry their church, decided as the build read them).
  // On a site of two languages, each church's page in the second links its own, in its words.
  const languages = languagesOf(church);
  // A site not in English alone says which language each calendar's own words are in (its name,
  // the services); a site in English alone's calendars are as they were.
  const saysLanguage = languages.some((code) => code !== 'en');
  const inLanguage = (code: Language, own: ChurchEvent[]) =>
    saysLanguage ? { tag: htmlLang(code), events: new Set(own) } : undefined;
  const inEach = [
    { at: (path: string) => path, churches, services, language },
    ...Object.values(content.translations ?? {}).map((translation) => ({
      language: translation.language,
      at: pathIn(translation.language, languages),
      churches: translation.churches,
      services: translation.several
        ? calendarServices(
            { church: translation.church, churches: translation.churches },
            servicesFrom(),
          )
        : [],
    })),
  ];
  for (const { at, churches: listed, services: held, language: code } of inEach) {
    for (const one of listed) {
      const own = [...held, ...(snapshot?.events ?? [])].filter(
        (event) => event.church === one.slug,
      );
      const owner = { name: one.name, siteUrl: church.siteUrl };
      await write(
        join(client, at(churchPaths.calendar(one.slug))),
        subscriptionCalendar(owner, own, Date.now(), inLanguage(code, held)),
      );
    }
  }
  const perChurch = several ? `, and one for each of ${churches.length} churches` : '';
  if (!calendarWritten(snapshot))
    return `no calendar to subscribe to (the feed was not read)${perChurch}`;
  const events = [...snapshot.events, ...services];
  await write(
    file,
    subscriptionCalendar(church, events, snapshot.takenAt, inLanguage(language, services)),
  );
  return `${paths.calendar} with ${events.length} events${perChurch}`;
}
