import { describe, expect, it } from 'vitest';
import { methodistChapel, independentInLondon } from '../../../test/start-facts.ts';
import { startFactsSchema } from './facts.ts';

// What the start form refuses beyond each box's own schema: an answer another answer rules out.

const problems = (facts: unknown) =>
  (startFactsSchema.safeParse(facts).error?.issues ?? []).map(({ path, message }) => ({
    path: path.join('.'),
    message,
  }));

describe('the start form’s answers, together', () => {
  it('refuses ChurchSuite’s sign-up form to a church whose events are not from ChurchSuite', () => {
    expect(problems({ ...methodistChapel, signUp: 'churchsuite' })).toEqual([
      {
        path: 'signUp',
        message: expect.stringContaining(
          'ChurchSuite’s sign-up form needs your ChurchSuite account',
        ),
      },
    ]);
  });

  it('refuses a bookings id with no rooms to show the bookings under', () => {
    expect(problems({ ...independentInLondon, rooms: undefined })).toEqual([
      {
        path: 'rooms',
        message: 'Name the rooms you hire out, for the bookings to be shown under them',
      },
    ]);
    expect(problems(independentInLondon)).toEqual([]);
  });
});
