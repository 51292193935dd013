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
import type { CollectionName } from '../schemas/kinds.ts';
import type { Problem } from './problem.ts';

// A content file's text made its value, without reading the disk: the build reads files with
// read.server.ts, and /admin, in the browser, checks the text of an entry the same way.

export interface RawFile {
  /** The file inside the content folder: "pages/home.yml", "news/harvest-thanksgiving.md". */
  file: string;
  /** Its text ("" when it is missing). */
  text: string;
  /** What it holds, emptied boxes left out; undefined when it could not be read. */
  data: unknown;
}

/** `stem`: the file's name without its ending, which the CMS never changes once it is saved. */
export type RawItem = RawFile & { stem: string };

export interface RawContent {
  settings: Map<string, RawFile>;
  /** Every file of each collection, in file-name order. */
  items: Record<CollectionName, RawItem[]>;
  problems: Problem[];
  /** The default language's files read where the language asked for has none yet. */
  untranslated?: RawFile[];
}

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

/** A file's web address (`slug`), if it has a good one, read without checking the rest. */
export const slugOf = (data: unknown) =>
  slugSchema('').safeParse((data as { slug?: unknown } | undefined)?.slug).data;

/** One checked file: its name as shown, its text (to find lines in) and what it became. */
export interface ReadFile {
  /** The file in the content folder ("church-pages/visit.yml"), where known. */
  file?: string;
  shown: string;
  text: string;
  data: unknown;
}

/** The line of the file where a piece of text first appears (from 1), or nothing. */
export function lineAt(text: string, snippet: string): number | undefined {
  const at = snippet ? text.indexOf(snippet) : -1;
  return at < 0 ? undefined : text.slice(0, at).split('\n').length;
}
