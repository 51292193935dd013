// What the build would refuse of a whole content folder (set-check.ts), as the start form and
// Publishes show it: each entry and box named, with a link that opens the entry in the editor.
import type { SetProblem } from '../before-publish/entry-check.ts';
import { make } from '../shared/own-boxes.ts';
import type { Collection } from '../shared/decap.ts';
import { entryAddress } from './publishes.ts';

/** The office's words around the list, which the guide quotes. */
export const setWords = {
  fromAnswers: 'It comes from your answers above: change the answer it names.',
  open: 'Open it in the editor',
  putBackRefused:
    'Nothing was put back: the site would not build from what it leaves. Put right what is listed (or ask whoever looks after the site), then try again:',
  dependents: (count: number) =>
    `${count === 1 ? 'This entry names' : `These ${count} entries name`} something this put-back removes or changes, so the site would not build with ${count === 1 ? 'it' : 'them'} as ${count === 1 ? 'it is' : 'they are'}:`,
  withDependents: 'Put these back too',
  /** The button, saying what it deletes: "Put these back too (deletes 2 events added since)". */
  withDependentsButton: (deleted: number, kind = { one: 'entry', many: 'entries' }) =>
    deleted === 0
      ? 'Put these back too'
      : `Put these back too (deletes ${deleted === 1 ? `1 ${kind.one}` : `${deleted} ${kind.many}`} added since)`,
  withDependentsSaid: (count: number) =>
    `“Put these back too” also puts ${count === 1 ? 'it' : 'them'} as ${count === 1 ? 'it was' : 'they were'} before that publish (an entry added since is deleted). To keep ${count === 1 ? 'it' : 'them'} instead, open each in the editor and change what it names (such as its church), publish it, then put back again.`,
};

/** One line: "Your own pages → “Safeguarding” → Description: … at most 160 letters long". */
export const problemLine = ({ entry, box, message }: SetProblem) =>
  `${entry}${box ? ` → ${box}` : ''}: ${message}`;

/** The problems as a list, each with a link to its entry (in a new tab, so nothing typed is lost). */
export function setProblemList(
  problems: SetProblem[],
  collections: Collection[],
  written = new Set<string>(),
): HTMLElement {
  const list = make('ul', { style: 'margin:4px 0;padding-left:20px' });
  for (const problem of problems) {
    const item = make('li', {}, problemLine(problem));
    if (written.has(`content/${problem.file}`)) item.append(` ${setWords.fromAnswers}`);
    const address = entryAddress(`content/${problem.file}`, collections);
    if (address && !written.has(`content/${problem.file}`))
      item.append(
        ' ',
        make(
          'a',
          { href: `${location.pathname}${address}`, target: '_blank', rel: 'noopener' },
          setWords.open,
        ),
      );
    list.append(item);
  }
  return list;
}
