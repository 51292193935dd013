import { describe, expect, it } from 'vitest';
import { church } from '~/content/data';
import { churchJsonLd } from './church-json-ld';

describe('churchJsonLd', () => {
  it('describes the church, its address, phone, site and Sunday service', () => {
    const data = churchJsonLd(church, '/images/hero.jpeg');
    expect(data).toMatchObject({
      '@type': 'Church',
      name: 'Ballyglen Presbyterian Church',
      url: church.siteUrl,
      telephone: '+442896496000',
      image: `${church.siteUrl}/images/hero.jpeg`,
      address: { streetAddress: '1 Church Road', postalCode: 'BT00 0AA', addressCountry: 'GB' },
    });
    expect(data.event[0]).toMatchObject({
      name: 'Main Service, every Sunday',
      eventSchedule: { byDay: 'https://schema.org/Sunday', startTime: '11:30' },
    });
  });
});
