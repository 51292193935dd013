import { describe, expect, it } from 'vitest';
import { signUpState } from './sign-up.ts';

// The sign-up's state on the day the build reads the feed, by ChurchSuite's own rules.

const today = '2026-11-25';
const open = { enabled: true, opens: '2026-09-01', full: false };

describe('signUpState', () => {
  it('is open from its first day, until the day it closes', () => {
    expect(signUpState(open, today)).toEqual({ state: 'open' });
    expect(signUpState({ ...open, opens: today }, today)).toEqual({ state: 'open' });
    expect(signUpState({ ...open, closes: '2026-11-26' }, today)).toEqual({
      state: 'open',
      closes: '2026-11-26',
    });
    expect(signUpState({ ...open, closes: today }, today)).toEqual({ state: 'closed' });
  });

  it('says when it opens, while that is to come', () => {
    expect(signUpState({ ...open, opens: '2027-01-06' }, today)).toEqual({
      state: 'opens',
      on: '2027-01-06',
    });
    // Even when the group is full already: the opening is the news.
    expect(signUpState({ ...open, opens: '2027-01-06', full: true }, today).state).toBe('opens');
  });

  it('is full when there is no place left while it is open', () => {
    expect(signUpState({ ...open, full: true }, today)).toEqual({ state: 'full' });
  });

  it('is closed when ChurchSuite takes no sign-ups, gives no first day, or the window makes no sense', () => {
    expect(signUpState({ ...open, enabled: false }, today)).toEqual({ state: 'closed' });
    expect(signUpState({ enabled: true, full: false }, today)).toEqual({ state: 'closed' });
    expect(signUpState({ ...open, opens: '2027-02-01', closes: '2027-01-01' }, today)).toEqual({
      state: 'closed',
    });
    expect(signUpState({ ...open, enabled: false, full: true }, today)).toEqual({
      state: 'closed',
    });
  });
});
