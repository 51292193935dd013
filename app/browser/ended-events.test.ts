// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventEndsAttribute } from '../lib/event-ends.ts';
import { endedSelector, hideEndedEvents } from './ended-events.ts';

// What the shared script does on / and /events before the first paint: an event that has
// ended by the visitor's clock when the page loads is hidden before it can be painted, in the
// build's snapshot and in the feed's answer after it.

const now = Date.UTC(2027, 8, 26, 12);
const item = (ends: number) => {
  const li = document.createElement('li');
  li.setAttribute(eventEndsAttribute, new Date(ends).toISOString());
  return li;
};
const shown = (element: Element) => getComputedStyle(element).display !== 'none';

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.setAttribute('data-live', '');
});
afterEach(() => document.documentElement.removeAttribute('data-live'));

describe('endedSelector', () => {
  it('matches an instant up to and including now, and none after, at every scale', () => {
    const selector = endedSelector(now);
    const offsets = [
      1,
      999,
      1_000,
      59_000,
      3_600_000,
      86_400_000,
      40 * 86_400_000,
      400 * 86_400_000,
    ];
    for (const offset of offsets) {
      expect(item(now - offset).matches(selector), `${offset} ms before`).toBe(true);
      expect(item(now + offset).matches(selector), `${offset} ms after`).toBe(false);
    }
    expect(item(now).matches(selector)).toBe(true);
  });

  it('holds for any now, against instants either side of it', () => {
    // A fixed sequence of pseudo-random instants over three years, so a failure repeats.
    let seed = 29;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let n = 0; n < 500; n++) {
      const at = Date.UTC(2026, 0, 1) + Math.floor(next() * 3 * 365 * 86_400_000);
      const other = at + Math.floor((next() - 0.5) * 2 * 400 * 86_400_000);
      expect(item(other).matches(endedSelector(at)), `${other} against ${at}`).toBe(other <= at);
    }
  });
});

describe('hideEndedEvents', () => {
  it('hides an event that has ended, and leaves the rest and anything without the attribute', () => {
    hideEndedEvents(document, () => now);
    const ended = item(now - 60_000);
    const later = item(now + 60_000);
    const plain = document.createElement('li');
    document.body.append(ended, later, plain);
    expect(shown(ended)).toBe(false);
    expect(shown(later)).toBe(true);
    expect(shown(plain)).toBe(true);
  });

  it('does nothing on a page that does not run React (no events of the build there)', () => {
    document.documentElement.removeAttribute('data-live');
    hideEndedEvents(document, () => now);
    const ended = item(now - 60_000);
    document.body.append(ended);
    expect(shown(ended)).toBe(true);
    expect(document.head.querySelector('style')).toBeNull();
  });
});
