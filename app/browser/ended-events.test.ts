// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventEndsAttribute } from '~/lib/event-ends';
import { hideEndedEvents } from './ended-events';

// What the shared script does on / and /events while the page is parsed: an event of the
// build's snapshot that has ended by the visitor's clock is hidden before it can be painted.

const now = Date.UTC(2027, 8, 26, 12);
const item = (ends: number) => {
  const li = document.createElement('li');
  li.setAttribute(eventEndsAttribute, new Date(ends).toISOString());
  return li;
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  document.body.innerHTML = '';
  document.documentElement.setAttribute('data-live', '');
});
afterEach(() => document.documentElement.removeAttribute('data-live'));

describe('hideEndedEvents', () => {
  it('hides an event that has ended as it is added, and leaves the rest', async () => {
    hideEndedEvents(document, () => now);
    const ended = item(now - 60_000);
    const endsNow = item(now);
    const later = item(now + 60_000);
    document.body.append(ended, endsNow, later);
    await flush();
    expect(ended.hidden).toBe(true);
    expect(endsNow.hidden).toBe(true);
    expect(later.hidden).toBe(false);
  });

  it('stops watching once the page has been read', async () => {
    hideEndedEvents(document, () => now);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    const afterwards = item(now - 60_000);
    document.body.append(afterwards);
    await flush();
    expect(afterwards.hidden).toBe(false);
  });

  it('does nothing on a page that does not run React (no events of the build there)', async () => {
    document.documentElement.removeAttribute('data-live');
    hideEndedEvents(document, () => now);
    const ended = item(now - 60_000);
    document.body.append(ended);
    await flush();
    expect(ended.hidden).toBe(false);
  });
});
