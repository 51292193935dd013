import { cmsConfig } from '../content/cms/cms-config.ts';
import { entryNames, type ScreenCollection, screenNames } from '../content/cms/screen-names.ts';
import { acrossEntries } from '../content/loading/cross-checks.ts';
import type { Problem } from '../content/loading/problem.ts';
import { type RawContent, type RawItem, valueOf } from '../content/loading/file-value.ts';
import { validateContent } from '../content/loading/validate.ts';
import { type CollectionName, collections, itemKinds } from '../content/schemas/kinds.ts';
import { settingsFiles } from '../content/schemas/settings-files.ts';

// The build's checks of the whole content folder as a start form's Publish or an undo would
// leave it (issue 88): each file against its schema, with church.yml's fill-ins, then the checks
// between entries (an event's church, a sermon's series). Links and pictures, which need the
// built site's other files, stay the build's.

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

const screenCollections = cmsConfig().collections as ScreenCollection[];

const isText = (path: string) => /\.(ya?ml|md)$/.test(path);

/** `files` (by path under content/, text files only count) read as the build reads the folder. */
export function rawContentOf(files: Record<string, string>, dir = 'content'): RawContent {
  const problems: Problem[] = [];
  const read = (file: string) => {
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
  const settings = new Map(
    Object.values(settingsFiles(dir)).map(({ file }) => [file, read(file)] as const),
  );
  const items = Object.fromEntries(
    Object.entries(collections).map(([name, kind]) => {
      const ending = kind.ending === '.yml' ? /\.ya?ml$/ : /\.md$/;
      const inFolder = Object.keys(files)
        .filter((path) => isText(path) && path.startsWith(`${kind.folder}/`))
        .filter((path) => !path.slice(kind.folder.length + 1).includes('/') && ending.test(path))
        .sort();
      return [
        name,
        inFolder.map((file): RawItem => ({
          ...read(file),
          stem: file.slice(kind.folder.length + 1).replace(ending, ''),
        })),
      ];
    }),
  ) as Record<CollectionName, RawItem[]>;
  return { settings, items, problems };
}

/** The build's sentence after "- {file}, {keys}: ", as the office reads it beside the box. */
const messageOf = ({ sentence, file }: Problem) => {
  const after = sentence.replace(/^- /, '').replace(`content/${file ?? ''}`, '');
  return after.replace(/^(, [^:]*)?: /, '').replace(/^\s*\(line \d+\)/, '');
};

/**
 * What the build would refuse of the content folder holding `files` (path under content/ to
 * text): none when it would build. `dir` is only for the schemas' pictures (cannot tell in /admin).
 */
export function setChecks(files: Record<string, string>, dir = 'content'): SetProblem[] {
  const kinds = { settingsFiles: settingsFiles(dir), itemKinds: itemKinds(dir) };
  const raw = rawContentOf(files, dir);
  const shown = (file: string) => `content/${file}`;
  const validated = validateContent(raw, kinds, shown);
  const problems = [
    ...raw.problems,
    ...validated.problems,
    ...acrossEntries(validated, kinds, shown),
  ];
  return problems.map((problem) => {
    const file = problem.file ?? '';
    const keys = problem.keys ?? [];
    const data =
      raw.settings.get(file)?.data ??
      Object.values(raw.items)
        .flat()
        .find((item) => item.file === file)?.data;
    const entry = entryNames(screenCollections, file, data);
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
