import { describe, expect, it } from 'vitest';
import { directionsUrl, mapSearchUrl } from './directions.ts';

describe('directionsUrl', () => {
  it('searches the map for the name and address, safely encoded', () => {
    const url = directionsUrl(
      { street: '1 Church Road', town: 'Ballyglen', county: 'County Down', postcode: 'BT00 0AA' },
      "St Andrew's & Ballyglen",
    );
    expect(url).toBe(
      "https://www.google.com/maps/search/?api=1&query=St%20Andrew's%20%26%20Ballyglen%2C%201%20Church%20Road%2C%20Ballyglen%2C%20BT00%200AA",
    );
  });
});

describe('mapSearchUrl', () => {
  it('searches for any text, such as a postcode or a position', () => {
    expect(mapSearchUrl('BT00 0AB')).toBe(
      'https://www.google.com/maps/search/?api=1&query=BT00%200AB',
    );
    expect(mapSearchUrl('54.6,-5.9')).toBe(
      'https://www.google.com/maps/search/?api=1&query=54.6%2C-5.9',
    );
  });
});
