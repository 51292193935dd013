import { describe, expect, it } from 'vitest';
import {
  boxFor,
  limits,
  nowValue,
  partsInBoxOrder,
  shown,
  typed,
  unfinished,
} from './typed-dates.ts';

// The typed date boxes (typed-boxes.ts): which fields get one, and when what is typed is a
// date the CMS is told of (Decap's own box rewrote the year while it was typed, #7939).

describe('which date fields get the typed box', () => {
  it('a date, and a date and time on the church’s clock; any other format keeps Decap’s', () => {
    expect(boxFor('YYYY-MM-DD', undefined)).toBe('date');
    expect(boxFor('YYYY-MM-DD[T]HH:mm', false)).toBe('datetime-local');
    expect(boxFor('YYYY-MM-DD[T]HH:mm', true)).toBeNull();
    expect(boxFor('DD/MM/YYYY', undefined)).toBeNull();
    expect(boxFor(undefined, undefined)).toBeNull();
  });

  it('shows a saved value without its seconds', () => {
    expect(shown('2026-12-24T18:00:00')).toBe('2026-12-24T18:00');
    expect(shown('2026-11-15')).toBe('2026-11-15');
    expect(shown(undefined)).toBe('');
  });
});

describe('what is typed', () => {
  it('is a date once its year has four figures from 1900', () => {
    expect(typed('date', '2026-11-22', false)).toBe('whole');
    expect(typed('datetime-local', '2026-11-22T18:45', false)).toBe('whole');
    // On the way to 2026: 0002, 0020, 0202 are never told to the CMS.
    for (const year of ['0002', '0020', '0202', '1899']) {
      expect(typed('date', `${year}-11-22`, false)).toBe('part');
    }
    expect(typed('datetime-local', '2026-11-22', false)).toBe('part');
  });

  it('is nothing when emptied, and part of a date when the browser finds it bad', () => {
    expect(typed('date', '', false)).toBe('empty');
    expect(typed('date', '', true)).toBe('part');
  });

  it('left in part, is refused on Publish naming the box and its parts, in the box’s order', () => {
    expect(unfinished('Date preached', partsInBoxOrder('date', 'en-US'))).toBe(
      'Date preached is not finished: part of it is blank or not a real date. Type the month, the day and the year, as the box shows them, or choose it with the calendar button.',
    );
    expect(partsInBoxOrder('date', 'en-GB')).toEqual(['the day', 'the month', 'the year']);
    expect(partsInBoxOrder('datetime-local', 'en-US')).toEqual([
      'the month',
      'the day',
      'the year',
      'the hour',
      'the minutes',
      'AM or PM',
    ]);
    expect(partsInBoxOrder('datetime-local', 'en-GB')).toEqual([
      'the day',
      'the month',
      'the year',
      'the hour',
      'the minutes',
    ]);
  });
});

describe('the box', () => {
  it('takes a year of four figures, and a time to the minute', () => {
    expect(limits('date')).toEqual({ min: '1900-01-01', max: '9999-12-31', step: undefined });
    expect(limits('datetime-local')).toMatchObject({ max: '9999-12-31T23:59', step: 60 });
  });

  it('“Now” is this computer’s date, and time for a date and time', () => {
    const now = new Date(2026, 0, 5, 9, 7);
    expect(nowValue('date', now)).toBe('2026-01-05');
    expect(nowValue('datetime-local', now)).toBe('2026-01-05T09:07');
  });
});
