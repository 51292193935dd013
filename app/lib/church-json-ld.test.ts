import { describe, expect, it } from 'vitest';
import { church } from '../content/data.ts';
import { churchJsonLd } from './church-json-ld.ts';

describe('churchJsonLd', () => {
  it('describes the church, its address, phone, site and every weekly service', () => {
    const data = churchJsonLd(church, '/images/hero.jpeg');
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
        name: `${service.name}, every ${service.day}`,
        eventSchedule: { byDay: `https://schema.org/${service.day}`, startTime: service.time },
      });
    });
  });
});
