import type { z } from 'zod';
import { type FillInProblem, fillIn, fillInValues } from './fill-in.ts';
import { datesSchema, regulatorsSchema } from '../schemas/site-text.ts';
import type { ItemKinds } from '../schemas/kinds.ts';
import type { SettingsFiles } from '../schemas/settings-files.ts';
import type { CollectionName } from '../schemas/kinds.ts';
import type { Problem } from './problem.ts';
import type { RawContent, RawFile } from './file-value.ts';
import { lineAt, type ReadFile } from './file-value.ts';
import { describeIssues } from './issues.ts';

// The second step of loading: each file checked against its schema, church.yml's facts filled in.

export type Settings = { [K in keyof SettingsFiles]: z.output<SettingsFiles[K]['schema']> };
export type Items = {
  [K in CollectionName]: { file: string; stem: string; item: z.output<ItemKinds[K]['schema']> }[];
};

export type Validated = ReturnType<typeof validateContent>;

/** Checks one file against a schema, filling in `values` when given (once church.yml is right). */
export function validateFile<S extends z.ZodType>(
  raw: RawFile,
  schema: S,
  shown: (file: string) => string,
  values?: Record<string, string>,
): { ok: true; data: z.output<S>; problems: Problem[] } | { ok: false; problems: Problem[] } {
  if (raw.data === undefined) return { ok: false, problems: [] };
  const fillProblems: FillInProblem[] = [];
  const data = values ? fillIn(raw.data, values, fillProblems) : raw.data;
  const { file } = raw;
  const problems: Problem[] = fillProblems.map(({ keys, text }) => ({
    sentence: `- ${shown(file)}, ${text}`,
    file,
    keys,
  }));
  const result = schema.safeParse(data);
  if (result.success) return { ok: true, data: result.data, problems };
  const issues = describeIssues(result.error, shown(file), (snippet) => lineAt(raw.text, snippet));
  problems.push(...issues.map((issue) => ({ ...issue, file })));
  return { ok: false, problems };
}

/** Checks every file read: church.yml first, as the others' words name its facts. */
export function validateContent(
  raw: RawContent,
  { settingsFiles, itemKinds }: { settingsFiles: SettingsFiles; itemKinds: ItemKinds },
  shown: (file: string) => string,
  /** The default language's {church} and the rest, for its files standing in (languages.server.ts). */
  standIn?: Record<string, string>,
) {
  const problems: Problem[] = [];
  const standsIn = new Set((raw.untranslated ?? []).map(({ file }) => file));
  // Every file that passed, with its text, for the checks across files (links, pictures).
  const checked: ReadFile[] = [];
  const check = (file: RawFile, schema: z.ZodType, values?: Record<string, string>) => {
    const own = values && standIn && standsIn.has(file.file) ? standIn : values;
    const result = validateFile(file, schema, shown, own);
    problems.push(...result.problems);
    if (!result.ok) return undefined;
    checked.push({ file: file.file, shown: shown(file.file), text: file.text, data: result.data });
    return result.data;
  };
  const settingsFile = (file: string) =>
    raw.settings.get(file) ?? { file, text: '', data: undefined };

  const church = check(settingsFile(settingsFiles.church.file), settingsFiles.church.schema);
  // The service times among the facts are written in the words file's own words for times.
  const siteText = settingsFile(settingsFiles.siteText.file).data as
    { dates?: unknown; footer?: { regulators?: unknown } } | undefined;
  const dates = datesSchema.safeParse(siteText?.dates).data;
  const regulators = regulatorsSchema.safeParse(siteText?.footer?.regulators).data;
  const values =
    church && dates && regulators
      ? fillInValues(church as Settings['church'], { dates, regulators })
      : undefined;
  // A file with a mistake has no value, nor an item.
  const settings = Object.fromEntries(
    Object.entries(settingsFiles).map(([key, { file, schema }]) => [
      key,
      key === 'church' ? church : check(settingsFile(file), schema, values),
    ]),
  ) as Partial<Settings>;

  const items = Object.fromEntries(
    (Object.entries(itemKinds) as [CollectionName, ItemKinds[CollectionName]][]).map(
      ([name, { schema, fillIn: fills }]) => [
        name,
        raw.items[name].flatMap(({ stem, ...file }) => {
          const item = check(file, schema, fills ? values : undefined);
          return item === undefined ? [] : [{ file: file.file, stem, item }];
        }),
      ],
    ),
  ) as Items;

  return { settings, items, checked, problems };
}

export const allSettings = (settings: Partial<Settings>): settings is Settings =>
  Object.values(settings).every((value) => value !== undefined);
