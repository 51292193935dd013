import { describe, expect, it } from 'vitest';
import { churchOfEvent, type ChurchPlace } from './church-paths.ts';

const churches: ChurchPlace[] = [
  { slug: 'st-marys', name: 'St Mary’s', postcode: 'CA99 7AB' },
  { slug: 'st-johns', name: 'St John’s', postcode: 'CA99 8CD' },
  { slug: 'ashby', name: 'Ashby Chapel', postcode: 'CA99 9EF' },
];
const at = (name?: string, address?: string) => ({ location: { name, address } });

describe('the church an event is at', () => {
  it('is the one it names, as an event typed in /admin does', () => {
    expect(churchOfEvent({ church: 'ashby', ...at('St Mary’s') }, churches)).toBe('ashby');
  });

  it('is the one whose postcode its place holds, however it is spaced or cased', () => {
    expect(churchOfEvent(at('The hall', 'Church Lane, Kilbride ca997ab'), churches)).toBe(
      'st-marys',
    );
  });

  it('is the one whose name its place holds, apostrophes and all', () => {
    expect(churchOfEvent(at("St John's Church"), churches)).toBe('st-johns');
    expect(churchOfEvent(at('Ashby Chapel Hall'), churches)).toBe('ashby');
  });

  it('is none when the place names no church, two of them, or nothing', () => {
    expect(
      churchOfEvent(at('The Village Hall', 'Main Street, Kilbride'), churches),
    ).toBeUndefined();
    expect(churchOfEvent(at('St Mary’s and St John’s together'), churches)).toBeUndefined();
    expect(churchOfEvent({}, churches)).toBeUndefined();
    expect(churchOfEvent(at('St Mary’s'), [])).toBeUndefined();
  });

  it('goes by the postcode before the name', () => {
    expect(churchOfEvent(at('St Mary’s visit', 'Chapel Brow, CA99 9EF'), churches)).toBe('ashby');
  });
});
