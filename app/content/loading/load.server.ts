import { resolve } from 'node:path';
import { crossCheck } from './cross-checks.server.ts';
import { itemKinds } from '../schemas/kinds.ts';
import { settingsFiles } from '../schemas/settings-files.ts';
import { cmsConfig } from '../cms/cms-config.ts';
import type { Problem } from './problem.ts';
import { type RawContent, lineOfKeys } from './file-value.ts';
import { readContent, shownIn } from './read.server.ts';
import { defaultFillIns } from './fill-ins.server.ts';
import { entryNames, type ScreenCollection, screenNames } from '../cms/screen-names.ts';
import { type Shaped, shapers, shapeWith } from './shapers.ts';
import { languageFiles, siteLanguagesIn } from './languages.server.ts';
import { type Language, withoutLanguage } from '../../lib/languages.ts';
import { type CollectionKind, collections } from '../schemas/kinds.ts';
import { slugOf } from './file-value.ts';
import type { RawFile } from './file-value.ts';
import { allSettings, validateContent } from './validate.ts';

// Reads, checks and shapes the content; its mistakes stop it, all told at once. Node only.

/** What the pages receive in one language: its words, and the addresses not yet written in it. */
export type Content = Shaped<typeof shapers> & {
  language: Language;
  /** The pages shown in the default language's words, this language's not yet written. */
  untranslated: string[];
};

export type PlacedProblem = ReturnType<typeof placed>;

export class ContentError extends Error {
  override name = 'ContentError';
  constructor(
    message: string,
    readonly problems: PlacedProblem[] = [],
  ) {
    super(message);
    // Whatever prints this error prints its stack: the sentences alone are what the office needs.
    this.stack = message;
  }
}

/** The content folder: CONTENT_DIR when set (tests, a second church), else content/. */
export const contentDir = () => resolve(process.env.CONTENT_DIR ?? 'content');

/** The CMS's collections, for naming a box as its screen does (screen-names.ts). */
const screenCollections = cmsConfig().collections as ScreenCollection[];

/** A problem as the build tells it, with its line and its box's names ("In /admin: …"). */
export function placed(problem: Problem, raw: RawContent, shown: (file: string) => string) {
  const { sentence, file, keys = [], thing } = problem;
  if (file === undefined) return { told: sentence, sentence };
  const read =
    raw.settings.get(file) ??
    [...raw.settings.values()].find((settings) => settings.file === file) ??
    Object.values(raw.items)
      .flat()
      .find((item) => item.file === file);
  const entry = entryNames(screenCollections, file, read?.data);
  const line = problem.line ?? (read?.text ? lineOfKeys(file, read.text, keys) : undefined);
  const screen =
    entry &&
    [
      ...entry.names,
      ...screenNames(entry.fields, keys, read?.data),
      ...(thing ? [thing] : []),
    ].join(' → ');
  const where = screen ? `In /admin: ${screen}` : '';
  const lineNote = line && problem.line === undefined ? `line ${line}` : '';
  const second = [where, lineNote].filter(Boolean).join(', ');
  return {
    told: second ? `${sentence}\n  ${second}` : sentence,
    sentence,
    file: shown(file),
    ...(line && { line }),
    ...(screen && { screen }),
  };
}

/** The pages of the files read in the default language's words: each settings file's, each item's. */
function pagesOf(files: RawFile[], kinds: { settingsFiles: ReturnType<typeof settingsFiles> }) {
  const settings = Object.values(kinds.settingsFiles) as {
    file: string;
    cms: { address?: string };
  }[];
  return files.flatMap(({ file, data }) => {
    const name = withoutLanguage(file).file;
    const setting = settings.find((each) => each.file === name);
    if (setting) return setting.cms.address ? [setting.cms.address] : [];
    const kind = Object.values(collections).find((each) => name.startsWith(`${each.folder}/`));
    const slug = slugOf(data);
    const address = (kind as CollectionKind | undefined)?.address;
    return address && slug ? [address(slug)] : [];
  });
}

/** The content's files read and checked, each against its schema and across files; or its mistakes thrown. */
export function checkedContent(dir = contentDir(), language?: Language) {
  const shown = shownIn(dir);
  const kinds = { settingsFiles: settingsFiles(dir), itemKinds: itemKinds(dir) };
  const files = Object.values(kinds.settingsFiles).map(({ file }) => file);
  const inLanguage = languageFiles(dir, language);
  const raw = readContent(dir, files, inLanguage);
  // A file of the default language's, standing in for one not yet written, keeps its own facts.
  const standIn = raw.untranslated?.length ? defaultFillIns(dir)?.values : undefined;
  const validated = validateContent(raw, kinds, shown, standIn);
  const problems = [
    ...raw.problems,
    ...validated.problems,
    ...crossCheck(raw, validated, kinds, dir, shown),
  ].map((problem) => placed(problem, raw, shown));
  if (problems.length > 0 || !allSettings(validated.settings)) {
    const count = problems.length === 1 ? 'a mistake' : `${problems.length} mistakes`;
    throw new ContentError(
      `The church content has ${count}:\n${problems.map((p) => p.told).join('\n')}\nFix it in the CMS (/admin) or in the file, then save. docs/editing-content.md shows how each value should look.`,
      problems,
    );
  }
  return {
    settings: validated.settings,
    items: validated.items,
    language: inLanguage.language,
    untranslated: pagesOf(raw.untranslated ?? [], kinds),
  };
}

/** The content in the site's default language, and in its second, if it has one. */
export type ContentInLanguages = Content & { translations: Partial<Record<Language, Content>> };

/** Every language's content: the default's, and the second's as its `translations`. */
export function loadContentInLanguages(dir = contentDir()): ContentInLanguages {
  const [, ...others] = siteLanguagesIn(dir);
  const translations = Object.fromEntries(others.map((code) => [code, loadContent(dir, code)]));
  return { ...loadContent(dir), translations };
}

/** The content in `language` (the site's default when not given), shaped for the pages. */
export function loadContent(dir = contentDir(), language?: Language): Content {
  const { settings, items, ...inLanguage } = checkedContent(dir, language);
  return { ...shapeWith(shapers, settings, items, inLanguage.language), ...inLanguage };
}
