import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type CollectionKind, type CollectionName, collections } from '../schemas/kinds.ts';
import { type RawContent, type RawFile, type RawItem, slugOf, valueOf } from './file-value.ts';
import { type LanguageFiles, languageFiles } from './languages.server.ts';
import { withoutLanguage } from '../../lib/languages.ts';
import type { Problem } from './problem.ts';

// The first step of loading: each file's value and its text, so a later problem can name its line.

/**
 * A collection folder's items (a YAML one's may end in .yaml) in name order, with their stems:
 * each once, by its name without a language (languages.server.ts).
 */
export function itemFilesIn(
  dir: string,
  { folder, ending }: { folder: string; ending: '.md' | '.yml' },
) {
  const path = join(dir, folder);
  const endings = ending === '.yml' ? /\.ya?ml$/ : /\.md$/;
  if (!existsSync(path)) return [];
  const names = readdirSync(path)
    .filter((name) => endings.test(name))
    .map((name) => withoutLanguage(name).file);
  return [...new Set(names)]
    .sort()
    .map((name) => ({ file: `${folder}/${name}`, stem: name.replace(endings, '') }));
}

/** How a file is named in a problem: "content/church.yml" inside the project, else in full. */
export const shownIn = (dir: string) => (file: string) => {
  const path = relative(process.cwd(), join(dir, file));
  return path.startsWith('..') ? join(dir, file) : path;
};

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

/**
 * Reads the settings files named and every file of every collection (kinds.ts), each in the
 * language `files` chooses: by the name without a language, the file it read (`untranslated`
 * the default language's, standing in for one not yet written).
 */
export function readContent(
  dir: string,
  settingsFiles: readonly string[],
  files: LanguageFiles = languageFiles(dir),
): RawContent {
  const shown = shownIn(dir);
  const problems: Problem[] = [];
  const untranslated: RawFile[] = [];
  const read = (name: string) => {
    const chosen = files.fileFor(name);
    const { raw, problem } = readFile(dir, chosen.file, shown);
    if (problem) problems.push(problem);
    if (chosen.untranslated) untranslated.push(raw);
    return raw;
  };
  const settings = new Map(settingsFiles.map((file) => [file, read(file)]));
  const items = Object.fromEntries(
    Object.entries(collections).map(([name, kind]) => [
      name,
      itemFilesIn(dir, kind).map(({ file, stem }): RawItem => ({ ...read(file), stem })),
    ]),
  ) as Record<CollectionName, RawItem[]>;
  return { settings, items, problems, untranslated };
}

/** A file by its name without a language, in the site's default language (or the one shared). */
export const readDefault = (dir: string, file: string) =>
  readFile(dir, languageFiles(dir).fileFor(file).file);

/** A collection's addresses, each once, for the route table. */
export function slugsIn(dir: string, kind: CollectionKind): string[] {
  const slugs = itemFilesIn(dir, kind).map(({ file }) => slugOf(readDefault(dir, file).raw.data));
  return [...new Set(slugs.filter((slug): slug is string => slug !== undefined))];
}

export function collectionSizes(dir: string): Record<CollectionName, number> {
  return Object.fromEntries(
    Object.entries(collections).map(([name, kind]) => [name, itemFilesIn(dir, kind).length]),
  ) as Record<CollectionName, number>;
}
