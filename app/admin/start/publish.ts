// The start form's one Publish: new-church.ts's files, checked as the build will check the
// folder they leave, then saved in one commit (shared/commit.ts) in the form's own words.
import { setChecks } from '../before-publish/entry-check.ts';
import { setProblemList, setWords } from '../after-publish/set-problems.ts';
import { buildFacts } from '../shared/build-facts.ts';
import {
  contentAfter,
  listContent,
  PublishRefused,
  saveChanges,
  type SaveTarget,
} from '../shared/commit.ts';
import { collectionsOf, type DecapState, saveTarget } from '../shared/decap.ts';
import { make } from '../shared/own-boxes.ts';
import { startFactsSchema } from './facts.ts';
import type { Pictures } from './form-boxes.ts';
import type { FormProblems } from './form-problems.ts';
import { newChurch } from './new-church.ts';
import { questionsOf } from './questions.ts';
import { startCommitWords } from './commit-words.ts';

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
  done,
}: PublishingForm) {
  let asked = '';
  button.addEventListener('click', async () => {
    const checked = startFactsSchema.safeParse(read() ?? {});
    if (!checked.success) return shown.refuse(checked.error.issues);
    shown.refuse([]);
    const questions = questionsOf(checked.data);
    const asking = questions.map(({ message }) => message).join('\n');
    if (asking && asking !== asked) {
      asked = asking;
      return shown.ask(questions);
    }
    const target = saveTarget(state());
    if (!target) {
      said.textContent = 'Sign in to /admin first: the form publishes as you.';
      return;
    }
    button.disabled = true;
    said.textContent = 'Publishing: reading what the copy holds…';
    try {
      const listed = await listContent(target, startCommitWords);
      // Without the build's list, nothing is the sample's for certain: nothing is removed.
      const samplePaths = (await buildFacts())?.samplePaths ?? [];
      const changes = newChurch(checked.data, listed.paths, samplePaths);
      for (const [path, bytes] of picturesNamed(checked.data, pictures))
        changes.write[`content/images/${path}`] = bytes;
      // What the build would refuse of the whole folder this leaves: nothing is saved until none.
      said.textContent = 'Publishing: checking your church’s site as the build will…';
      const refused = setChecks(await contentAfter(target, listed, changes, startCommitWords));
      if (refused.length > 0) {
        button.disabled = false;
        said.textContent = '';
        problems.setAttribute('role', 'alert');
        problems.replaceChildren(
          make('p', {}, make('strong', {}, setWords.startRefused)),
          setProblemList(refused, collectionsOf(state()), new Set(Object.keys(changes.write))),
        );
        problems.focus();
        return;
      }
      said.textContent = 'Publishing: saving your church’s files…';
      await saveChanges(target, listed, changes, startCommitWords);
      done(checked.data.name, target);
    } catch (error) {
      button.disabled = false;
      problems.setAttribute('role', 'alert');
      problems.textContent =
        error instanceof PublishRefused
          ? error.message
          : 'Something went wrong before everything was saved. Nothing of your church’s facts is lost: choose Publish again.';
      if (!(error instanceof PublishRefused)) console.error(error);
      problems.focus();
      said.textContent = '';
    }
  });
}
