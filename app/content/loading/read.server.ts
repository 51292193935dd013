import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  parse as parseYaml,
  parseDocument,
  YAMLParseError,
} from 'yaml';
import { slugSchema, splitFrontMatter } from '../schemas/collection.ts';
import { type CollectionKind, type CollectionName, collections } from '../schemas/kinds.ts';
import type { Problem } from './problem.ts';

// The first step of loading: each file's value and its text, so a later problem can name its line.

export interface RawFile {
  /** The file inside the content folder: "pages/home.yml", "news/harvest-thanksgiving.md". */
  file: string;
  /** Its text ("" when it is missing). */
  text: string;
  /** What it holds, emptied boxes left out; undefined when it could not be read. */
  data: unknown;
}

/** A collection folder's files (a YAML one's may end in .yaml) in name order, with their stems. */
export function itemFilesIn(
  dir: string,
  { folder, ending }: { folder: string; ending: '.md' | '.yml' },
) {
  const path = join(dir, folder);
  const endings = ending === '.yml' ? /\.ya?ml$/ : /\.md$/;
  if (!existsSync(path)) return [];
  return readdirSync(path)
    .filter((name) => endings.test(name))
    .sort()
    .map((name) => ({ file: `${folder}/${name}`, stem: name.replace(endings, '') }));
}

/** `stem`: the file's name without its ending, which the CMS never changes once it is saved. */
export type RawItem = RawFile & { stem: string };

export interface RawContent {
  settings: Map<string, RawFile>;
  /** Every file of each collection, in file-name order. */
  items: Record<CollectionName, RawItem[]>;
  problems: Problem[];
}

/** How a file is named in a problem: "content/church.yml" inside the project, else in full. */
export const shownIn = (dir: string) => (file: string) => {
  const path = relative(process.cwd(), join(dir, file));
  return path.startsWith('..') ? join(dir, file) : path;
};

/** A box emptied in the CMS is saved as "", which means "not given": it is left out. */
export function withoutEmptyText(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyText);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .map(([k, v]) => [k, withoutEmptyText(v)] as const)
        // A group of boxes all emptied (a contact's phone or website) is not given either.
        .filter(([, v]) => !(typeof v === 'string' && v.trim() === '') && !isEmptyGroup(v)),
    );
  }
  return value;
}

const isEmptyGroup = (value: unknown) =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.keys(value).length === 0;

/** Reads one file of the content folder; a problem names the file (and the line, for YAML). */
export function readFile(dir: string, file: string, shown = shownIn(dir)) {
  const path = join(dir, file);
  if (!existsSync(path)) {
    return {
      raw: { file, text: '', data: undefined },
      problem: { sentence: `- ${shown(file)}: the file is missing`, file },
    };
  }
  const text = readFileSync(path, 'utf8');
  const read = valueOf(file, text);
  if ('data' in read) return { raw: { file, text, data: read.data } };
  return {
    raw: { file, text, data: undefined },
    problem: {
      sentence: `- ${shown(file)}${read.problem}`,
      file,
      ...(read.line && { line: read.line }),
    },
  };
}

/** A file's value, emptied boxes left out (Markdown: its front matter and `body`), or why not. */
export function valueOf(file: string, text: string) {
  try {
    if (!file.endsWith('.md')) return { data: withoutEmptyText(parseYaml(text)) };
    const parts = splitFrontMatter(text);
    if (!parts) {
      return {
        problem:
          ': the file must start with its details between two lines of three dashes (---), then its text',
      };
    }
    const facts: unknown = parseYaml(parts.frontMatter) ?? {};
    return { data: withoutEmptyText({ ...(facts as object), body: parts.body }) };
  } catch (error) {
    const line = error instanceof YAMLParseError ? error.linePos?.[0]?.line : undefined;
    const what = file.endsWith('.md') ? "the file's details are" : 'the file is';
    return {
      problem: `${line ? ` (line ${line})` : ''}: ${what} not valid YAML: ${(error as Error).message.split('\n')[0]}`,
      // A Markdown file's details start on its second line.
      ...(line && { line: line + (file.endsWith('.md') ? 1 : 0) }),
    };
  }
}

/** The line where the box at `keys` (or the nearest around it) is written, if any. */
export function lineOfKeys(file: string, text: string, keys: readonly (string | number)[]) {
  let source = text;
  let before = 0;
  if (file.endsWith('.md')) {
    const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
    if (!match) return undefined;
    if (keys[0] === 'body') return match[0].split('\n').length;
    source = match[1] ?? '';
    before = 1;
  }
  const lines = new LineCounter();
  let node: unknown = parseDocument(source, { lineCounter: lines }).contents;
  let offset: number | undefined;
  for (const key of keys) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && item.key.value === key);
      if (!pair) break;
      offset = isScalar(pair.key) ? pair.key.range?.[0] : offset;
      node = pair.value;
    } else if (isSeq(node) && typeof key === 'number' && node.items[key]) {
      node = node.items[key];
      offset = (node as { range?: [number] }).range?.[0] ?? offset;
    } else break;
  }
  return offset === undefined ? undefined : lines.linePos(offset).line + before;
}

/** Reads the settings files named and every file of every collection (kinds.ts). */
export function readContent(dir: string, settingsFiles: readonly string[]): RawContent {
  const shown = shownIn(dir);
  const problems: Problem[] = [];
  const read = (file: string) => {
    const { raw, problem } = readFile(dir, file, shown);
    if (problem) problems.push(problem);
    return raw;
  };
  const settings = new Map(settingsFiles.map((file) => [file, read(file)]));
  const items = Object.fromEntries(
    Object.entries(collections).map(([name, kind]) => [
      name,
      itemFilesIn(dir, kind).map(({ file, stem }): RawItem => ({ ...read(file), stem })),
    ]),
  ) as Record<CollectionName, RawItem[]>;
  return { settings, items, problems };
}

/** A file's web address (`slug`), if it has a good one, read without checking the rest. */
export const slugOf = (data: unknown) =>
  slugSchema('').safeParse((data as { slug?: unknown } | undefined)?.slug).data;

/** A collection's addresses, each once, for the route table. */
export function slugsIn(dir: string, kind: CollectionKind): string[] {
  const slugs = itemFilesIn(dir, kind).map(({ file }) => slugOf(readFile(dir, file).raw.data));
  return [...new Set(slugs.filter((slug): slug is string => slug !== undefined))];
}

export function collectionSizes(dir: string): Record<CollectionName, number> {
  return Object.fromEntries(
    Object.entries(collections).map(([name, kind]) => [name, itemFilesIn(dir, kind).length]),
  ) as Record<CollectionName, number>;
}

/**
 * A site of one church ships none of the code for several (the events' choice of church), so its
 * scripts stay as they were: `__SEVERAL_CHURCHES__`, read from the folder as the route table is.
 */
export const churchesDefine = (dir: string) => ({
  __SEVERAL_CHURCHES__: JSON.stringify(slugsIn(dir, collections.churches).length > 0),
});
