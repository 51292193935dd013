import { describe, expect, it } from 'vitest';
import { englishDates, welshDates } from '../../test/date-words.ts';
import { church, siteText } from '../content/data.ts';
import { dateWordsOf } from './format-date.ts';
import { churchJsonLd } from './church-json-ld.ts';
import { servicesAt } from './church-paths.ts';
import { servicesBetween } from './service-patterns.ts';

const words = dateWordsOf(siteText.dates, church);

describe('churchJsonLd', () => {
  it('describes the church, its address, phone, site and every weekly service', () => {
    const data = churchJsonLd(church, words, '/images/hero.jpeg');
    expect(data).toMatchObject({
      '@type': 'Church',
      name: church.name,
      url: church.siteUrl,
      telephone: church.phone.international,
      image: `${church.siteUrl}/images/hero.jpeg`,
      address: {
        streetAddress: church.address.street,
        addressLocality: church.address.town,
        postalCode: church.address.postcode,
        addressCountry: 'GB',
      },
    });
    expect(data.event).toHaveLength(church.services.length);
    church.services.forEach((service, i) => {
      expect(data.event[i]).toMatchObject({
        name: expect.stringContaining(`${service.name}, `),
        eventSchedule: { byDay: `https://schema.org/${service.day}`, startTime: service.time },
      });
    });
  });

  it('names a weekly service with its pattern small-lettered mid-sentence, in either language', () => {
    const service = { ...church.services[0]!, name: 'Morning Worship', day: 'Sunday' as const };
    const one = { ...church, services: [service] };
    expect(churchJsonLd(one, englishDates()).event[0]).toMatchObject({
      name: 'Morning Worship, every Sunday',
    });
    expect(churchJsonLd({ ...one, language: 'cy' }, welshDates()).event[0]).toMatchObject({
      name: 'Morning Worship, bob dydd Sul',
    });
  });

  it('on a site of several churches, gives each service held as a dated event at its own church', () => {
    const ashby = {
      slug: 'ashby',
      name: 'Ashby Chapel',
      address: { street: 'Chapel Brow', town: 'Ashby Fell', postcode: 'CA99 7AB' },
      access: { stepFree: false, hearingLoop: false, toilets: false },
    };
    const patterns = [
      {
        day: 'Sunday' as const,
        time: '09:00',
        length: 45,
        name: 'Holy Communion',
        church: 'ashby',
        weeks: [1, 3],
      },
    ];
    const held = servicesAt(servicesBetween(patterns, [], '2027-10-01', '2027-10-31'), [ashby]);
    const data = churchJsonLd(church, words, undefined, { held });
    expect(data.event).toEqual(
      ['2027-10-03', '2027-10-17'].map((day) => ({
        '@type': 'Event',
        name: 'Holy Communion',
        startDate: `${day}T09:00:00+01:00`,
        endDate: `${day}T09:45:00+01:00`,
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: {
          '@type': 'Place',
          name: 'Ashby Chapel',
          address: expect.objectContaining({
            streetAddress: 'Chapel Brow',
            postalCode: 'CA99 7AB',
          }),
        },
      })),
    );
  });

  it('says its language on a site not in English alone, and its services in its words', () => {
    const welsh = { ...church, language: 'cy' as const };
    const data = churchJsonLd(welsh, { ...words, language: 'cy' });
    expect(data).toMatchObject({ inLanguage: 'cy' });
    expect(churchJsonLd(church, words)).not.toHaveProperty('inLanguage');
  });
});
