import { cmsCollections } from '../../content/cms/cms-config.ts';
import { entryNames, type ScreenCollection, screenNames } from '../../content/cms/screen-names.ts';
import { acrossEntries } from '../../content/loading/cross-checks.ts';
import type { Problem } from '../../content/loading/problem.ts';
import {
  type RawContent,
  type RawFile,
  type RawItem,
  valueOf,
} from '../../content/loading/file-value.ts';
import { fillInsOf } from '../../content/loading/fill-ins.ts';
import {
  type LanguageFiles,
  languageFilesWith,
  siteLanguagesWith,
} from '../../content/loading/language-files.ts';
import { validateContent } from '../../content/loading/validate.ts';
import { type CollectionName, collections, itemKinds } from '../../content/schemas/kinds.ts';
import { settingsFiles } from '../../content/schemas/settings-files.ts';
import { type Language, withoutLanguage } from '../../lib/languages.ts';

// The build's checks of the whole content folder as a start form's Publish or an undo would
// leave it (issue 88): each file against its schema, with church.yml's fill-ins, then the checks
// between entries (an event's church, a sermon's series), in each language of a site of two.
// Links and pictures, which need the built site's other files, stay the build's.

/** A problem the build would stop on, with the entry and box as /admin names them. */
export interface SetProblem {
  /** Under content/: "church-pages/safeguarding.yml". */
  file: string;
  /** "Our churches → “Fearn Abbey”", or the file when /admin has no entry for it. */
  entry: string;
  /** The box in the entry: "Description", "Church"; empty for the whole entry. */
  box: string;
  keys: (string | number)[];
  /** The build's sentence, without the file it names. */
  message: string;
}

const isText = (path: string) => /\.(ya?ml|md)$/.test(path);

/** A file's value as the loader reads it, or undefined when it cannot be read. */
const dataIn = (files: Record<string, string>) => (file: string) => {
  const text = files[file];
  const value = text === undefined ? undefined : valueOf(file, text);
  return value && 'data' in value ? value.data : undefined;
};

/** Which file is read for which name in `files`, in `language` (languages/language-files.ts). */
function languageFilesIn(files: Record<string, string>, language?: Language) {
  const has = (file: string) => files[file] !== undefined;
  return languageFilesWith(has, siteLanguagesWith(has, dataIn(files)), language);
}

/**
 * `files` (by path under content/, text files only count) read as the build reads the folder,
 * in the language `inLanguage` chooses.
 */
export function rawContentOf(
  files: Record<string, string>,
  dir = 'content',
  inLanguage: LanguageFiles = languageFilesIn(files),
): RawContent {
  const problems: Problem[] = [];
  const untranslated: RawFile[] = [];
  const readAs = (file: string) => {
    const text = files[file];
    if (text === undefined) {
      problems.push({ sentence: 'the file is missing', file });
      return { file, text: '', data: undefined };
    }
    const value = valueOf(file, text);
    if ('problem' in value) {
      problems.push({ sentence: value.problem.replace(/^[^:]*: /, ''), file });
      return { file, text, data: undefined };
    }
    return { file, text, data: value.data };
  };
  const read = (name: string) => {
    const chosen = inLanguage.fileFor(name);
    const raw = readAs(chosen.file);
    if (chosen.untranslated) untranslated.push(raw);
    return raw;
  };
  const settings = new Map(
    Object.values(settingsFiles(dir)).map(({ file }) => [file, read(file)] as const),
  );
  const items = Object.fromEntries(
    Object.entries(collections).map(([name, kind]) => {
      const ending = kind.ending === '.yml' ? /\.ya?ml$/ : /\.md$/;
      // Each entry once, by its name without a language.
      const inFolder = Object.keys(files)
        .filter((path) => isText(path) && path.startsWith(`${kind.folder}/`))
        .filter((path) => !path.slice(kind.folder.length + 1).includes('/') && ending.test(path))
        .map((path) => withoutLanguage(path).file);
      return [
        name,
        [...new Set(inFolder)].sort().map((file): RawItem => ({
          ...read(file),
          stem: file.slice(kind.folder.length + 1).replace(ending, ''),
        })),
      ];
    }),
  ) as Record<CollectionName, RawItem[]>;
  return { settings, items, problems, untranslated };
}

/** The build's sentence after "- {file}, {keys}: ", as the office reads it beside the box. */
const messageOf = ({ sentence, file }: Problem) => {
  const after = sentence.replace(/^- /, '').replace(`content/${file ?? ''}`, '');
  return after.replace(/^(, [^:]*)?: /, '').replace(/^\s*\(line \d+\)/, '');
};

/**
 * What the build would refuse of the content folder holding `files` (path under content/ to
 * text), in each of its languages: none when it would build. `dir` is only for the schemas'
 * pictures (cannot tell in /admin).
 */
export function setChecks(files: Record<string, string>, dir = 'content'): SetProblem[] {
  const kinds = { settingsFiles: settingsFiles(dir), itemKinds: itemKinds(dir) };
  const shown = (file: string) => `content/${file}`;
  const inDefault = languageFilesIn(files);
  const defaultData = (file: string) => dataIn(files)(inDefault.fileFor(file).file);
  const { languages } = inDefault;
  const found = languages.flatMap((language) => {
    const raw = rawContentOf(files, dir, languageFilesIn(files, language));
    // A file of the default language's, standing in for one not yet written, keeps its own facts.
    const standIn = raw.untranslated?.length
      ? fillInsOf(defaultData('church.yml'), defaultData('site-text.yml'))?.values
      : undefined;
    const validated = validateContent(raw, kinds, shown, standIn);
    return [...raw.problems, ...validated.problems, ...acrossEntries(validated, kinds, shown)].map(
      (problem) => ({ problem, raw }),
    );
  });
  // A file both languages read is refused once.
  const seen = new Set<string>();
  const once = found.filter(({ problem }) => {
    const key = JSON.stringify([problem.file, problem.keys, problem.sentence]);
    return !seen.has(key) && seen.add(key);
  });
  return once.map(({ problem, raw }) => {
    const file = problem.file ?? '';
    const keys = problem.keys ?? [];
    const data = [...raw.settings.values(), ...Object.values(raw.items).flat()].find(
      (read) => read.file === file,
    )?.data;
    const entry = entryNames(cmsCollections(languages) as ScreenCollection[], file, data);
    const box = entry
      ? [...screenNames(entry.fields, keys, data), ...(problem.thing ? [problem.thing] : [])]
      : keys.map(String);
    return {
      file,
      entry: entry ? entry.names.join(' → ') : `content/${file}`,
      box: box.join(' → '),
      keys,
      message: messageOf(problem),
    };
  });
}
