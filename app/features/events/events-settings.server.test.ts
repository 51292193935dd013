import { describe, expect, it } from 'vitest';
import { englishDates } from '../../../test/date-words.ts';
import { church, eventsText, siteText } from '../../content/data.ts';
import { eventsSettingsOf } from './events-settings.server.ts';
import { browserEventsAddress } from '../../feeds/addresses.server.ts';

describe('eventsSettingsOf', () => {
  it("gives the events their words, the pages' feed and only the church facts they use", () => {
    const settings = eventsSettingsOf(church, eventsText, siteText.newTab, englishDates());
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

  it('gives a page of a site not in English alone its language, for the events’ structured data', () => {
    const settings = eventsSettingsOf(
      church,
      eventsText,
      siteText.newTab,
      englishDates(),
      undefined,
      'cy',
    );
    expect(settings.language).toBe('cy');
  });
});
