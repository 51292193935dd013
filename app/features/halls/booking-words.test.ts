import { describe, expect, it } from 'vitest';
import { englishDates } from '../../../test/date-words.ts';
import { hallsPage } from '../../content/data.ts';
import { dayName, slotWords } from './booking-words.ts';

// The words come from the content (the second church's by default); only their order is ours.
const words = hallsPage.words;
const seven = { hour: 19, minute: 0 };
const half = { hour: 2, minute: 30 };

describe('slotWords', () => {
  it('says a booking within a day from and to, on the church’s clock', () => {
    expect(
      slotWords(
        { from: seven, to: { hour: 21, minute: 15 }, part: false },
        words,
        englishDates('us'),
      ),
    ).toBe(`7:00 PM ${words.to} 9:15 PM`);
  });

  it('says where a booking runs on past midnight, began the day before, or fills the day', () => {
    expect(slotWords({ from: seven, part: false }, words, englishDates('us'))).toBe(
      `${words.from} 7:00 PM`,
    );
    expect(slotWords({ to: half, part: false }, words, englishDates('us'))).toBe(
      `${words.until} 2:30 AM`,
    );
    expect(slotWords({ part: false }, words, englishDates('us'))).toBe(words.allDay);
  });

  it('says so when only part of the room is booked', () => {
    expect(slotWords({ from: seven, to: half, part: true }, words, englishDates('us'))).toBe(
      `7:00 PM ${words.to} 2:30 AM (${words.part})`,
    );
  });
});

describe('slotWords, British', () => {
  it('writes the times as GOV.UK does', () => {
    const slot = { from: { hour: 10, minute: 30 }, to: { hour: 12, minute: 0 }, part: false };
    expect(slotWords(slot, words, englishDates('british'))).toBe(`10:30am ${words.to} midday`);
    expect(slotWords({ from: seven, part: false }, words, englishDates('british'))).toBe(
      `${words.from} 7pm`,
    );
  });
});

describe('dayName', () => {
  it('writes the day out in the church’s style', () => {
    expect(dayName('2027-03-28', englishDates('british'))).toBe('Sunday 28 March 2027');
    expect(dayName('2027-03-28', englishDates('us'))).toBe('Sunday, March 28, 2027');
  });
});
