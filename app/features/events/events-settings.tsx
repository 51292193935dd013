import { createContext, type Provider, use } from 'react';
import type { Content } from '../../content/loading/load.server.ts';
import type { Church } from '../../content/schemas/church.ts';
import firstDateText from 'virtual:first-date-words';
import type { EventDateText, EventDateWords } from './event-dates.ts';
import type { DateStyle } from '../../lib/format-date.ts';
import type { ChurchPlace } from '../../lib/church-paths.ts';
import type { LiveAnswer } from '../../feeds/events/live-answer.ts';
import type { EventsSnapshot } from '../../feeds/snapshots.ts';
import type { Language } from '../../lib/languages.ts';

/** The events' words (site-text.yml, events), subscribing apart. */
export type EventsText = Content['eventsText'];

/** What the events' JSON-LD and calendar files say of the church, and nothing more. */
export type EventsChurch = Pick<Church, 'name' | 'siteUrl'> & {
  address: Pick<Church['address'], 'street' | 'town' | 'county' | 'postcode'>;
};

/** What the events take from their page, worked out by its loader (events-settings.server.ts). */
export type EventsSettings = {
  text: EventsText;
  /** The feed the visitor's browser asks for the live events; null: none is asked. */
  feedUrl: string | null;
  /** Who reads the events: the browser (`feedUrl`), the build alone (a calendar whose host answers
   *  no browser: "as of" shown, none is a failure), or nobody (no source: nothing listed). */
  readBy: 'browser' | 'build' | null;
  church: EventsChurch;
  /** The note on a link that opens a new tab (site-text.yml, newTab): an island has no site context. */
  newTab: string;
  /** How the church writes dates (church.yml): an island has no site context. */
  dateStyle: DateStyle;
  /** On a page not in the site's first language, the words its dates take; the first language's
   *  come with the islands' code (virtual:first-date-words), so its pages' props stay small. */
  dates?: EventDateText;
  /** On a site of several churches: the choice of one, and how an event's place is known. */
  churches?: { label: string; all: string; places: ChurchPlace[] };
  /** On a site not in English alone: the page's language, which its events' structured data says. */
  language?: Language;
};

/** What an events island takes from its page (components/island.tsx), and from the browser. */
export type EventsIslandProps = {
  settings: EventsSettings;
  /** The events as the build read them, in the page's HTML. */
  snapshot?: EventsSnapshot | null;
  /** The page's own answer from the feed, asked before React loaded (browser/live-check.ts). */
  live?: LiveAnswer;
};

const EventsSettingsContext = createContext<EventsSettings | null>(null);

/** Given by the feature's top components (UpcomingEvents, EventList) to the parts within. */
export const EventsSettingsProvider: Provider<EventsSettings> = EventsSettingsContext.Provider;

export function useEventsSettings(): EventsSettings {
  const settings = use(EventsSettingsContext);
  if (!settings)
    throw new Error('No EventsSettingsProvider: render inside UpcomingEvents or EventList');
  return settings;
}

/** The words the events' dates are written in: the page's own, else the site's first language's. */
export function useEventDateWords(): EventDateWords {
  const { dates = firstDateText, dateStyle } = useEventsSettings();
  return { ...dates, style: dateStyle };
}
