// Two editors of one entry (issue 88): Decap writes the whole file over whatever is there
// (through decap-server, and on GitHub as a new tree on the branch's newest commit), so the
// second Publish would silently win. Before each save of an entry it had opened, /admin reads
// the file as it is now; if it changed since, the save is refused and both versions' differing
// words are shown, with: keep mine, take theirs, or merge by hand.
import type { DecapEntry } from '../shared/decap.ts';
import { decapStore } from '../shared/decap.ts';
import { refusalOf } from './entry-checks.ts';
import { type Difference, differences, twoEditorsWords } from './entry-changes.ts';
import { valueOf, withoutEmptyText } from './entry-check.ts';
import { make } from '../shared/own-boxes.ts';
import { collectionsOf, type DecapState, saveTarget } from '../shared/decap.ts';
import type { SaveTarget } from '../shared/commit.ts';
import { screenNames, type ScreenCollection } from '../../content/cms/screen-names.ts';

const PANEL_ID = 'two-editors';

/** The file as it is now where Decap saves: its words, gone, or not to be told. */
export type FileNow = { words: string } | { deleted: true } | { unreadable: true };

export async function fileNow(
  target: SaveTarget,
  path: string,
  fetcher: typeof fetch = fetch,
): Promise<FileNow> {
  try {
    if (target.kind === 'local') {
      const response = await fetcher(target.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ action: 'getEntry', params: { branch: target.branch, path } }),
      });
      if (!response.ok) return { unreadable: true };
      // decap-server answers a missing file with no words.
      const { data } = (await response.json()) as { data: string | null };
      return typeof data === 'string' ? { words: data } : { deleted: true };
    }
    const address = `${target.api}/repos/${target.repo}/contents/${path.split('/').map(encodeURIComponent).join('/')}?ref=${encodeURIComponent(target.branch)}`;
    const response = await fetcher(address, {
      cache: 'no-store',
      headers: { Authorization: `token ${target.token}`, Accept: 'application/vnd.github.raw' },
    });
    if (response.status === 404) return { deleted: true };
    return response.ok ? { words: await response.text() } : { unreadable: true };
  } catch {
    return { unreadable: true };
  }
}

/**
 * A version's content, so that the file as Decap wrote it from this editor's boxes matches what
 * they saved: keys in one order, empty boxes left out, line endings alike.
 */
export function versionOf(path: string, words: string): string {
  const read = valueOf(path, words);
  if (!('data' in read)) return `words:${words.replace(/\r\n/g, '\n').trimEnd()}`;
  return contentOf(read.data);
}

/** The content of an entry's boxes, the same however its keys were ordered. */
export function contentOf(data: unknown): string {
  const sorted = (value: unknown): unknown =>
    // A body's edge newlines and line endings are how a file was written, not its words.
    typeof value === 'string'
      ? value.replace(/\r\n/g, '\n').trim()
      : Array.isArray(value)
        ? value.map(sorted)
        : value !== null && typeof value === 'object' && !(value instanceof Date)
          ? Object.fromEntries(
              Object.keys(value)
                .sort()
                .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
            )
          : value;
  return JSON.stringify(sorted(withoutEmptyText(data)));
}

/**
 * Whether a save may go ahead: only a version this editor never saw (neither as opened nor as
 * they saved it) is someone else's; a file gone or unreadable is never saved over unseen.
 */
export function decide(
  path: string,
  seen: ReadonlySet<string>,
  now: FileNow,
): 'save' | 'changed' | 'deleted' | 'unreadable' {
  if ('deleted' in now) return 'deleted';
  if ('unreadable' in now) return 'unreadable';
  return seen.has(versionOf(path, now.words)) ? 'save' : 'changed';
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

const SAID_ID = 'two-editors-said';

/** A line beside the Publish button, for what the choice did (or did not yet do). */
function sayNearPublish(words: string) {
  document.getElementById(SAID_ID)?.remove();
  const line = make(
    'p',
    {
      id: SAID_ID,
      role: 'status',
      style:
        'margin:0;padding:6px 12px;background:#fff4d6;border-bottom:2px solid #8a6d00;color:#1e2532;font-size:14px',
    },
    words,
  );
  const toolbar = document.querySelector('[class*="ToolbarContainer"]');
  if (toolbar) toolbar.after(line);
  else {
    line.style.cssText += ';position:fixed;top:8px;left:8px;right:8px;z-index:100';
    document.body.append(line);
  }
}

const clearSaid = () => document.getElementById(SAID_ID)?.remove();

/** Shows both versions' differing words above the form (or that the file is gone), with the choices. */
function showBoth(
  entry: DecapEntry,
  found: Difference[] | 'deleted',
  theirs: unknown,
  { keepMine, takeTheirs }: { keepMine(): void; takeTheirs(): void },
) {
  document.getElementById(PANEL_ID)?.remove();
  clearSaid();
  const collection = entry.get('collection');
  const slug = entry.get('slug');
  const list = make('dl', { style: 'margin:4px 0' });
  for (const { keys, theirs: their, mine } of found === 'deleted' ? [] : found) {
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
  const deleted = found === 'deleted';
  const mine = button(twoEditorsWords.keepMine);
  const their = button(deleted ? twoEditorsWords.leaveDeleted : twoEditorsWords.takeTheirs);
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
      deleted ? twoEditorsWords.deletedHeading : twoEditorsWords.heading,
    ),
    make(
      'p',
      { style: 'margin:4px 0' },
      deleted ? twoEditorsWords.deletedIntro : twoEditorsWords.intro,
    ),
    ...(deleted ? [mine, their, status] : [list, mine, their, merge, status]),
  );
  mine.addEventListener('click', () => {
    keepMine();
    panel.remove();
    // Nothing is saved yet: said where the office will look next, by the Publish button.
    sayNearPublish(deleted ? twoEditorsWords.keepMineDeletedSaid : twoEditorsWords.keepMineSaid);
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

/** Leaves the entry for its collection's list, as the file is gone. */
function leaveForList() {
  location.hash = location.hash.replace(/\/entries\/.*$/, '');
}

/** A deletion seen and saved over on purpose. */
const DELETED = 'deleted';

export function startTwoEditors() {
  /**
   * Each file's versions this editor has seen since opening it: as opened, and as they saved
   * it. A fresh read after their own save could be someone else's or a stale copy; neither is.
   */
  const seen = new Map<string, Set<string>>();
  // Another entry opened, or this one again: Decap reads its file afresh (`raw`).
  window.addEventListener('hashchange', () => {
    seen.clear();
    clearSaid();
  });

  window.CMS.registerEventListener({
    name: 'preSave',
    handler: async ({ entry }) => {
      const target = saveTarget(state());
      const path = entry.get('path');
      const raw = entry.get('raw') || undefined;
      // A new entry, or one whose file was never read: nothing to compare.
      if (!target || entry.get('newRecord') || !path || (!raw && !seen.has(path))) return undefined;
      const versions = seen.get(path) ?? new Set<string>();
      if (raw) versions.add(versionOf(path, raw));
      seen.set(path, versions);
      const now = await fileNow(target, path);
      const decided = decide(path, versions, now);
      if (decided === 'save' || (decided === 'deleted' && versions.has(DELETED))) {
        clearSaid();
        return undefined;
      }
      if (decided === 'unreadable') throw refusalOf(twoEditorsWords.unreadable);
      if (decided === 'deleted') {
        showBoth(
          entry,
          'deleted',
          {},
          {
            keepMine: () => versions.add(DELETED),
            takeTheirs: leaveForList,
          },
        );
        throw refusalOf(twoEditorsWords.deletedRefused);
      }
      const words = 'words' in now ? now.words : '';
      const read = valueOf(path, words);
      const theirs = 'data' in read ? read.data : {};
      const mine = withoutEmptyText(entry.get('data').toJS());
      const found = differences(theirs, mine);
      showBoth(entry, found, theirs, {
        keepMine: () => versions.add(versionOf(path, words)),
        takeTheirs: openAgain,
      });
      throw refusalOf(twoEditorsWords.refused);
    },
  });
  // After this editor's own Publish, what they saved is a version they have seen; the file is
  // not read again, as whatever a read found then would be taken for theirs.
  window.CMS.registerEventListener({
    name: 'postSave',
    handler: ({ entry }) => {
      const path = entry.get('path');
      if (!path) return;
      const versions = seen.get(path) ?? new Set<string>();
      versions.add(contentOf(entry.get('data').toJS()));
      seen.set(path, versions);
    },
  });
}
