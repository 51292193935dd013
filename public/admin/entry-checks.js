// The build's checks of an entry, made in /admin before Decap saves it: the content's own
// schemas, bundled from app/content by admin-plugin.ts into checks.js (entry-check.ts). Decap
// calls "preSave" once its own checks of each box pass; a problem here refuses the save (Decap
// then shows "Failed to persist entry" for a moment), and publish-problems.js lists every
// problem at the top of the form, each named as the screen names its box.
import { entryChecks } from './checks.js';

const checkEntry = entryChecks();
// Decap's own words for a refused save are "Failed to persist entry: …".
const english = window.CMS.getLocale('en');
if (english?.ui?.toast) english.ui.toast.onFailToPersist = 'Not saved: %{details}';
// The values {church}, {town}... stand for, as of the last build (admin-plugin.ts); without
// them a value that has one is not refused, as its filled-in words are unknown.
const fillIns = fetch('/admin/build.json', { cache: 'no-cache' })
  .then((response) => (response.ok ? response.json() : {}))
  .then((facts) => facts.fillIns)
  .catch(() => undefined);

window.CMS.registerEventListener({
  name: 'preSave',
  handler: async ({ entry }) => {
    const problems = checkEntry(
      entry.get('collection'),
      entry.get('slug'),
      entry.get('data').toJS(),
      await fillIns,
    );
    document.dispatchEvent(new CustomEvent('entry-checks', { detail: problems }));
    if (problems.length === 0) return undefined;
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
