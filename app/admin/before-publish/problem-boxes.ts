// Decap's boxes as its markup shows them (EditorControl.js), read and marked for
// publish-problems.ts; a box inside a folded group is opened as a person would, by its arrow.
import { make } from '../shared/own-boxes.ts';
import { isNamed, isPublishWords, labelsNamed, type Listed } from './problem-words.ts';

const part = (name: string) => `[class*="-${name}"]`;

export interface Problem extends Listed {
  control: Element | null;
  /** Decap's own list of the box's problems, or the box itself for the build's checks. */
  list: Element | null;
}

export function isPublishItem(target: EventTarget | null) {
  const item = target instanceof Element && target.closest('[role="menuitem"]');
  return !!item && isPublishWords(item.textContent ?? '');
}

const labelElement = (control: Element) =>
  control.querySelector<HTMLLabelElement>(`:scope > ${part('ControlTopbar')} > label`);

/** The box's label, without the " (optional)" Decap adds in a span of its own. */
function labelOf(control: Element) {
  const label = labelElement(control);
  if (!label) return '';
  const copy = label.cloneNode(true) as Element;
  copy.querySelectorAll('span').forEach((span) => span.remove());
  return (copy.textContent ?? '').trim();
}

const outer = (control: Element) => control.parentElement?.closest(part('ControlContainer'));

/** "Contacts → Name": the box's label, after the labels of the groups it sits in. */
function pathOf(control: Element) {
  const names: string[] = [];
  for (let at: Element | null | undefined = control; at; at = outer(at)) {
    const name = labelOf(at);
    if (name) names.unshift(name);
  }
  return names.join(' → ');
}

/** The boxes Decap has marked, in page order, each with its words and where it is. */
export function decapProblems(): Problem[] {
  return [...document.querySelectorAll(part('ControlErrorsList'))]
    .map((list) => {
      const control = list.closest(part('ControlContainer'));
      const messages = [...list.querySelectorAll('li')].map((item) =>
        (item.textContent ?? '').trim(),
      );
      return { control, list, path: control ? pathOf(control) : '', messages };
    })
    .filter((problem) => problem.control && problem.messages.length > 0);
}

/** The box the checks name ("Recording → Size in bytes"), if the form shows it. */
export function controlNamed(screen: string): Element | null {
  const labels = labelsNamed(screen);
  if (!labels) return null;
  return (
    [...document.querySelectorAll(part('ControlContainer'))].find((control) =>
      isNamed(pathOf(control), labels),
    ) ?? null
  );
}

// A box the checks name, marked as Decap marks its own (EditorControl.js), with the sentence.
const MARK = 'data-entry-problem';
export const markStyle = [
  `[${MARK}] > ${part('ControlTopbar')} > label { background-color: #ff003b; color: #fff; }`,
  `[${MARK}] > ${part('ControlTopbar')} + * { border-color: #ff003b; }`,
  '.entry-problem-words { margin: 0; padding: 2px 0 3px; color: #ff003b; font-size: 12px;' +
    ' font-weight: 600; text-align: right; text-transform: uppercase; }',
  // Decap's pop-ups ("Not saved: …") at the foot, not over the message's lines at the top right.
  '.Toastify__toast-container--top-right { top: auto !important; bottom: 1em !important; }',
].join('');

/** Marks the boxes the build's checks name (Decap marks its own); unmarks the rest. */
export function mark(list: Problem[]) {
  document.querySelectorAll(`[${MARK}]`).forEach((control) => control.removeAttribute(MARK));
  document.querySelectorAll('.entry-problem-words').forEach((words) => words.remove());
  for (const problem of list) {
    if (!problem.control || problem.list !== problem.control) continue;
    problem.control.setAttribute(MARK, '');
    const topbar = problem.control.querySelector(`:scope > ${part('ControlTopbar')}`);
    if (!topbar || topbar.querySelector(part('ControlErrorsList'))) continue;
    topbar.append(make('p', { class: 'entry-problem-words' }, problem.messages.join(' ')));
  }
}

export const formPane = () => document.querySelector(part('ControlPaneContainer'));

const isShown = (element: Element) => element.getClientRects().length > 0;
export const frame = () =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 16)));

/** Opens the folded groups around a box: the nearest hidden one's arrow, until it shows. */
async function reveal(element: Element) {
  for (let tries = 0; tries < 10 && !isShown(element); tries++) {
    let hidden = element;
    while (hidden.parentElement && getComputedStyle(hidden).display !== 'none') {
      hidden = hidden.parentElement;
    }
    let toggle: HTMLElement | null = null;
    for (let at = hidden.previousElementSibling; at && !toggle; at = at.previousElementSibling) {
      toggle =
        at.querySelector<HTMLElement>('button[aria-label="Expand"]') ?? at.querySelector('button');
    }
    if (!toggle) return;
    toggle.click();
    await frame();
  }
}

/** Takes the keyboard to a box: its own input if the label names one, else the first thing in it. */
export async function goTo(problem: Problem | undefined) {
  if (!problem?.control) return;
  if (problem.list) await reveal(problem.list);
  const label = labelElement(problem.control);
  const named = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
  const target =
    (named?.matches('input, textarea, select, button, [contenteditable="true"]') && named) ||
    problem.control.querySelector<HTMLElement>(
      'input:not([type="hidden"]), textarea, select, [contenteditable="true"], button',
    ) ||
    named;
  problem.control.scrollIntoView({ block: 'center' });
  if (target) {
    await reveal(target);
    target.focus({ preventScroll: true });
  }
}
