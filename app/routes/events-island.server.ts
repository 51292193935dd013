import type { Content } from '../content/loading/load.server.ts';
import { eventsSettingsOf } from '../features/events/events-settings.server.ts';
import { feedSnapshot } from '../feeds/snapshots.server.ts';
import { dateWordsOf } from '../lib/format-date.ts';

/** The props of the events' islands on / and /events: their settings and the build's reading. */
export async function eventsIslandProps({
  church,
  eventsText,
  language,
  several,
  siteText,
  typedEvents,
}: Pick<Content, 'church' | 'eventsText' | 'language' | 'several' | 'siteText' | 'typedEvents'>) {
  return {
    settings: eventsSettingsOf(
      church,
      eventsText,
      siteText.newTab,
      dateWordsOf(siteText.dates, church),
      language,
      // A site of several churches: each event known by its church, and /events narrowed to one.
      several
        ? { label: several.words.title, all: several.words.allChurches, places: several.places }
        : undefined,
    ),
    snapshot: await feedSnapshot('events', church, typedEvents, several?.places),
  };
}
