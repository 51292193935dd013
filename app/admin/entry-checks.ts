// The build's checks of an entry, made in /admin (entry-check.ts) when Publish is chosen, so
// one Publish lists every problem; again as the entry changes; and in "preSave", to refuse it.
import { buildFacts } from './build-facts.ts';
import { entryChecks, tidyings, type EntryProblem } from './entry-check.ts';
import type { DecapEntry, DecapStore, ImmutableMap } from './decap.ts';
import { isPublishItem } from './problem-boxes.ts';
import { refusal } from './problem-words.ts';

/** The "entry-checks" event's detail (publish-problems.ts); `publishing`: Publish was chosen. */
export interface EntryChecked {
  problems: EntryProblem[];
  publishing: boolean;
}

/**
 * The props of the first component in Decap's React tree that `wanted` accepts, breadth first:
 * Decap's store and its editor's functions are reached so, as its bundle exports neither.
 */
export function decapProps<T>(wanted: (props: Record<string, unknown>) => boolean, limit = 100) {
  type Fiber = { memoizedProps?: Record<string, unknown> | null; child?: Fiber; sibling?: Fiber };
  const root = document.getElementById('nc-root') as (HTMLElement & Record<string, Fiber>) | null;
  const key = root && Object.keys(root).find((name) => name.startsWith('__reactContainer$'));
  const queue: Fiber[] = root && key ? [root[key]!] : [];
  for (let index = 0; index < queue.length && index < limit; index++) {
    const props = queue[index]!.memoizedProps;
    if (props && typeof props === 'object' && wanted(props)) return props as T;
    for (let child = queue[index]!.child; child; child = child.sibling) queue.push(child);
  }
  return undefined;
}

/** Decap's store, through React's tree: nothing else reads the entry before Decap's own checks. */
export function decapStore(): DecapStore | undefined {
  return decapProps<{ store: DecapStore }>(
    (props) => typeof (props.store as DecapStore | undefined)?.getState === 'function',
  )?.store;
}

/** The refusals thrown in "preSave", which Decap then logs. */
const refusals = new WeakSet<object>();

/** An error that refuses a save in "preSave", its sentence shown as Decap's "Not saved: …". */
export function refusalOf(sentence: string) {
  const error = new Error(sentence);
  // Decap shows the error as text: its sentence alone, without "Error: ".
  error.name = '';
  refusals.add(error);
  return error;
}

/**
 * A refused save is a designed outcome, not an error: Decap logs it, and rejects a promise nobody
 * waits for, with nothing (its own checks' `Promise.reject()`) or with its failure action.
 */
function quietRefusals() {
  const log = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    if (!refusals.has(args[0] as object)) log(...args);
  };
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as { type?: unknown } | null | undefined;
    if (reason === undefined || reason?.type === 'ENTRY_PERSIST_FAILURE') event.preventDefault();
  });
}

export function startEntryChecks() {
  quietRefusals();
  const checkEntry = entryChecks();
  // Instead of Decap's "Failed to persist entry: …" and "Oops, you've missed a required field".
  const english = window.CMS.getLocale('en');
  if (english?.ui?.toast) {
    english.ui.toast.onFailToPersist = 'Not saved: %{details}';
    english.ui.toast.missingRequiredField =
      'Not saved: what to put right is listed at the top of the form';
  }
  // What {church}, {town}... stand for, as of the last build (admin-plugin.ts).
  const fillIns = buildFacts().then((facts) => facts?.fillIns);

  const named = (entry: DecapEntry) =>
    [entry.get('collection'), entry.get('slug'), entry.get('data').toJS()] as const;
  const problemsOf = async (entry: DecapEntry) => checkEntry(...named(entry), await fillIns);

  const tell = (problems: EntryProblem[], publishing: boolean) =>
    document.dispatchEvent(
      new CustomEvent<EntryChecked>('entry-checks', { detail: { problems, publishing } }),
    );

  let store: DecapStore | undefined;
  /** The entry's data last checked, while its problems are shown. */
  let watched: ImmutableMap | undefined;
  let pending: ReturnType<typeof setTimeout> | undefined;

  async function check(publishing: boolean) {
    if (!store) {
      store = decapStore();
      store?.subscribe(watch);
    }
    const entry = store?.getState().entryDraft.get('entry');
    // No entry open, or one still loading.
    if (!entry?.get('data')) return;
    watched = entry.get('data');
    tell(await problemsOf(entry), publishing);
  }

  function watch() {
    if (!watched || pending || !store) return;
    const data = store.getState().entryDraft.getIn(['entry', 'data']);
    if (data === watched) return;
    pending = setTimeout(() => {
      pending = undefined;
      void check(false);
    }, 150);
  }

  document.addEventListener(
    'click',
    (event) => {
      if (isPublishItem(event.target)) void check(true);
    },
    true,
  );
  // Another entry, or the list: what was found was about the one left.
  window.addEventListener('hashchange', () => {
    watched = undefined;
  });

  window.CMS.registerEventListener({
    name: 'preSave',
    handler: async ({ entry }) => {
      const problems = await problemsOf(entry);
      tell(problems, true);
      if (problems.length === 0) {
        const changes = tidyings(...named(entry));
        if (changes.length === 0) return undefined;
        return changes.reduce<ImmutableMap>(
          (data, { keys, value }) => data.setIn(keys, value),
          entry.get('data'),
        );
      }
      throw refusalOf(refusal(problems.length));
    },
  });
}
