import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import { itemFilesIn, slugSchema, splitFrontMatter } from './collection.ts';
import { type CollectionKind, type CollectionName, collections } from './kinds.ts';

// The first step of loading: the content folder's files as plain values, nothing checked yet.
// Each file keeps its text, so a later problem can name its line. A file that cannot be read
// is a sentence in `problems` and has no value.

export interface RawFile {
  /** The file inside the content folder: "pages/home.yml", "news/harvest-thanksgiving.md". */
  file: string;
  /** Its text ("" when it is missing). */
  text: string;
  /** What it holds, emptied boxes left out; undefined when it could not be read. */
  data: unknown;
}

export interface RawItem extends RawFile {
  /** The file's name without its ending, which the CMS never changes once the item is saved. */
  stem: string;
}

export interface RawContent {
  /** The settings files (church.yml, pages/home.yml, ...), by file. */
  settings: Map<string, RawFile>;
  /** Every file of each collection, in file-name order. */
  items: Record<CollectionName, RawItem[]>;
  problems: string[];
}

/** How a file is named in a problem: "content/church.yml" inside the project, else in full. */
export const shownIn = (dir: string) => (file: string) => {
  const path = relative(process.cwd(), join(dir, file));
  return path.startsWith('..') ? join(dir, file) : path;
};

/**
 * A box emptied in the CMS is saved as "": it means "not given", as if the field were absent.
 * (A required field then reads "... is missing", which says the same to the person fixing it.)
 */
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
  value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0;

/** A Markdown file's facts (its front matter) with its words as `body`; YAML as it is. */
function parseFile(file: string, text: string): { data: unknown } | { problem: string } {
  if (!file.endsWith('.md')) return { data: parseYaml(text) };
  const parts = splitFrontMatter(text);
  if (!parts) {
    return {
      problem:
        'the file must start with its details between two lines of three dashes (---), then its text',
    };
  }
  const facts: unknown = parseYaml(parts.frontMatter) ?? {};
  return { data: { ...(facts as object), body: parts.body } };
}

/** Reads one file of the content folder; a problem names the file (and the line, for YAML). */
export function readFile(
  dir: string,
  file: string,
  shown = shownIn(dir),
): { raw: RawFile; problem?: string } {
  const path = join(dir, file);
  if (!existsSync(path)) {
    return { raw: { file, text: '', data: undefined }, problem: `- ${shown(file)}: the file is missing` };
  }
  const text = readFileSync(path, 'utf8');
  try {
    const parsed = parseFile(file, text);
    if ('problem' in parsed) {
      return { raw: { file, text, data: undefined }, problem: `- ${shown(file)}: ${parsed.problem}` };
    }
    return { raw: { file, text, data: withoutEmptyText(parsed.data) } };
  } catch (error) {
    const where = error instanceof YAMLParseError ? ` (line ${error.linePos?.[0]?.line})` : '';
    const what = file.endsWith('.md') ? "the file's details are" : 'the file is';
    return {
      raw: { file, text, data: undefined },
      problem: `- ${shown(file)}${where}: ${what} not valid YAML: ${(error as Error).message.split('\n')[0]}`,
    };
  }
}

/** Reads the settings files named and every file of every collection (kinds.ts). */
export function readContent(dir: string, settingsFiles: readonly string[]): RawContent {
  const shown = shownIn(dir);
  const problems: string[] = [];
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

/**
 * The web addresses a collection's files give, for the route table (routes.ts), read without
 * checking the rest: a mistake is then reported by the content plugin in plain words, and the
 * dev server keeps running, so the CMS can put it right. Each address once.
 */
export function slugsIn(dir: string, kind: CollectionKind): string[] {
  const slugs = itemFilesIn(dir, kind).map(({ file }) => {
    const { data } = readFile(dir, file).raw;
    return slugSchema('').safeParse((data as { slug?: unknown } | undefined)?.slug).data;
  });
  return [...new Set(slugs.filter((slug): slug is string => slug !== undefined))];
}

/**
 * How many files each collection holds, for the route table: it reads no more than it needs
 * and never stops, so the dev server stays up to show a mistake.
 */
export function collectionSizes(dir: string): Record<CollectionName, number> {
  return Object.fromEntries(
    Object.entries(collections).map(([name, kind]) => [name, itemFilesIn(dir, kind).length]),
  ) as Record<CollectionName, number>;
}
