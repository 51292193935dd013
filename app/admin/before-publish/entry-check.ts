import * as yaml from 'yaml';
import { toFrontMatterFile, toYamlFile } from '../../content/yaml.ts';
import { cmsConfig } from '../../content/cms/cms-config.ts';
import { type FillInProblem, fillIn } from '../../content/loading/fill-in.ts';
import { collections as contentKinds, itemKinds } from '../../content/schemas/kinds.ts';
import { alreadyOver } from '../../content/schemas/typed-events.ts';
import { settingsFiles } from '../../content/schemas/settings-files.ts';
import {
  calendarAddress,
  churchSuiteAccount,
  churchSuiteFeedId,
  churchSuiteGroupCode,
} from '../../content/schemas/pasted.ts';
import { valueOf } from '../../content/loading/file-value.ts';
import {
  asWritten,
  charityNumberOf,
  clockTimeOf,
  dialled,
  postcodeOf,
  webAddressOf,
} from '../../content/schemas/fields.ts';
import { issueMessage, issuePlace } from '../../content/loading/issues.ts';
import { type ScreenCollection, screenNames } from '../../content/cms/screen-names.ts';
import { type Language, languageCodes } from '../../lib/languages.ts';
import type { DecapField } from '../../content/schemas/cms-fields.ts';
import { secondLanguageMissing } from './second-language.ts';

// The build's checks of one entry, made in /admin before it is saved: written as its file, read
// back, filled in and checked as the build does. What needs other files is left to the build.

/** The names of the box on the screen, and the build's sentence. */
export interface EntryProblem {
  screen: string;
  message: string;
}

const collections = cmsConfig().collections as ScreenCollection[];

/**
 * A settings file's or page's name in the CMS without its language: on a site of two languages
 * each is listed once per language, "church-cy" and "church-en" (cms-config.ts).
 */
export const withoutLanguageName = (name: string | undefined) =>
  name?.replace(new RegExp(`-(${languageCodes.join('|')})$`), '');

const fillInName = /\{[a-zA-Z]+\}/;

/**
 * The check of an entry ("sermons", or "settings" and "church"). Without `fillIns` ({town}...), a
 * value with one is passed over. An event typed in /admin already over at `now` is refused too:
 * the build would leave it out without a word.
 */
export function entryChecks(dir = 'content', { now = Date.now }: { now?: () => number } = {}) {
  const settings = Object.values(settingsFiles(dir));
  const kinds = Object.values(itemKinds(dir));
  const kindOf = (collection: string, name: string | undefined) => {
    const config = collections.find((c) => c.name === collection);
    if (!config) return undefined;
    if (config.files) {
      const file = settings.find((s) => s.cms.section === collection && s.cms.name === name);
      const fields = config.files.find((f) => f.name === name)?.fields;
      if (!file || !fields) return undefined;
      return { file: file.file, schema: file.schema, fillIn: file.file !== 'church.yml', fields };
    }
    const kind = kinds.find((k) => k.cms.name === collection);
    if (!kind || !config.fields) return undefined;
    return {
      file: `${kind.folder}/entry${kind.ending}`,
      schema: kind.schema,
      fillIn: kind.fillIn,
      fields: config.fields,
    };
  };
  return (
    collection: string,
    name: string | undefined,
    data: Record<string, unknown>,
    fillIns?: Record<string, string>,
  ): EntryProblem[] => {
    const kind = kindOf(collection, withoutLanguageName(name));
    if (!kind) return [];
    const text = kind.file.endsWith('.md') ? toFrontMatterFile(yaml, data) : toYamlFile(yaml, data);
    const read = valueOf(kind.file, text);
    if ('problem' in read)
      return [{ screen: '', message: `This entry cannot be written as a file${read.problem}` }];
    const fillProblems: FillInProblem[] = [];
    const filled = kind.fillIn && fillIns ? fillIn(read.data, fillIns, fillProblems) : read.data;
    const named = (keys: readonly (string | number)[], thing?: string) =>
      [...screenNames(kind.fields, keys, read.data), ...(thing ? [thing] : [])].join(' → ');
    const problems: EntryProblem[] = fillProblems.map(({ keys, text: sentence }) => ({
      screen: named(keys),
      message: sentence.slice(sentence.indexOf(': ') + 2),
    }));
    const result = kind.schema.safeParse(filled, { reportInput: true });
    for (const issue of result.error?.issues ?? []) {
      if (kind.fillIn && !fillIns && fillInName.test(JSON.stringify(issue.input ?? ''))) continue;
      const { keys, thing } = issuePlace(issue);
      problems.push({ screen: named(keys, thing), message: issueMessage(issue) });
    }
    const over =
      collection === contentKinds.typedEvents.cms.name &&
      alreadyOver(read.data as Record<string, unknown>, now());
    if (over) problems.push({ screen: named(over.keys), message: over.message });
    return problems;
  };
}

/** The boxes where a pasted address is saved as the part the box asks for (pasted.ts). */
const pastedInto: Record<string, [keys: string[], keep: (value: unknown) => unknown][]> = {
  activities: [[['churchSuiteGroup'], churchSuiteGroupCode]],
  'settings/church': [
    [['churchSuite', 'account'], churchSuiteAccount],
    [['churchSuite', 'calendarId'], churchSuiteFeedId],
    [['churchSuite', 'groupsId'], churchSuiteFeedId],
    [['churchSuite', 'bookingsId'], churchSuiteFeedId],
    [['calendarUrl'], calendarAddress],
  ],
};

type Keys = string[];

/** The church's values typed in the office's own way ("ky15 7ab", "10.30am"), where they are. */
const typedIn = (church: Record<string, unknown>): [Keys, (value: unknown) => unknown][] => [
  [['address', 'postcode'], asWritten(postcodeOf)],
  [['charityNumber'], asWritten(charityNumberOf)],
  ...(Array.isArray(church.services) ? church.services : []).map(
    (_, index): [Keys, (value: unknown) => unknown] => [
      ['services', String(index), 'time'],
      asWritten(clockTimeOf),
    ],
  ),
];

/** Each phone number's dialling form, worked out from the number as shown, at any depth. */
function dialling(value: unknown, keys: Keys = []): { keys: Keys; value: string }[] {
  if (!value || typeof value !== 'object') return [];
  const { display, international } = value as Record<string, unknown>;
  const phone = typeof display === 'string' && dialled(display);
  if (phone && Object.keys(value).every((key) => key === 'display' || key === 'international'))
    return phone === international ? [] : [{ keys: [...keys, 'international'], value: phone }];
  return Object.entries(value).flatMap(([key, inner]) => dialling(inner, [...keys, key]));
}

// The boxes that hold a web address in every kind, by their names; anything starting www. is one.
const addressKeys = new Set(['url', 'href', 'link', 'siteUrl', 'directions', 'endpoint']);

/** Each web address typed without https:// ("www.example.org.uk"), whole, at any depth. */
function webAddresses(value: unknown, keys: Keys = []): { keys: Keys; value: string }[] {
  if (typeof value === 'string') {
    const key = keys.at(-1) ?? '';
    if (!addressKeys.has(key) && !/^www\./i.test(value.trim())) return [];
    const whole = webAddressOf(value);
    return whole !== value && whole !== value.trim() ? [{ keys, value: whole }] : [];
  }
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => webAddresses(inner, [...keys, key]));
}

/**
 * What /admin changes before a save: each box holding a pasted address, with the part it keeps;
 * the church's values as the site writes them; each phone's dialling form; each web address whole.
 */
export function tidyings(
  collection: string,
  entryName: string | undefined,
  data: Record<string, unknown>,
) {
  const name = withoutLanguageName(entryName);
  const boxes = [
    ...(pastedInto[collection] ?? pastedInto[`${collection}/${name}`] ?? []),
    ...(`${collection}/${name}` === 'settings/church' ? typedIn(data) : []),
  ];
  const kept = boxes.flatMap(([keys, keep]) => {
    // Through lists too, by each item's place.
    const value = keys.reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], data);
    const kept = keep(value);
    return kept === value ? [] : [{ keys, value: kept }];
  });
  const pasted = new Set(kept.map(({ keys }) => keys.join('.')));
  return [
    ...kept,
    ...dialling(data),
    ...webAddresses(data).filter(({ keys }) => !pasted.has(keys.join('.'))),
  ];
}

// The whole folder's checks (a start form's Publish, an undo) travel in the same bundle.
export { setChecks, type SetProblem } from './set-check.ts';
// Another editor's version of an entry, read as the build reads its file (two-editors.ts).
export { valueOf, withoutEmptyText } from '../../content/loading/file-value.ts';

/** Each collection's fields with their `i18n`, for a site of these two languages. */
const twoLanguageFields = new Map<string, Map<string, DecapField[]>>();

/**
 * On a site of two languages, what /admin says of an entry of `collection` whose second
 * language is `translation` (Decap's `i18n.<second>.data`), if it has no words (second-language.ts).
 */
export function translationWarning(
  collection: string,
  languages: readonly Language[],
  translation: unknown,
): string | undefined {
  if (languages.length < 2) return undefined;
  const key = languages.join(',');
  let fields = twoLanguageFields.get(key);
  if (!fields) {
    const config = cmsConfig(undefined, [...languages]) as {
      collections: { name: string; fields?: DecapField[]; i18n?: unknown }[];
    };
    fields = new Map(
      config.collections.flatMap((c) => (c.i18n && c.fields ? [[c.name, c.fields]] : [])),
    );
    twoLanguageFields.set(key, fields);
  }
  const ofCollection = fields.get(collection);
  return ofCollection && secondLanguageMissing(languages, ofCollection, translation);
}
