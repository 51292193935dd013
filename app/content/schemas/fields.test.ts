import { describe, expect, it } from 'vitest';
import { httpsUrl, webAddressOf } from './fields.ts';

// A web address as people type it (issue 88), as issue 80 took postcodes, phones and times.

describe('a web address as people type it', () => {
  it('is made whole with https://, path and all', () => {
    expect(webAddressOf('www.example.org.uk')).toBe('https://www.example.org.uk');
    expect(webAddressOf(' WWW.Example.org.uk/give?fund=roof ')).toBe(
      'https://WWW.Example.org.uk/give?fund=roof',
    );
    expect(webAddressOf('penwithickmethodist.org.uk')).toBe('https://penwithickmethodist.org.uk');
  });

  it('is left as typed when it is whole already or no address at all', () => {
    expect(webAddressOf('https://www.example.org')).toBe('https://www.example.org');
    expect(webAddressOf('http://www.example.org')).toBe('http://www.example.org');
    expect(webAddressOf('mailto:office@example.org')).toBe('mailto:office@example.org');
    expect(webAddressOf('facebook')).toBe('facebook');
    expect(webAddressOf('/giving')).toBe('/giving');
  });

  it('is taken by the schemas, written whole; http:// is still refused', () => {
    const address = httpsUrl('The website address');
    expect(address.parse('www.example.org.uk')).toBe('https://www.example.org.uk');
    expect(address.safeParse('http://www.example.org.uk').error?.issues[0]?.message).toBe(
      'The website address must be a full web address starting with https://, such as https://www.example.org',
    );
  });
});
