// The start form's problem list: what its schema refuses, at the top in the schema's words with
// each box marked, and the likely slips it asks about. A problem put right leaves the list.
import { lineOf } from '../before-publish/problem-words.ts';
import { countWords } from '../../lib/plural.ts';
import { make } from '../shared/own-boxes.ts';
import { startFactsSchema } from './facts.ts';
import { boxAt, labelsOf } from './form-boxes.ts';
import type { Question } from './questions.ts';
import { problemIn } from './start-fields.ts';
import type { FormWords } from './words.ts';

export type Issue = { path: PropertyKey[]; message: string };

export interface FormProblems {
  refuse(issues: Issue[], quietly?: boolean): void;
  ask(questions: Question[]): void;
}

/** What a marked box's words describe: its one box, or the group itself. */
const describedOf = (box: HTMLElement) =>
  (box.matches('.start-box') && box.querySelector<HTMLElement>('input, select')) || box;

/**
 * The problems of the form `formId` (its boxes in `form`, read by `read`), listed in `problems` above
 * them in `words`: `screen` holds both.
 */
export function formProblems(
  formId: string,
  screen: HTMLElement,
  form: HTMLElement,
  problems: HTMLElement,
  read: () => unknown,
  words: FormWords,
): FormProblems {
  const say = words.problems;
  let listed: Issue[] = [];
  /**
   * The problems, listed at the top in the schema's words; each box marked, its words its
   * description (as GOV.UK's error messages); the keyboard there unless `quietly`.
   */
  function refuse(issues: Issue[], quietly = false) {
    listed = issues;
    screen.querySelectorAll<HTMLElement>('[data-start-problem]').forEach((box) => {
      box.removeAttribute('data-start-problem');
      box.querySelector(':scope > .start-problem-words')?.remove();
      const described = describedOf(box);
      described.removeAttribute('aria-invalid');
      const hint = described.dataset.hint ?? '';
      if (hint) described.setAttribute('aria-describedby', hint);
      else described.removeAttribute('aria-describedby');
    });
    problems.textContent = '';
    if (issues.length === 0) {
      if (quietly) problems.textContent = say.allPutRight;
      return;
    }
    const byBox = new Map<HTMLElement, string[]>();
    for (const { path, message } of issues) {
      const box = boxAt(screen, path) ?? form;
      byBox.set(box, [...(byBox.get(box) ?? []), problemIn(words.language, message)]);
    }
    problems.setAttribute('role', 'alert');
    const top = make(
      'p',
      {},
      make('strong', {}, `${say.notPublished} `),
      countWords(byBox.size, say.putRight, words.language),
    );
    const list = make('ul');
    for (const [box, messages] of byBox) {
      box.setAttribute('data-start-problem', '');
      const id = `${formId}-problem-${list.children.length + 1}`;
      const words = make('p', { class: 'start-problem-words', id }, messages.join(' '));
      box.querySelector(':scope > label, :scope > legend')?.after(words);
      const described = describedOf(box);
      described.dataset.hint ??= described.getAttribute('aria-describedby') ?? '';
      described.setAttribute('aria-describedby', `${id} ${described.dataset.hint}`.trim());
      if (described !== box) described.setAttribute('aria-invalid', 'true');
      const goTo = make('button', { type: 'button' }, lineOf({ path: labelsOf(box), messages }));
      goTo.addEventListener('click', () => {
        box.scrollIntoView({ block: 'center' });
        box.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
      });
      list.append(make('li', {}, goTo));
    }
    problems.append(top, list);
    if (!quietly) problems.focus();
  }

  // A problem put right leaves the list as it is typed; none is added before the next Publish.
  const recheck = () => {
    if (listed.length === 0) return;
    const now = startFactsSchema.safeParse(read() ?? {}).error?.issues ?? [];
    const still = listed.filter((issue) =>
      now.some(
        (found) => found.message === issue.message && found.path.join('.') === issue.path.join('.'),
      ),
    );
    if (still.length < listed.length) refuse(still, true);
  };
  form.addEventListener('input', recheck);
  form.addEventListener('change', recheck);

  // A likely slip (two services half an hour apart) is asked about, not refused (publish.ts).
  function ask(questions: Question[]) {
    problems.setAttribute('role', 'status');
    const list = make('ul');
    for (const { path, message } of questions) {
      const box = boxAt(screen, path) ?? form;
      const goTo = make('button', { type: 'button' }, `${labelsOf(box)}: ${message}`);
      goTo.addEventListener('click', () => {
        box.scrollIntoView({ block: 'center' });
        box.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
      });
      list.append(make('li', {}, goTo));
    }
    const top = make('p', {}, make('strong', {}, `${say.isThisRight} `));
    problems.replaceChildren(top, list);
    problems.focus();
  }

  return { refuse, ask };
}
