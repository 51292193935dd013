import type { Content } from '../content/loading/load.server.ts';
import { eventsSettingsOf } from '../features/events/events-settings.server.ts';
import { feedSnapshot } from '../feeds/snapshots.server.ts';
import { dateWordsOf } from '../lib/format-date.ts';
import { languagesOf } from '../lib/languages.ts';

/** The props of the events' islands on / and /events: their settings and the build's reading. */
export async function eventsIslandProps({
  church,
  eventsText,
  several,
  siteText,
  typedEvents,
  language,
}: Pick<Content, 'church' | 'eventsText' | 'several' | 'siteText' | 'typedEvents' | 'language'>) {
  return {
    settings: eventsSettingsOf(
      church,
      eventsText,
      siteText.newTab,
      dateWordsOf(siteText.dates, church),
      // A site of several churches: each event known by its church, and /events narrowed to one.
      several
        ? { label: several.words.title, all: several.words.allChurches, places: several.places }
        : undefined,
      // A site not in English alone says the page's language, as the church's data does.
      languagesOf(church).some((code) => code !== 'en') ? language : undefined,
    ),
    snapshot: await feedSnapshot('events', church, typedEvents, several?.places),
  };
}
