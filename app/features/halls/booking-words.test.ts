import { describe, expect, it } from 'vitest';
import { hallsPage } from '../../content/data.ts';
import { dayName, slotWords } from './booking-words.ts';

// The words come from the content (the second church's by default); only their order is ours.
const words = hallsPage.words;
const seven = { hour: 19, minute: 0 };
const half = { hour: 2, minute: 30 };

describe('slotWords', () => {
  it('says a booking within a day from and to, on the church’s clock', () => {
    expect(slotWords({ from: seven, to: { hour: 21, minute: 15 }, part: false }, words)).toBe(
      `7:00 PM ${words.to} 9:15 PM`,
    );
  });

  it('says where a booking runs on past midnight, began the day before, or fills the day', () => {
    expect(slotWords({ from: seven, part: false }, words)).toBe(`${words.from} 7:00 PM`);
    expect(slotWords({ to: half, part: false }, words)).toBe(`${words.until} 2:30 AM`);
    expect(slotWords({ part: false }, words)).toBe(words.allDay);
  });

  it('says so when only part of the room is booked', () => {
    expect(slotWords({ from: seven, to: half, part: true }, words)).toBe(
      `7:00 PM ${words.to} 2:30 AM (${words.part})`,
    );
  });
});

describe('dayName', () => {
  it('writes the day out the British way', () => {
    expect(dayName('2027-03-28')).toBe('Sunday 28 March 2027');
  });
});
