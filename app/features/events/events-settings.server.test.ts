import { describe, expect, it } from 'vitest';
import { englishDates, welshDates } from '../../../test/date-words.ts';
import { church, eventsText, siteText } from '../../content/data.ts';
import { eventsSettingsOf } from './events-settings.server.ts';
import { browserEventsAddress } from '../../feeds/addresses.server.ts';

describe('eventsSettingsOf', () => {
  it("gives the events their words, the pages' feed and only the church facts they use", () => {
    const settings = eventsSettingsOf(
      church,
      eventsText,
      siteText.newTab,
      englishDates(),
      church.language,
    );
    expect(settings.text).toBe(eventsText);
    expect(settings.newTab).toBe(siteText.newTab);
    expect(settings.feedUrl).toBe(browserEventsAddress(church));
    expect(settings.church).toEqual({
      name: church.name,
      siteUrl: church.siteUrl,
      address: {
        street: church.address.street,
        town: church.address.town,
        county: church.address.county,
        postcode: church.address.postcode,
      },
    });
    // A site in English alone's events say no language: their settings carry none.
    expect(settings).not.toHaveProperty('language');
  });

  it('gives each page of a site not in English alone its language, for the events’ structured data', () => {
    const settings = (
      site: Pick<typeof church, 'language' | 'secondLanguage'>,
      page: 'en' | 'cy',
    ) =>
      eventsSettingsOf({ ...church, ...site }, eventsText, siteText.newTab, englishDates(), page);
    expect(settings({ language: 'cy', secondLanguage: undefined }, 'cy').language).toBe('cy');
    expect(settings({ language: 'cy', secondLanguage: 'en' }, 'en').language).toBe('en');
    expect(settings({ language: 'en', secondLanguage: 'cy' }, 'en').language).toBe('en');
    expect(settings({ language: 'en', secondLanguage: undefined }, 'en')).not.toHaveProperty(
      'language',
    );
  });

  it("sends the words for dates only to a page not in the site's first language", () => {
    const settings = (language: typeof church.language, dates = englishDates('us')) =>
      eventsSettingsOf(church, eventsText, siteText.newTab, dates, language);
    // The first language's come with the islands' code (virtual:first-date-words).
    expect(settings(church.language)).toMatchObject({ dateStyle: 'us' });
    expect(settings(church.language)).not.toHaveProperty('dates');
    const other = church.language === 'en' ? 'cy' : 'en';
    const welsh = welshDates();
    expect(settings(other, welsh)).toMatchObject({
      dateStyle: 'british',
      dates: { weekdays: welsh.weekdays.map(({ name }) => ({ name })), months: welsh.months },
    });
    expect(settings(other, welsh).dates).not.toHaveProperty('style');
  });
});
