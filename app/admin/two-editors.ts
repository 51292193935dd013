// Two editors of one entry (issue 88): Decap writes the whole file over whatever is there
// (through decap-server, and on GitHub as a new tree on the branch's newest commit), so the
// second Publish would silently win. Before each save of an entry it had opened, /admin reads
// the file as it is now; if it changed since, the save is refused and both versions' differing
// words are shown, with: keep mine, take theirs, or merge by hand.
import type { DecapEntry } from './decap.ts';
import { decapStore, refusalOf } from './entry-checks.ts';
import { changedSince, type Difference, differences, twoEditorsWords } from './entry-changes.ts';
import { valueOf, withoutEmptyText } from './entry-check.ts';
import { make } from './own-boxes.ts';
import { collectionsOf, type DecapState, saveTarget } from './start-church.ts';
import type { SaveTarget } from './start-publish.ts';
import { screenNames, type ScreenCollection } from '../content/cms/screen-names.ts';

const PANEL_ID = 'two-editors';

/** The file's words as they are now where Decap saves; undefined when it cannot be told. */
export async function fileNow(
  target: SaveTarget,
  path: string,
  fetcher: typeof fetch = fetch,
): Promise<string | undefined> {
  try {
    if (target.kind === 'local') {
      const response = await fetcher(target.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ action: 'getEntry', params: { branch: target.branch, path } }),
      });
      if (!response.ok) return undefined;
      const { data } = (await response.json()) as { data: string | null };
      return data ?? undefined;
    }
    const address = `${target.api}/repos/${target.repo}/contents/${path.split('/').map(encodeURIComponent).join('/')}?ref=${encodeURIComponent(target.branch)}`;
    const response = await fetcher(address, {
      cache: 'no-store',
      headers: { Authorization: `token ${target.token}`, Accept: 'application/vnd.github.raw' },
    });
    return response.ok ? await response.text() : undefined;
  } catch {
    return undefined;
  }
}

const state = () => (decapStore()?.getState() ?? {}) as DecapState;

/** The box's names on the screen ("Parking"), from Decap's settings of the entry's collection. */
function boxName(collection: string, slug: string, keys: Difference['keys'], data: unknown) {
  const collections = collectionsOf(state()) as unknown as ScreenCollection[];
  const found = collections.find((each) => each.name === collection);
  const fields = found?.files?.find((file) => file.name === slug)?.fields ?? found?.fields ?? [];
  const names = screenNames(fields, keys, data);
  return names.length > 0 ? names.join(' → ') : keys.join(' → ');
}

const said = (words: string) => words || twoEditorsWords.empty;

/** Shows both versions' differing words above the form, with the three choices. */
function showBoth(
  entry: DecapEntry,
  found: Difference[],
  theirs: unknown,
  { keepMine, takeTheirs }: { keepMine(): void; takeTheirs(): void },
) {
  document.getElementById(PANEL_ID)?.remove();
  const collection = entry.get('collection');
  const slug = entry.get('slug');
  const list = make('dl', { style: 'margin:4px 0' });
  for (const { keys, theirs: their, mine } of found) {
    list.append(
      make(
        'dt',
        { style: 'font-weight:600;margin-top:6px' },
        boxName(collection, slug, keys, theirs),
      ),
      make('dd', { style: 'margin:0' }, `${twoEditorsWords.theirs}: ${said(their)}`),
      make('dd', { style: 'margin:0' }, `${twoEditorsWords.mine}: ${said(mine)}`),
    );
  }
  const status = make('p', { role: 'status', style: 'margin:4px 0' });
  const button = (words: string) =>
    make(
      'button',
      { type: 'button', style: 'min-height:44px;padding:0 12px;margin:4px 8px 0 0' },
      words,
    );
  const mine = button(twoEditorsWords.keepMine);
  const their = button(twoEditorsWords.takeTheirs);
  const merge = button(twoEditorsWords.mergeByHand);
  const panel = make(
    'section',
    {
      id: PANEL_ID,
      role: 'alert',
      tabindex: '-1',
      'aria-labelledby': `${PANEL_ID}-heading`,
      style:
        'position:fixed;top:8px;left:8px;right:8px;z-index:100;max-height:60vh;overflow:auto;overflow-wrap:anywhere;padding:8px 12px;background:#fff4d6;border:2px solid #8a6d00;border-radius:4px;color:#1e2532;font-size:14px',
    },
    make(
      'h2',
      { id: `${PANEL_ID}-heading`, style: 'margin:0;font-size:17px' },
      twoEditorsWords.heading,
    ),
    make('p', { style: 'margin:4px 0' }, twoEditorsWords.intro),
    list,
    mine,
    their,
    merge,
    status,
  );
  mine.addEventListener('click', () => {
    keepMine();
    panel.remove();
  });
  their.addEventListener('click', () => {
    panel.remove();
    takeTheirs();
  });
  merge.addEventListener('click', () => {
    keepMine();
    // The words stay in view, no longer in the way: the editor types into the boxes below.
    panel.style.position = 'static';
    panel.setAttribute('role', 'region');
    for (const each of [mine, their, merge]) each.remove();
    status.textContent = twoEditorsWords.mergeSaid;
    document.querySelector('[class*="ControlPaneContainer"]')?.prepend(panel);
  });
  document.body.append(panel);
  panel.focus();
}

/** Leaves the entry and opens it again, so Decap reads the file as it is now; no backup kept. */
function openAgain() {
  const { hash } = location;
  const ask = window.confirm;
  // Decap asks before leaving unsaved words ("leave this page?") and, opening it again, whether
  // to use their backup: leaving is what was chosen, and the backup is what was not.
  window.confirm = (question?: string) => !/backup/i.test(question ?? '');
  location.hash = hash.replace(/\/entries\/.*$/, '');
  setTimeout(() => {
    location.hash = hash;
    setTimeout(() => (window.confirm = ask), 3_000);
  }, 300);
}

export function startTwoEditors() {
  /** The words of each file as this editor last saved them, after its own Publish. */
  const saved = new Map<string, string>();
  // Another entry opened, or this one again: Decap reads its file afresh (`raw`).
  window.addEventListener('hashchange', () => saved.clear());

  window.CMS.registerEventListener({
    name: 'preSave',
    handler: async ({ entry }) => {
      const target = saveTarget(state());
      const path = entry.get('path');
      const opened = path && (saved.get(path) ?? (entry.get('raw') || undefined));
      // A new entry, or one whose file was never read: nothing to compare.
      if (!target || entry.get('newRecord') || !path || !opened) return undefined;
      const now = await fileNow(target, path);
      if (now === undefined || !changedSince(opened, now)) return undefined;
      const read = valueOf(path, now);
      const theirs = 'data' in read ? read.data : {};
      const mine = withoutEmptyText(entry.get('data').toJS());
      const found = differences(theirs, mine);
      showBoth(entry, found, theirs, {
        keepMine: () => saved.set(path, now),
        takeTheirs: openAgain,
      });
      throw refusalOf(twoEditorsWords.refused);
    },
  });
  // After this editor's own Publish, the file is as they left it.
  window.CMS.registerEventListener({
    name: 'postSave',
    handler: async ({ entry }) => {
      const target = saveTarget(state());
      const path = entry.get('path');
      const now = target && path ? await fileNow(target, path) : undefined;
      if (path && now !== undefined) saved.set(path, now);
    },
  });
}
