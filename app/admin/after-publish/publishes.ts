// The list of publishes in /admin (put-back.ts reads them): each in the office's words, and
// what putting it back would change, never overwriting a later publish's work unasked.
import type { CommitWords } from '../shared/commit.ts';
import type { Collection } from '../shared/decap.ts';
import { adminWords, counted, dateWords, filled } from '../shared/words.ts';

import { fewAtATime } from '../../lib/few-at-a-time.ts';

/** What the office is told when a put-back is refused or its answer lost: about the put-back. */
export function putBackCommitWords(): CommitWords {
  const words = adminWords().publishes;
  const putBack = words.putBack;
  return {
    again: filled(words.again, { putBack }),
    changedMeanwhile: (repo) => filled(words.changedMeanwhile, { repo }),
    mayNotBeSaved: ({ repo, branch, message }) =>
      filled(words.mayNotBeSaved, { repo, branch, message, putBack }),
    mayNotBeSavedHere: words.mayNotBeSavedHere,
  };
}

/** One publish (a commit): its files as it changed them. */
export interface Publish {
  id: string;
  /** The commit before it; none for the first. */
  parent?: string;
  message: string;
  author: string;
  date: string;
  files: { path: string; status: 'added' | 'modified' | 'removed' }[];
}

/** Where Decap edits the entry of `path` (under the repository): "#/collections/events/entries/…". */
export function entryAddress(path: string, collections: Collection[]): string | undefined {
  for (const collection of collections) {
    if (!collection.name) continue;
    const file = collection.files?.find((each) => each.file === path);
    if (file?.name) return `#/collections/${collection.name}/entries/${file.name}`;
    const folder = collection.folder?.replace(/^\/|\/$/g, '');
    if (folder && path.startsWith(`${folder}/`) && !path.slice(folder.length + 1).includes('/'))
      return `#/collections/${collection.name}/entries/${path.slice(folder.length + 1).replace(/\.[^.]+$/, '')}`;
  }
  return undefined;
}

const capital = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** Each entry's name as written, by its folder and file ("sermons/…md"): the build's list. */
export type EntryNames = Record<string, string>;

/**
 * An entry's name: as written, when the last build knew it, else from its file's, where
 * "2026-11-22-the-least-of-these.md" is "The least of these" (a file's name has no capitals).
 */
const entryName = (path: string, names: EntryNames = {}) =>
  names[path.split('/').slice(-2).join('/')] ??
  capital(
    (path.split('/').pop() ?? path)
      .replace(/\.[^.]+$/, '')
      .replace(/^\d{4}-\d{2}-\d{2}-?/, '')
      .replaceAll('-', ' '),
  );

/**
 * The names of entries the last build did not know (deleted since, or on the host newer than
 * it), from each publish's own files: the file as it added or changed it, or as it was before
 * it was removed. `read` gives a file's boxes at a commit (undefined when it cannot).
 */
export async function namesFromPublishes(
  listed: Publish[],
  collections: Collection[],
  known: EntryNames = {},
  read: (commit: string, path: string) => Promise<unknown>,
): Promise<EntryNames> {
  const names = { ...known };
  const wanted = new Map<string, { commit: string; path: string; field: string }>();
  for (const publish of listed) {
    for (const { path, status } of publish.files) {
      const key = path.split('/').slice(-2).join('/');
      const collection = collections.find((each) => {
        const folder = each.folder?.replace(/^\/|\/$/g, '');
        return folder && path.startsWith(`${folder}/`);
      });
      const commit = status === 'removed' ? publish.parent : publish.id;
      if (!collection || key in names || wanted.has(key) || !commit) continue;
      wanted.set(key, { commit, path, field: collection.identifier_field ?? 'title' });
    }
  }
  await fewAtATime([...wanted], async ([key, { commit, path, field }]) => {
    const data = await read(commit, path).catch(() => undefined);
    const name =
      data && typeof data === 'object' ? (data as Record<string, unknown>)[field] : undefined;
    if (typeof name === 'string' && name.trim()) names[key] = name.trim();
  });
  return names;
}

/** One file's change in words, by the collection it belongs to; undefined for a picture. */
function fileWords(
  { path, status }: Publish['files'][number],
  collections: Collection[],
  names?: EntryNames,
): string | undefined {
  for (const collection of collections) {
    const file = collection.files?.find((each) => each.file === path);
    if (file) return file.label;
    const folder = collection.folder?.replace(/^\/|\/$/g, '');
    if (folder && path.startsWith(`${folder}/`)) {
      const kind = collection.label_singular ?? collection.label;
      const values = { kind, Kind: capital(kind), name: entryName(path, names) };
      const words = adminWords().publishes;
      if (status === 'added') return filled(words.added, values);
      if (status === 'removed') return filled(words.deleted, values);
      return filled(words.changed, values);
    }
  }
  return undefined;
}

// Decap's own commit messages (its defaults): anything else (the start form's, a put-back's,
// a developer's) already says what it did.
const decapMessage = /^(Create|Update|Delete|Upload) .*“.*”$/;

/** What a publish changed, in words: "New sermon: The least of these", "Church details". */
export function publishWords(
  publish: Publish,
  collections: Collection[],
  names?: EntryNames,
): string {
  const firstLine = publish.message.split('\n')[0]!.trim();
  if (!decapMessage.test(firstLine)) return firstLine;
  const entries = [
    ...new Set(publish.files.map((file) => fileWords(file, collections, names))),
  ].filter((words): words is string => words !== undefined);
  const words = adminWords().publishes;
  if (entries.length === 0) {
    const files = publish.files.map((file) => file.path.split('/').pop());
    return counted(files.length, words.pictures, { files: files.join(', ') });
  }
  const more = entries.length - 2;
  return more > 0
    ? filled(words.andMore, { entries: entries.slice(0, 2).join('; '), more })
    : entries.join('; ');
}

/** Each file's contents by path (a blob's id), at one commit. */
export type Files = Map<string, string>;

export interface PutBackPlan {
  /** The file's contents (a blob's id) to write back, by path: changed or deleted files. */
  write: Record<string, string>;
  /** The files the publish added, to remove. */
  remove: string[];
  /** Files a later publish changed as well, with the later publishes that did. */
  laterChanged: { path: string; by: Publish[] }[];
}

/**
 * What putting `publish` back changes: each file it changed as it was before (removed if it
 * added it), from the files `before` and `after` it and as they are now (`now`); `later` are the
 * publishes since, newest first, to name those that changed the same files.
 */
export function putBackPlan(
  publish: Publish,
  { before, after, now }: { before: Files; after: Files; now: Files },
  later: Publish[],
): PutBackPlan {
  const plan: PutBackPlan = { write: {}, remove: [], laterChanged: [] };
  for (const { path } of publish.files) {
    const was = before.get(path);
    const is = now.get(path);
    if (is === was) continue;
    if (was) plan.write[path] = was;
    else plan.remove.push(path);
    if (is !== after.get(path)) {
      const by = later.filter((each) => each.files.some((file) => file.path === path));
      plan.laterChanged.push({ path, by });
    }
  }
  return plan;
}

/**
 * The files a commit changed, from its content and its parent's: GitHub lists at most 300 of
 * a commit's files on a page, and the start form's changes many more.
 */
export function changedFiles(before: Files, after: Files): Publish['files'] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths]
    .filter((path) => before.get(path) !== after.get(path))
    .map((path) => ({
      path,
      status: !before.has(path) ? 'added' : !after.has(path) ? 'removed' : 'modified',
    }));
}

/**
 * The plan with the entries that depend on its files put back too (issue 88): each of
 * `dependents` (an event naming a church the put-back removes) as it was before the publish, or
 * removed if it was not there then. Those the plan changes already are left as they are.
 */
export function withDependents(
  plan: PutBackPlan,
  dependents: string[],
  before: Files,
): PutBackPlan {
  const more = dependents.filter((path) => !(path in plan.write) && !plan.remove.includes(path));
  const write = { ...plan.write };
  const remove = [...plan.remove];
  for (const path of more) {
    const was = before.get(path);
    if (was) write[path] = was;
    else remove.push(path);
  }
  return { ...plan, write, remove };
}

/** Whether the plan changes anything at all. */
export const changesAnything = (plan: PutBackPlan) =>
  Object.keys(plan.write).length > 0 || plan.remove.length > 0;

/** When, in the office's words, on the church's clock wherever the editor is: "Sat 28 Nov, 14:02". */
export const whenWords = (date: string) => dateWords(date, 'listed');
