import { describe, expect, it } from 'vitest';
import { defaultPath, languageOfPath, pathIn } from './language-paths.ts';

describe('addresses in two languages', () => {
  const welshFirst = ['cy', 'en'] as const;

  it("keep the default language's, and put the second's under its code", () => {
    expect(pathIn('cy', welshFirst)('/events')).toBe('/events');
    expect(pathIn('en', welshFirst)('/events')).toBe('/en/events');
    expect(pathIn('en', welshFirst)('/')).toBe('/en');
    for (const other of ['mailto:office@example.org', 'tel:+441234', '#top', '//example.org/x'])
      expect(pathIn('en', welshFirst)(other)).toBe(other);
  });

  it('tell the language from the address, and the address in the default language', () => {
    expect(languageOfPath('/en/events', welshFirst)).toBe('en');
    expect(languageOfPath('/en', welshFirst)).toBe('en');
    expect(languageOfPath('/english-classes', welshFirst)).toBe('cy');
    expect(languageOfPath('/events', welshFirst)).toBe('cy');
    expect(defaultPath('/en/news/harvest', welshFirst)).toBe('/news/harvest');
    expect(defaultPath('/en', welshFirst)).toBe('/');
    expect(defaultPath('/events', welshFirst)).toBe('/events');
  });

  it('are as they always were on a site of one language', () => {
    expect(pathIn('en', ['en'])('/cy/events')).toBe('/cy/events');
    expect(languageOfPath('/cy/events', ['en'])).toBe('en');
  });
});
