// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { renderLaterParts } from './render-later';

const left = () => [...document.querySelectorAll('[data-render-later]')].map(({ id }) => id);
/** Lets the page's mutation observer hear what changed. */
const observed = () => new Promise((resolve) => setTimeout(resolve));

it('draws the parts left for later in page order, one in each idle moment, and those added after', async () => {
  document.body.innerHTML = `<div data-render-later id="a"></div><p></p><div data-render-later id="b"></div>`;
  const waiting: (() => void)[] = [];
  renderLaterParts(document, (run) => waiting.push(run));

  expect(left()).toEqual(['a', 'b']);
  waiting.shift()?.();
  expect(left()).toEqual(['b']);
  waiting.shift()?.();
  expect(left()).toEqual([]);
  await observed();
  expect(waiting).toEqual([]);

  // An island's list, as the feed answers.
  document.body.insertAdjacentHTML('beforeend', '<ul><li data-render-later id="c"></li></ul>');
  await observed();
  expect(waiting).toHaveLength(1);
  waiting.shift()?.();
  expect(left()).toEqual([]);
});

it('asks for no idle moment on a page with nothing left for later', async () => {
  document.body.innerHTML = '<main></main>';
  const waiting: (() => void)[] = [];
  renderLaterParts(document, (run) => waiting.push(run));
  document.body.insertAdjacentHTML('beforeend', '<p>More</p>');
  await observed();
  expect(waiting).toEqual([]);
});
