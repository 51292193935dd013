import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './json-ld.ts';

describe('serializeJsonLd', () => {
  it('escapes "<", ">" and "&" so a value can never close the script tag', () => {
    const value = { name: '</script><script>alert(1)</script> & more' };
    const json = serializeJsonLd(value);
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
