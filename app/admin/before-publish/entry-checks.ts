// The build's checks of an entry, made in /admin (entry-check.ts) when Publish is chosen, so
// one Publish lists every problem; again as the entry changes; and in "preSave", to refuse it.
import { buildFacts } from '../shared/build-facts.ts';
import { entryChecks, tidyings, translationWarning, type EntryProblem } from './entry-check.ts';
import { formPane } from './problem-boxes.ts';
import { make, ownBox } from '../shared/own-boxes.ts';
import {
  type DecapEntry,
  type DecapStore,
  decapStore,
  type ImmutableMap,
} from '../shared/decap.ts';
import { isPublishItem } from './problem-boxes.ts';
import { refusal } from './problem-words.ts';
import { adminWords } from '../shared/words.ts';

/** The "entry-checks" event's detail (publish-problems.ts); `publishing`: Publish was chosen. */
export interface EntryChecked {
  problems: EntryProblem[];
  publishing: boolean;
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

const NOTE_ID = 'second-language-note';

/** The note at the top of the form of an entry not yet in the second language; none: gone. */
function showLanguageNote(sentence: string | undefined) {
  const note = ownBox(
    'div',
    NOTE_ID,
    'status',
    'margin:16px 0;padding:12px 16px;border:2px solid #3a69c7;border-radius:5px;' +
      'background:#f3f6fd;color:#1e2532;font-size:15px;line-height:1.4',
  );
  if (!sentence) return note.remove();
  const pane = formPane();
  if (!pane) return;
  note.replaceChildren(make('p', { style: 'margin:0' }, sentence));
  if (note.parentElement !== pane) pane.insertBefore(note, pane.firstChild);
}

export function startEntryChecks() {
  quietRefusals();
  const checkEntry = entryChecks();
  // Instead of Decap's "Failed to persist entry: …" and "Oops, you've missed a required field".
  const english = window.CMS.getLocale('en');
  if (english?.ui?.toast) {
    const words = adminWords().beforePublish;
    english.ui.toast.onFailToPersist = words.notSaved;
    english.ui.toast.missingRequiredField = words.missingRequired;
  }
  // What {church}, {town}... stand for, as of the last build (admin-plugin.ts).
  const fillIns = buildFacts().then((facts) => facts?.fillIns);
  // A site of two languages: an entry without its second is told, not refused.
  const languages = buildFacts().then((facts) => facts?.languages ?? []);
  const second = async (entry: DecapEntry) => {
    const [, other] = await languages;
    if (!other) return undefined;
    const translation = (entry as unknown as ImmutableMap).getIn(['i18n', other, 'data']) as
      ImmutableMap | undefined;
    const warning = translationWarning(
      entry.get('collection'),
      await languages,
      translation?.toJS(),
    );
    return warning === undefined ? undefined : { language: other, warning };
  };

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
    const problems = await problemsOf(entry);
    tell(problems, publishing);
    if (publishing)
      showLanguageNote(problems.length === 0 ? (await second(entry))?.warning : undefined);
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
    showLanguageNote(undefined);
  });

  window.CMS.registerEventListener({
    name: 'preSave',
    handler: async (payload) => {
      const problems = await problemsOf(payload.entry);
      tell(problems, true);
      const missing = problems.length === 0 ? await second(payload.entry) : undefined;
      if (missing) {
        showLanguageNote(missing.warning);
        // Without words, Decap would still save the facts it copied as the second language's
        // file, which the build cannot read as an entry: the entry goes without it. Decap reads
        // the entry back from the payload it handed us (its registry's invokeEvent).
        payload.entry = (
          payload.entry as unknown as ImmutableMap & { deleteIn(keys: string[]): unknown }
        ).deleteIn(['i18n', missing.language]) as DecapEntry;
      }
      const { entry } = payload;
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
