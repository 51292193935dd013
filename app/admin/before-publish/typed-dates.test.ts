import { describe, expect, it } from 'vitest';
import * as dates from './typed-dates.ts';

// The typed date boxes (typed-boxes.ts): which fields get one, and when what is typed is a
// date the CMS is told of (Decap's own box rewrote the year while it was typed, #7939).

describe('which date fields get the typed box', () => {
  it('a date, and a date and time on the church’s clock; any other format keeps Decap’s', () => {
    expect(dates.boxFor('YYYY-MM-DD', undefined)).toBe('date');
    expect(dates.boxFor('YYYY-MM-DD[T]HH:mm', false)).toBe('datetime-local');
    expect(dates.boxFor('YYYY-MM-DD[T]HH:mm', true)).toBeNull();
    expect(dates.boxFor('DD/MM/YYYY', undefined)).toBeNull();
    expect(dates.boxFor(undefined, undefined)).toBeNull();
  });

  it('shows a saved value without its seconds', () => {
    expect(dates.shown('2026-12-24T18:00:00')).toBe('2026-12-24T18:00');
    expect(dates.shown('2026-11-15')).toBe('2026-11-15');
    expect(dates.shown(undefined)).toBe('');
  });
});

describe('what is typed', () => {
  it('is a date once its year has four figures from 1900', () => {
    expect(dates.typed('date', '2026-11-22', false)).toBe('whole');
    expect(dates.typed('datetime-local', '2026-11-22T18:45', false)).toBe('whole');
    // On the way to 2026: 0002, 0020, 0202 are never told to the CMS.
    for (const year of ['0002', '0020', '0202', '1899']) {
      expect(dates.typed('date', `${year}-11-22`, false)).toBe('part');
    }
    expect(dates.typed('datetime-local', '2026-11-22', false)).toBe('part');
  });

  it('is nothing when emptied, and part of a date when the browser finds it bad', () => {
    expect(dates.typed('date', '', false)).toBe('empty');
    expect(dates.typed('date', '', true)).toBe('part');
  });

  it('left in part, is refused on Publish naming the box and its parts, in the box’s order', () => {
    expect(dates.unfinished('Date preached', dates.partsInBoxOrder('date', 'en-US'))).toBe(
      'Date preached is not finished: part of it is blank or not a real date. Type the month, the day and the year, as the box shows them, or choose it with the calendar button.',
    );
    expect(dates.partsInBoxOrder('date', 'en-GB')).toEqual(['the day', 'the month', 'the year']);
    expect(dates.partsInBoxOrder('datetime-local', 'en-US').join(', ')).toBe(
      'the month, the day, the year, the hour, the minutes, AM or PM',
    );
    expect(dates.partsInBoxOrder('datetime-local', 'en-GB').join(', ')).toBe(
      'the day, the month, the year, the hour, the minutes',
    );
  });
});

describe('the box', () => {
  it('takes a year of four figures, and a time to the minute', () => {
    expect(dates.limits('date')).toEqual({ min: '1900-01-01', max: '9999-12-31', step: undefined });
    expect(dates.limits('datetime-local')).toMatchObject({ max: '9999-12-31T23:59', step: 60 });
  });

  it('“Now” is this computer’s date, and time for a date and time', () => {
    const now = new Date(2026, 0, 5, 9, 7);
    expect(dates.nowValue('date', now)).toBe('2026-01-05');
    expect(dates.nowValue('datetime-local', now)).toBe('2026-01-05T09:07');
  });
});
