import type { Church } from '../../content/schemas/church.ts';
import type { EventsSettings, EventsText } from './events-settings.tsx';
import type { DateWords } from '../../lib/format-date.ts';
import { type Language, languagesOf } from '../../lib/languages.ts';
import { eventDateText } from './event-dates.ts';
import { browserEventsAddress, eventsSource } from '../../feeds/addresses.server.ts';

/**
 * The events' settings for a page's loader: the church's few facts they use, not all of it.
 * The words for dates go only to a page not in the site's first language (`language`, the page's).
 */
export function eventsSettingsOf(
  church: Pick<
    Church,
    'name' | 'siteUrl' | 'address' | 'churchSuite' | 'calendarUrl' | 'language' | 'secondLanguage'
  >,
  text: EventsText,
  newTab: string,
  dates: DateWords,
  language: Language,
  churches?: EventsSettings['churches'],
): EventsSettings {
  const { street, town, county, postcode } = church.address;
  const feedUrl = browserEventsAddress(church);
  return {
    text,
    newTab,
    dateStyle: dates.style,
    ...(language !== church.language && { dates: eventDateText(dates) }),
    feedUrl,
    readBy: feedUrl ? 'browser' : eventsSource(church).kind === 'ical' ? 'build' : null,
    church: {
      name: church.name,
      siteUrl: church.siteUrl,
      address: { street, town, county, postcode },
    },
    ...(churches && { churches }),
    // A site not in English alone says the page's language in its events' structured data, as
    // the church's does; one in English alone's props are as they were.
    ...(languagesOf(church).some((code) => code !== 'en') && { language }),
  };
}
