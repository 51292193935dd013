// What the build would refuse of a whole content folder (set-check.ts), as the start form and
// Publishes show it: each entry and box named, with a link that opens the entry in the editor.
import type { SetProblem } from '../before-publish/entry-check.ts';
import { make } from '../shared/own-boxes.ts';
import type { Collection } from '../shared/decap.ts';
import { entryAddress } from './publishes.ts';
import { adminWords, counted } from '../shared/words.ts';

/**
 * The button that puts the entries depending on a put-back back with it, saying what it deletes:
 * "Put these back too (deletes 2 events added since)"; `kind` names them when all are of one.
 */
export function withDependentsButton(deleted: number, kind?: { kind: string; kinds: string }) {
  const words = adminWords().setProblems;
  if (deleted === 0) return words.withDependents;
  return counted(
    deleted,
    words.withDependentsDeleting,
    kind ?? { kind: words.entry, kinds: words.entries },
  );
}

/** One line: "Your own pages → “Safeguarding” → Description: … at most 160 letters long". */
export const problemLine = ({ entry, box, message }: SetProblem) =>
  `${entry}${box ? ` → ${box}` : ''}: ${message}`;

/** The problems as a list, each with a link to its entry (in a new tab, so nothing typed is lost). */
export function setProblemList(
  problems: SetProblem[],
  collections: Collection[],
  written = new Set<string>(),
): HTMLElement {
  const words = adminWords().setProblems;
  const list = make('ul', { style: 'margin:4px 0;padding-left:20px' });
  for (const problem of problems) {
    const item = make('li', {}, problemLine(problem));
    if (written.has(`content/${problem.file}`)) item.append(` ${words.fromAnswers}`);
    const address = entryAddress(`content/${problem.file}`, collections);
    if (address && !written.has(`content/${problem.file}`))
      item.append(
        ' ',
        make(
          'a',
          { href: `${location.pathname}${address}`, target: '_blank', rel: 'noopener' },
          words.open,
        ),
      );
    list.append(item);
  }
  return list;
}
