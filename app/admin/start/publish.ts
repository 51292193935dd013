// The start form's one Publish: new-church.ts's files, checked as the build will check the
// folder they leave, then saved in one commit (shared/commit.ts) in the form's own words.
import { setChecks } from '../before-publish/entry-check.ts';
import { setProblemList } from '../after-publish/set-problems.ts';
import { buildFacts } from '../shared/build-facts.ts';
import {
  contentAfter,
  listContent,
  PublishRefused,
  saveChanges,
  type SaveTarget,
  withTexts,
} from '../shared/commit.ts';
import { collectionsOf, type DecapState, saveTarget } from '../shared/decap.ts';
import { make } from '../shared/own-boxes.ts';
import { startFactsSchema } from './facts.ts';
import type { Pictures } from './form-boxes.ts';
import type { FormProblems } from './form-problems.ts';
import { newChurch } from './new-church.ts';
import { questionsOf } from './questions.ts';
import { commitWordsOf } from './commit-words.ts';
import type { FormWords } from './words.ts';

/** Every string among `value`'s values, however deep. */
function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (value && typeof value === 'object')
    for (const each of Object.values(value)) yield* stringsIn(each);
}

/** The pictures chosen in the form that the answers still name (one chosen, then removed, not). */
export function picturesNamed(answers: unknown, pictures: Pictures): Pictures {
  const named = new Set(stringsIn(answers));
  return new Map([...pictures].filter(([path]) => named.has(path)));
}

/** The form's boxes and where it speaks, for its Publish. */
export interface PublishingForm {
  button: HTMLButtonElement;
  read: () => unknown;
  pictures: Pictures;
  state: () => DecapState;
  /** A line of progress, and the place problems are listed. */
  said: HTMLElement;
  problems: HTMLElement;
  shown: FormProblems;
  /** The words the form speaks. */
  words: FormWords;
  /** Called once the church's files are saved. */
  done: (name: string, target: SaveTarget) => void;
}

/**
 * The form's Publish: its answers checked, a likely slip asked about (Publish again with the same
 * answers publishes), then the files listed, checked as a whole folder and saved in one commit.
 */
export function publishOnClick({
  button,
  read,
  pictures,
  state,
  said,
  problems,
  shown,
  words,
  done,
}: PublishingForm) {
  const say = words.publishing;
  const commitWords = commitWordsOf(words);
  let asked = '';
  button.addEventListener('click', async () => {
    const checked = startFactsSchema.safeParse(read() ?? {});
    if (!checked.success) return shown.refuse(checked.error.issues);
    shown.refuse([]);
    const questions = questionsOf(checked.data, words);
    const asking = questions.map(({ message }) => message).join('\n');
    if (asking && asking !== asked) {
      asked = asking;
      return shown.ask(questions);
    }
    const target = saveTarget(state());
    if (!target) {
      said.textContent = say.signInFirst;
      return;
    }
    button.disabled = true;
    said.textContent = say.reading;
    try {
      // Its words too: the English words files it keeps (site-text.yml) may change name.
      const listed = await withTexts(target, await listContent(target, commitWords), commitWords);
      // Without the build's list, nothing is the sample's for certain: nothing is removed.
      const samplePaths = (await buildFacts())?.samplePaths ?? [];
      const changes = newChurch(checked.data, listed.paths, samplePaths, { texts: listed.texts });
      for (const [path, bytes] of picturesNamed(checked.data, pictures))
        changes.write[`content/images/${path}`] = bytes;
      // What the build would refuse of the whole folder this leaves: nothing is saved until none.
      said.textContent = say.checking;
      const refused = setChecks(await contentAfter(target, listed, changes, commitWords));
      if (refused.length > 0) {
        button.disabled = false;
        said.textContent = '';
        problems.setAttribute('role', 'alert');
        problems.replaceChildren(
          make('p', {}, make('strong', {}, words.problems.wouldNotBuild)),
          setProblemList(refused, collectionsOf(state()), new Set(Object.keys(changes.write))),
        );
        problems.focus();
        return;
      }
      said.textContent = say.saving;
      await saveChanges(target, listed, changes, commitWords);
      done(checked.data.name, target);
    } catch (error) {
      button.disabled = false;
      problems.setAttribute('role', 'alert');
      problems.textContent = error instanceof PublishRefused ? error.message : say.wentWrong;
      if (!(error instanceof PublishRefused)) console.error(error);
      problems.focus();
      said.textContent = '';
    }
  });
}
