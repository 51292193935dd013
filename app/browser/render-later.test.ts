// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { renderLaterParts } from './render-later.ts';

const left = () => [...document.querySelectorAll('[data-render-later]')].map(({ id }) => id);
/** Lets the page's mutation observer hear what changed. */
const observed = () => new Promise((resolve) => setTimeout(resolve));

/** A page's timing the test moves on by hand: settling, then one idle moment at a time. */
function handTiming() {
  const settling: (() => void)[] = [];
  const waiting: (() => void)[] = [];
  return {
    settling,
    waiting,
    timing: {
      settled: (run: () => void) => settling.push(run),
      idle: (run: () => void) => waiting.push(run),
    },
  };
}

it('draws nothing while the page settles, then the parts in page order, one in each idle moment, and those added after', async () => {
  document.body.innerHTML = `<div data-render-later id="a"></div><p></p><div data-render-later id="b"></div>`;
  const { settling, waiting, timing } = handTiming();
  renderLaterParts(document, timing);

  // An island's list, as the feed answers while the page is still loading.
  document.body.insertAdjacentHTML('beforeend', '<ul><li data-render-later id="c"></li></ul>');
  await observed();
  expect(waiting).toEqual([]);
  expect(left()).toEqual(['a', 'b', 'c']);

  settling.shift()?.();
  waiting.shift()?.();
  expect(left()).toEqual(['b', 'c']);
  waiting.shift()?.();
  waiting.shift()?.();
  expect(left()).toEqual([]);
  await observed();
  expect(waiting).toEqual([]);

  // The list again, now that the page has settled.
  document.body.insertAdjacentHTML('beforeend', '<ul><li data-render-later id="d"></li></ul>');
  await observed();
  expect(waiting).toHaveLength(1);
  waiting.shift()?.();
  expect(left()).toEqual([]);
});

it('asks for no idle moment on a page with nothing left for later', async () => {
  document.body.innerHTML = '<main></main>';
  const { settling, waiting, timing } = handTiming();
  renderLaterParts(document, timing);
  settling.shift()?.();
  document.body.insertAdjacentHTML('beforeend', '<p>More</p>');
  await observed();
  expect(waiting).toEqual([]);
});
