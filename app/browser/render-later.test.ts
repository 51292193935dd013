// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { renderLaterParts } from './render-later';

it('lays out the parts left for later in page order, one in each idle moment', () => {
  document.body.innerHTML = `<div data-render-later id="a"></div><p></p><div data-render-later id="b"></div>`;
  const waiting: (() => void)[] = [];
  renderLaterParts(document, (run) => waiting.push(run));
  const left = () => [...document.querySelectorAll('[data-render-later]')].map(({ id }) => id);

  expect(left()).toEqual(['a', 'b']);
  waiting.shift()?.();
  expect(left()).toEqual(['b']);
  waiting.shift()?.();
  expect(left()).toEqual([]);
  expect(waiting).toEqual([]);
});

it('asks for no idle moment on a page with nothing left for later', () => {
  document.body.innerHTML = '<main></main>';
  const waiting: (() => void)[] = [];
  renderLaterParts(document, (run) => waiting.push(run));
  expect(waiting).toEqual([]);
});
