// The list of publishes in /admin (put-back.ts reads them): each in the office's words, and
// what putting it back would change, never overwriting a later publish's work unasked.

/** The office's words on the buttons, which the guide quotes. */
export const putBackWords = {
  open: 'Publishes: undo one',
  putBack: 'Put back as it was before this',
  anyway: 'Put back anyway',
  keep: 'Keep it as it is',
};

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

/** The collections of config.yml, as Decap reads them. */
export interface Collection {
  name?: string;
  label: string;
  label_singular?: string;
  folder?: string;
  extension?: string;
  files?: { name?: string; label: string; file: string }[];
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
      const name = entryName(path, names);
      if (status === 'added') return `New ${kind}: ${name}`;
      if (status === 'removed') return `${capital(kind)} deleted: ${name}`;
      return `${capital(kind)}: ${name}`;
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
  if (entries.length === 0) {
    const files = publish.files.map((file) => file.path.split('/').pop());
    return `${files.length === 1 ? 'Picture' : 'Pictures'}: ${files.join(', ')}`;
  }
  const more = entries.length - 2;
  return more > 0 ? `${entries.slice(0, 2).join('; ')} and ${more} more` : entries.join('; ');
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
export const whenWords = (date: string) =>
  new Date(date).toLocaleString('en-GB', {
    timeZone: 'Europe/London',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
