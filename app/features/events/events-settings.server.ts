import type { Church } from '../../content/schemas/church.ts';
import type { EventsSettings, EventsText } from './events-settings.tsx';
import { type DateWords } from '../../lib/format-date.ts';
import type { Language } from '../../lib/languages.ts';
import { eventDateWords } from './event-dates.ts';
import { browserEventsAddress, eventsSource } from '../../feeds/addresses.server.ts';

/** The events' settings for a page's loader: the church's few facts they use, not all of it. */
export function eventsSettingsOf(
  church: Pick<Church, 'name' | 'siteUrl' | 'address' | 'churchSuite' | 'calendarUrl'>,
  text: EventsText,
  newTab: string,
  dates: DateWords,
  churches?: EventsSettings['churches'],
  /** The page's language, on a site not in English alone: none on one in English alone. */
  language?: Language,
): EventsSettings {
  const { street, town, county, postcode } = church.address;
  const feedUrl = browserEventsAddress(church);
  return {
    text,
    newTab,
    dates: eventDateWords(dates),
    feedUrl,
    readBy: feedUrl ? 'browser' : eventsSource(church).kind === 'ical' ? 'build' : null,
    church: {
      name: church.name,
      siteUrl: church.siteUrl,
      address: { street, town, county, postcode },
    },
    ...(churches && { churches }),
    ...(language && { language }),
  };
}
