import type { CalendarDate } from '../../feeds/shared.ts';
import type { SignUpFacts } from '../../feeds/groups/type.ts';

/** Whether a visitor can join a group today, as the page says it. */
export type SignUpState =
  | { state: 'open'; closes?: CalendarDate }
  | { state: 'opens'; on: CalendarDate }
  | { state: 'full' }
  | { state: 'closed' };

/** The sign-up state on `today`, as ChurchSuite's embed script has it (`signupIsRunning`). */
export function signUpState(facts: SignUpFacts, today: CalendarDate): SignUpState {
  if (!facts.enabled) return { state: 'closed' };
  if (facts.closes && facts.closes <= today) return { state: 'closed' };
  // No first day, or a window that shuts before it opens: nothing to join.
  if (!facts.opens || (facts.closes && facts.closes <= facts.opens)) return { state: 'closed' };
  if (facts.opens > today) return { state: 'opens', on: facts.opens };
  if (facts.full) return { state: 'full' };
  return facts.closes ? { state: 'open', closes: facts.closes } : { state: 'open' };
}
