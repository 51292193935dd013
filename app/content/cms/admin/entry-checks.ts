// The build's checks of an entry, made in /admin: the content's own schemas, bundled from
// app/content by admin-plugin.ts into checks.js (entry-check.ts). They run when Publish is
// chosen, beside Decap's own checks of each box (an empty box it requires, a date typed in
// part), so one Publish lists every problem of the entry; then again as the entry changes, so
// each box put right leaves the list; and last in Decap's "preSave", where a problem refuses
// the save. publish-problems.js lists them at the top of the form, each named as the screen
// names its box. A pasted address is saved as the part its box asks for (tidyings).
import { entryChecks, tidyings } from './checks.js';

const checkEntry = entryChecks();
// Decap's own words for a refused save are "Failed to persist entry: …", and "Oops, you've
// missed a required field" when a box it requires is empty.
const english = window.CMS.getLocale('en');
if (english?.ui?.toast) {
  english.ui.toast.onFailToPersist = 'Not saved: %{details}';
  english.ui.toast.missingRequiredField =
    'Not saved: what to put right is listed at the top of the form';
}
// The values {church}, {town}... stand for, as of the last build (admin-plugin.ts); without
// them a value that has one is not refused, as its filled-in words are unknown.
const fillIns = fetch('/admin/build.json', { cache: 'no-cache' })
  .then((response) => (response.ok ? response.json() : {}))
  .then((facts) => facts.fillIns)
  .catch(() => undefined);

/** Every problem of an entry (Decap's Immutable entry) the build would find in it alone. */
async function problemsOf(entry) {
  return checkEntry(
    entry.get('collection'),
    entry.get('slug'),
    entry.get('data').toJS(),
    await fillIns,
  );
}

/** Tells publish-problems.js; `publishing` when Publish was chosen (it then goes to the first). */
function tell(problems, publishing) {
  document.dispatchEvent(new CustomEvent('entry-checks', { detail: { problems, publishing } }));
}

/**
 * Decap's store, through React's own tree from the CMS's root element: Decap hands out no way
 * to read the entry being edited before it saves, and its own checks stop a save before
 * "preSave" is called.
 */
function decapStore() {
  const root = document.getElementById('nc-root');
  const key = root && Object.keys(root).find((name) => name.startsWith('__reactContainer$'));
  const queue = key ? [root[key]] : [];
  for (let index = 0; index < queue.length && index < 100; index++) {
    const store = queue[index].memoizedProps?.store;
    if (typeof store?.getState === 'function') return store;
    for (let child = queue[index].child; child; child = child.sibling) queue.push(child);
  }
  return undefined;
}

let store;
/** The entry's data last checked, while its problems are shown. */
let watched;

async function check(publishing) {
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

document.addEventListener(
  'click',
  (event) => {
    const item = event.target instanceof Element && event.target.closest('[role="menuitem"]');
    if (item && /^Publish/.test(item.textContent.trim())) void check(true);
  },
  true,
);

let pending;
function watch() {
  if (!watched || pending) return;
  const data = store.getState().entryDraft.getIn(['entry', 'data']);
  if (data === watched) return;
  pending = setTimeout(() => {
    pending = undefined;
    void check(false);
  }, 150);
}
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
      const changes = tidyings(
        entry.get('collection'),
        entry.get('slug'),
        entry.get('data').toJS(),
      );
      if (changes.length === 0) return undefined;
      return changes.reduce((data, { keys, value }) => data.setIn(keys, value), entry.get('data'));
    }
    const refusal = new Error(
      problems.length === 1
        ? 'one thing needs putting right; it is named at the top of the form'
        : `${problems.length} things need putting right; they are listed at the top of the form`,
    );
    // Decap shows the error as text: its sentence alone, without "Error: ".
    refusal.name = '';
    throw refusal;
  },
});
