// "Publishes" in /admin (a button in the "Published" panel): the last publishes in words, each
// with "Put back as it was before this", saved as one new publish (docs/decisions/0034).
import { buildFacts } from '../shared/build-facts.ts';
import { decapStore } from '../shared/decap.ts';
import { historyOf, type History, type Snapshot } from './history.ts';
import { make } from '../shared/own-boxes.ts';
import {
  changedFiles,
  changesAnything,
  namesFromPublishes,
  type Publish,
  publishWords,
  putBackCommitWords,
  putBackPlan,
  type PutBackPlan,
  whenWords,
  withDependents,
} from './publishes.ts';
import { setChecks, type SetProblem, valueOf } from '../before-publish/entry-check.ts';
import { setProblemList, withDependentsButton } from './set-problems.ts';
import { collectionsOf, type DecapState, saveTarget, whenSignedIn } from '../shared/decap.ts';
import { isContentText, PublishRefused, saveChanges, type SaveTarget } from '../shared/commit.ts';
import { fewAtATime } from '../../lib/few-at-a-time.ts';
import { adminWords, counted, filled } from '../shared/words.ts';

const DIALOG_ID = 'publishes';

function decap() {
  const state = (decapStore()?.getState() ?? {}) as DecapState;
  return { target: saveTarget(state), collections: collectionsOf(state) };
}

// Big enough for a finger (44 px), and apart.
const button = (words: string) =>
  make(
    'button',
    { type: 'button', style: 'min-height:44px;padding:0 12px;margin:4px 8px 0 0' },
    words,
  );

const none: Snapshot = { commit: '', files: new Map() };

const decoded = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** What a put-back did, or why it waits: a later publish, entries that depend on it, problems. */
interface PutBack {
  done: boolean;
  later?: { path: string; by: Publish[] }[];
  dependents?: SetProblem[];
  /** Of those, the files that did not exist before the publish: putting them back deletes them. */
  deleting?: string[];
  refused?: SetProblem[];
}

/**
 * Puts `publish` back, unless a later one changed its files and `anyway` is not given, or the
 * site would not build from what it leaves (issue 88): entries naming what it removes are
 * offered (`dependents`), and put back with it when `withThem` is given.
 */
async function putBack(
  target: SaveTarget,
  history: History,
  listed: Publish[],
  index: number,
  words: string,
  { anyway, withThem }: { anyway: boolean; withThem: boolean },
): Promise<PutBack> {
  const publish = listed[index]!;
  const [before, after, now] = await Promise.all([
    publish.parent ? history.files(publish.parent) : none,
    history.files(publish.id),
    history.files('now'),
  ]);
  const planned = putBackPlan(
    { ...publish, files: changedFiles(before.files, after.files) },
    { before: before.files, after: after.files, now: now.files },
    listed.slice(0, index),
  );
  if (!changesAnything(planned)) return { done: false };
  if (planned.laterChanged.length > 0 && !anyway)
    return { done: false, later: planned.laterChanged };
  // The build's checks of the whole folder as it would be: every text file's words now.
  const texts = new Map(
    await fewAtATime(
      [...now.files].filter(([path]) => isContentText(path)),
      async ([path, id]) => [path, decoded(await history.blob(id))] as const,
    ),
  );
  const folder = (files: Map<string, string>) =>
    Object.fromEntries([...files].map(([path, text]) => [path.slice('content/'.length), text]));
  // A mistake already there is not the put-back's: an undo may be what mends the site.
  const said = (p: SetProblem) => `${p.file} ${p.keys.join('.')} ${p.message}`;
  const already = new Set(setChecks(folder(texts)).map(said));
  const blobs = new Map<string, Uint8Array>();
  const problemsOf = async (plan: PutBackPlan) => {
    for (const id of Object.values(plan.write))
      if (!blobs.has(id)) blobs.set(id, await history.blob(id));
    const left = new Map(texts);
    for (const path of plan.remove) left.delete(path);
    for (const [path, id] of Object.entries(plan.write))
      if (isContentText(path)) left.set(path, decoded(blobs.get(id)!));
    return setChecks(folder(left)).filter((p) => !already.has(said(p)));
  };
  let plan = planned;
  let problems = await problemsOf(plan);
  // Entries the put-back leaves alone that would no longer build: they depend on its files.
  const touched = (path: string) => path in plan.write || plan.remove.includes(path);
  const dependents = [
    ...new Set(problems.map((p) => `content/${p.file}`).filter((path) => !touched(path))),
  ];
  if (dependents.length > 0 && !withThem)
    return {
      done: false,
      dependents: problems.filter((p) => !touched(`content/${p.file}`)),
      deleting: dependents.filter((path) => !before.files.has(path)),
    };
  if (dependents.length > 0) {
    plan = withDependents(plan, dependents, before.files);
    problems = await problemsOf(plan);
  }
  if (problems.length > 0) return { done: false, refused: problems };
  const write = Object.fromEntries(
    Object.entries(plan.write).map(([path, id]) => [path, blobs.get(id)!] as const),
  );
  const base = { commit: now.commit, tree: now.tree ?? '' };
  const message = filled(adminWords().publishes.message, { publish: words });
  await saveChanges(
    target,
    { paths: [], base },
    { write, remove: plan.remove, message },
    putBackCommitWords(),
  );
  return { done: true };
}

/** Lists the publishes in `dialog`, saying `told` (what was last done) above them. */
async function fill(dialog: HTMLDialogElement, told = '') {
  const { target, collections } = decap();
  const words = adminWords().publishes;
  const said = make('p', { role: 'status', style: 'margin:8px 0' });
  const list = make('ol', { style: 'margin:0;padding:0;list-style:none' });
  const close = button(words.close);
  close.addEventListener('click', () => dialog.close());
  dialog.replaceChildren(
    make('h2', { style: 'margin:0 0 4px;font-size:20px' }, words.heading),
    make('p', { style: 'margin:0' }, filled(words.about, { putBack: words.putBack })),
    said,
    list,
    close,
  );
  if (!target) {
    said.textContent = words.signInFirst;
    // Just after the editor starts, Decap may still be taking up the sign-in it kept: listed then.
    whenSignedIn(() => {
      if (dialog.open) void fill(dialog, told);
    });
    return;
  }
  said.textContent = words.reading;
  const history = historyOf(target);
  const listed = await history.publishes().catch((error: unknown) => {
    said.textContent = error instanceof PublishRefused ? error.message : words.unreadable;
    return undefined;
  });
  if (!listed) return;
  // The entries' names as written (capitals kept): as the last build knew them, else from the
  // publish's own file (a deleted entry, or one newer than the build).
  const snapshots = new Map<string, Promise<Snapshot>>();
  const entryNames = await namesFromPublishes(
    listed,
    collections,
    (await buildFacts())?.entryNames,
    async (commit, path) => {
      if (!snapshots.has(commit)) snapshots.set(commit, history.files(commit));
      const id = (await snapshots.get(commit)!).files.get(path);
      if (!id) return undefined;
      const read = valueOf(path, decoded(await history.blob(id)));
      return 'data' in read ? read.data : undefined;
    },
  );
  said.textContent = listed.length === 0 ? words.none : told;
  listed.forEach((publish, index) => {
    const named = publishWords(publish, collections, entryNames);
    const item = make(
      'li',
      { style: 'padding:8px 0;border-top:1px solid #dfdfe3' },
      make('p', { style: 'margin:0;font-weight:600' }, named),
      make(
        'p',
        { style: 'margin:0' },
        filled(words.byWhom, { when: whenWords(publish.date), author: publish.author }),
      ),
    );
    const putBackButton = button(words.putBack);
    const go = async (anyway: boolean, withThem = false) => {
      item.querySelector('[role=alert]')?.remove();
      said.textContent = filled(words.puttingBack, { publish: named });
      // One put-back at a time: a second click would find the first's work "later".
      for (const each of dialog.querySelectorAll('button')) each.disabled = true;
      try {
        const result = await putBack(target, history, listed, index, named, {
          anyway,
          withThem,
        });
        if (result.later) return ask(result.later);
        if (result.dependents) return offer(result.dependents, result.deleting ?? []);
        if (result.refused) return refuse(result.refused);
        if (!result.done) said.textContent = filled(words.nothingToPutBack, { publish: named });
        else
          await fill(
            dialog,
            filled(target.kind === 'local' ? words.putBackHere : words.putBackOnline, {
              publish: named,
            }),
          );
      } catch (error) {
        said.textContent = error instanceof PublishRefused ? error.message : words.wentWrong;
      } finally {
        for (const each of dialog.querySelectorAll('button')) each.disabled = false;
      }
    };
    const alertBox = () =>
      make('div', {
        role: 'alert',
        tabindex: '-1',
        style: 'margin-top:4px;padding:6px;background:#fff4d6',
      });
    // The entries that name what the put-back removes: put back with it, or kept (and how).
    const offer = (dependents: SetProblem[], deleting: string[]) => {
      said.textContent = '';
      const count = new Set(dependents.map((p) => p.file)).size;
      // Named by their kind when all are of one ("2 events"), so the deletion is not a surprise.
      const kinds = new Set(deleting.map((path) => path.split('/').slice(0, -1).join('/')));
      const only = collections.find(
        (each) => kinds.size === 1 && each.folder?.replace(/^\/|\/$/g, '') === [...kinds][0],
      );
      const withThem = button(
        withDependentsButton(
          deleting.length,
          only && {
            kind: (only.label_singular ?? only.label).toLowerCase(),
            kinds: only.label.toLowerCase(),
          },
        ),
      );
      const keep = button(words.keep);
      const warning = alertBox();
      const set = adminWords().setProblems;
      warning.append(
        make('p', { style: 'margin:0 0 4px' }, counted(count, set.dependents)),
        setProblemList(dependents, collections),
        make(
          'p',
          { style: 'margin:0 0 4px' },
          counted(count, set.withDependentsSaid, { withDependents: set.withDependents }),
        ),
        withThem,
        keep,
      );
      withThem.addEventListener('click', () => void go(true, true));
      keep.addEventListener('click', () => {
        warning.remove();
        putBackButton.focus();
      });
      item.append(warning);
      warning.focus();
    };
    const refuse = (problems: SetProblem[]) => {
      said.textContent = '';
      const warning = alertBox();
      warning.append(
        make('p', { style: 'margin:0 0 4px' }, adminWords().setProblems.putBackRefused),
        setProblemList(problems, collections),
      );
      item.append(warning);
      warning.focus();
    };
    const ask = (later: { path: string; by: Publish[] }[]) => {
      said.textContent = '';
      const names = [...new Set(later.flatMap(({ by }) => by))].map((each) =>
        filled(words.laterPublish, {
          publish: publishWords(each, collections, entryNames),
          when: whenWords(each.date),
        }),
      );
      const anyway = button(words.anyway);
      const keep = button(words.keep);
      const warning = make(
        'div',
        { role: 'alert', tabindex: '-1', style: 'margin-top:4px;padding:6px;background:#fff4d6' },
        make(
          'p',
          { style: 'margin:0 0 4px' },
          counted(later.length, words.laterChanged, {
            publishes: names.join(', ') || words.olderThanList,
          }),
        ),
        anyway,
        keep,
      );
      anyway.addEventListener('click', () => void go(true));
      keep.addEventListener('click', () => {
        warning.remove();
        putBackButton.focus();
      });
      item.append(warning);
      warning.focus();
    };
    putBackButton.addEventListener('click', () => void go(false));
    item.append(putBackButton);
    list.append(item);
  });
}

/** The button that opens the list (in the "Published" panel). */
export function publishesButton() {
  const words = adminWords().publishes;
  const open = make(
    'button',
    { type: 'button', style: 'display:block;margin-top:4px' },
    words.open,
  );
  open.addEventListener('click', () => {
    const dialog =
      (document.getElementById(DIALOG_ID) as HTMLDialogElement | null) ??
      document.body.appendChild(
        make('dialog', {
          id: DIALOG_ID,
          'aria-label': words.heading,
          style:
            'width:min(560px,calc(100vw - 16px));max-height:90vh;overflow:auto;overflow-wrap:anywhere',
        }),
      );
    dialog.showModal();
    void fill(dialog);
  });
  return open;
}
