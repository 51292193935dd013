import { describe, expect, it } from 'vitest';
import { churchOfEvent, type ChurchPlace, foldedWords } from './church-paths.ts';

const place = (slug: string, name: string, postcode: string, alsoKnownAs?: string[]) => ({
  slug,
  name,
  address: { street: 'Main Street', town: 'Kilbride', postcode },
  ...(alsoKnownAs && { alsoKnownAs }),
});
const churches: ChurchPlace[] = [
  place('st-marys', 'St Mary’s', 'CA99 7AB'),
  place('st-johns', 'St John’s', 'CA99 8CD'),
  place('ashby', 'Ashby Chapel', 'CA99 9EF'),
];
const at = (name?: string, address?: string) => ({ location: { name, address } });
/** The church of an event at each place named. */
const churchesAt = (places: ChurchPlace[], ...names: string[]) =>
  names.map((name) => churchOfEvent(at(name), places));

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

  it('folds accents, as a calendar typed without them: “Ty Ddewi” is Tŷ Ddewi', () => {
    const welsh = [
      place('ty-ddewi', 'Tŷ Ddewi', 'SA62 6RD'),
      place('bethel', 'Bethel', 'SA62 6QA'),
    ];
    expect(churchesAt(welsh, 'Ty Ddewi', 'TŶ DDEWI, Solva')).toEqual(['ty-ddewi', 'ty-ddewi']);
    expect(foldedWords('Capel Tŵr Ŵyn')).toBe(' capel twr wyn ');
  });

  it('leaves out “Church”, punctuation and case: “St Mary’s Church, Cardigan” is St Mary’s Cardigan', () => {
    const cardigan = [
      place('st-marys', 'St Mary’s Cardigan', 'SA43 1AB'),
      place('llangoedmor', 'Llangoedmor Church', 'SA43 2LH'),
    ];
    expect(
      churchesAt(
        cardigan,
        "St Mary's Church, Cardigan",
        'Saint Marys, CARDIGAN',
        'Llangoedmor church',
        'Llangoedmor',
      ),
    ).toEqual(['st-marys', 'st-marys', 'llangoedmor', 'llangoedmor']);
  });

  it('reads the other names a church is known by', () => {
    const charge = [
      place('logie', 'Logie Easter Church', 'IV18 0NT', ['Logie', 'The old kirk at Logie']),
      place('kilmuir', 'Kilmuir Easter', 'IV18 0NE', ['Kilmuir']),
    ];
    expect(churchOfEvent(at('The Old Kirk at Logie'), charge)).toBe('logie');
    expect(churchOfEvent(at('Kilmuir hall'), charge)).toBe('kilmuir');
    expect(churchOfEvent(at('The Logie road'), charge)).toBe('logie');
  });

  it('takes the longer name over one it holds, and none for two churches named apart', () => {
    const near = [
      place('logie', 'Logie', 'IV18 0NT'),
      place('logie-easter', 'Logie Easter', 'IV18 0NE'),
    ];
    expect(churchOfEvent(at('Logie Easter church hall'), near)).toBe('logie-easter');
    expect(churchOfEvent(at('Ashby Chapel and St Mary’s, together'), churches)).toBeUndefined();
    expect(churchOfEvent(at('A walk from Logie to Logie Easter'), near)).toBeUndefined();
  });

  it('matches whole words only: “Ashbyfield” is not Ashby Chapel', () => {
    expect(churchOfEvent(at('Ashby Chapelfield'), churches)).toBeUndefined();
  });
});
