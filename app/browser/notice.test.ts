// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decideNotice, noticeStorageKey } from './notice.ts';

// What the shared script does in every page's <head> while the notice is on: what it says on
// <html>, from the visitor's clock and their dismissal, and what its "Hide" button does.

const window_ = { from: Date.UTC(2027, 0, 10, 9), until: Date.UTC(2027, 0, 17, 9), key: 'abc123' };
const run = () => {
  const html = document.documentElement;
  html.dataset.noticeFrom = String(window_.from);
  html.dataset.noticeUntil = String(window_.until);
  html.dataset.noticeKey = window_.key;
  decideNotice(document);
};
const shown = () => document.documentElement.getAttribute('data-notice');

beforeEach(() => {
  document.documentElement.removeAttribute('data-notice');
  document.body.innerHTML =
    '<section data-slot="site-notice"><button type="button" data-notice-dismiss><svg></svg></button></section><main id="main" tabindex="-1"></main>';
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('the notice, decided in the browser', () => {
  it.each([
    ['a minute before "from"', window_.from - 60_000, 'hide'],
    ['at "from"', window_.from, 'show'],
    ['a minute before "until"', window_.until - 60_000, 'show'],
    ['at "until"', window_.until, 'hide'],
  ])('%s it says %s', (_, now, expected) => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    run();
    expect(shown()).toBe(expected);
  });

  it('hides a message the visitor dismissed, and shows a changed one', () => {
    vi.useFakeTimers({ now: window_.from, toFake: ['Date'] });
    localStorage.setItem(noticeStorageKey, window_.key);
    run();
    expect(shown()).toBe('hide');
    localStorage.setItem(noticeStorageKey, 'an-older-message');
    run();
    expect(shown()).toBe('show');
  });

  it('"Hide" keeps the dismissal for this message, with no cookie, and moves focus on', () => {
    vi.useFakeTimers({ now: window_.from, toFake: ['Date'] });
    run();
    document.querySelector('svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(shown()).toBe('hide');
    expect(localStorage.getItem(noticeStorageKey)).toBe(window_.key);
    expect(document.cookie).toBe('');
    expect(document.activeElement?.id).toBe('main');
  });

  it('still decides when storage is refused (a private window, a strict setting)', () => {
    vi.useFakeTimers({ now: window_.from, toFake: ['Date'] });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    run();
    expect(shown()).toBe('show');
  });

  it('says nothing on <html> while the notice is off', () => {
    delete document.documentElement.dataset.noticeKey;
    decideNotice(document);
    expect(shown()).toBeNull();
  });
});
