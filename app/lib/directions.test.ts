import { describe, expect, it } from 'vitest';
import { directionsUrl } from './directions';

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
