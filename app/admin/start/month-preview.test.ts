import { describe, expect, it } from 'vitest';
import { beneficeOfTwo, methodistChapel } from '../../../test/start-facts.ts';
import { monthOf } from './month-preview.ts';
import { startDateWords } from './words.ts';

describe('the month the start form’s service patterns make', () => {
  it('lists each Sunday’s services at their churches, the 5th Sunday’s only in a month with one', () => {
    // January 2027 has five Sundays: the 3rd, 10th, 17th, 24th and 31st.
    expect(monthOf(beneficeOfTwo, '2027-01-20', startDateWords)).toEqual([
      { day: 'Sunday 3 January', services: ['9:30am Holy Communion, St Mary’s, Ashwell'] },
      { day: 'Sunday 10 January', services: ['11am Morning Prayer, St Andrew’s, Kelby'] },
      { day: 'Sunday 17 January', services: ['9:30am Holy Communion, St Mary’s, Ashwell'] },
      { day: 'Sunday 24 January', services: ['11am Morning Prayer, St Andrew’s, Kelby'] },
      { day: 'Sunday 31 January', services: ['10:30am Benefice Eucharist, St Mary’s, Ashwell'] },
    ]);
    // February 2027 has four: no 5th Sunday's service.
    expect(monthOf(beneficeOfTwo, '2027-02-01', startDateWords).map((day) => day.day)).toEqual([
      'Sunday 7 February',
      'Sunday 14 February',
      'Sunday 21 February',
      'Sunday 28 February',
    ]);
  });

  it('lists one church’s weekly services without a church’s name, and skips what cannot be read yet', () => {
    expect(monthOf(methodistChapel, '2027-03-10', startDateWords).slice(0, 1)).toEqual([
      { day: 'Sunday 7 March', services: ['6pm Evening Worship'] },
    ]);
    expect(
      monthOf(
        { services: [{ day: 'Sunday', time: 'soon', name: 'Morning Worship' }] },
        '2027-03-10',
        startDateWords,
      ),
    ).toEqual([]);
  });
});
