import * as yaml from 'yaml';
import { cmsFields } from '../../content/schemas/cms-fields.ts';
import { churchSchema } from '../../content/schemas/church.ts';
import { siteTextSchema } from '../../content/schemas/site-text.ts';
import { type FieldOrder, fieldOrder, fromYamlFile, toYamlFile } from '../../content/yaml.ts';
import { fillPhrase, listWords } from '../../lib/format-date.ts';
import { inLanguage, type Language, languageCodes, withoutLanguage } from '../../lib/languages.ts';
import { countWords } from '../../lib/plural.ts';
import type { ContentChanges } from '../shared/commit.ts';
import { languagesOfChoice, type StartFacts } from './facts.ts';
import {
  churchFilesOf,
  conditionsOf,
  coverPicture,
  factsIn,
  formFillInsOf,
  type Told,
} from './church-words.ts';
import {
  type FormWords,
  formWords,
  keptFileIn,
  keptFiles,
  languagesWordsIn,
  languageWords,
  startWords,
  templatesIn,
  written,
} from './words.ts';

// One Publish of the start form (issue 71): the sample church's people, items and pictures go
// (the files it shipped, never the church's own: issue 79), and the pages it wrote are written
// afresh from the church's facts (church-words.ts) in its words (words/), in each of its
// languages (issue 90). Pure, for /admin's browser as for the tests: it knows the repository's
// content/ by its paths, and the words of the few files it keeps in English by their text.

/** The folders of the sample's items, pictures and files, in the order "staying" counts them. */
const itemFolders = [
  'activities',
  'events',
  'news',
  'sermons',
  'sermon-series',
  'transcripts',
  'files',
  'images',
  'churches',
  'church-pages',
];
const folderOf = (path: string) => /^content\/([^/]+)\//.exec(path)?.[1] ?? '';
// Not a folder's keeper (.gitkeep): no entry, and not the sample's record either.
const isItem = (path: string) => itemFolders.includes(folderOf(path)) && !/\/\.[^/]*$/.test(path);

const shippedIn = (samplePaths: string[]) => new Set(samplePaths.map((path) => `content/${path}`));

/** The church's own items, pictures and files: not the shipped sample's (sample-church.json). */
export const ownItems = (existing: string[], samplePaths: string[]) => {
  const shipped = shippedIn(samplePaths);
  return existing.filter((path) => isItem(path) && !shipped.has(path));
};

/** "Your 3 sermons and 1 news item stay.", in `words`' language, or nothing when the church has none of its own. */
export function staying(own: string[], words: FormWords = formWords.en): string {
  const { language, staying } = words;
  const counts = itemFolders.flatMap((folder) => {
    const count = own.filter((path) => folderOf(path) === folder).length;
    return count === 0 ? [] : [countWords(count, staying.counts[folder]!, language)];
  });
  if (counts.length === 0) return '';
  const list = listWords(counts, languageWords[language].dates.and);
  return fillPhrase(countWords(own.length, staying.sentence, language), { list });
}

/**
 * The words with the facts in their nulls, at every depth, in the words' order (/admin's). A null
 * the facts leave empty is left out, and so is a fact the words have no place for; a fact given
 * where the words have their own replaces them, and `false` leaves those words out. A list's
 * last entry is the pattern for any more the facts have (About Us' sections of leaders).
 */
function filled(words: unknown, facts: unknown): unknown {
  if (facts === false) return undefined;
  if (words === null) return facts;
  if (Array.isArray(words)) {
    const more = Array.isArray(facts) ? facts.length - words.length : 0;
    return [...words, ...Array<unknown>(Math.max(0, more)).fill(words.at(-1))].map((word, i) =>
      filled(word, (facts as unknown[] | undefined)?.[i]),
    );
  }
  if (typeof words !== 'object') return facts ?? words;
  const each = Object.entries(words).map(([key, word]) => [
    key,
    filled(word, (facts as Record<string, unknown> | undefined)?.[key]),
  ]);
  return Object.fromEntries(each.filter(([, value]) => value != null));
}

/** "A Baptist church…" as the end of "We are …": a capital article made small. */
const asSentenceEnd = (tradition: string) =>
  tradition.trim().replace(/^(A|An|The)\b/, (article) => article.toLowerCase());

/** The facts as the words need them (church-words.ts). */
export function toldOf(facts: StartFacts): Told {
  return {
    facts,
    churchSuite: facts.events.from === 'churchsuite',
    signUp: facts.signUp ?? 'office',
    givingInChurchSuite: new URL(facts.giving.url).hostname.endsWith('.churchsuite.com'),
    keeps: {
      giftAid: facts.records?.giftAid === 'yes',
      registers: facts.records?.registers === 'yes',
      addressBook: facts.records?.addressBook === 'yes',
    },
    tradition: asSentenceEnd(facts.tradition),
    churches: facts.churches?.of === 'several' ? facts.churches.list : [],
    ...(facts.building && { photo: { src: facts.building.photo, alt: facts.building.alt } }),
    today: new Date().toISOString().slice(0, 10),
  };
}

/** The CMS's order of the files the form adds keys to (church.yml's languages, site-text's dates). */
const orders: Record<string, FieldOrder> = {
  'church.yml': fieldOrder(cmsFields(churchSchema)),
  'site-text.yml': fieldOrder(cmsFields(siteTextSchema)),
};
const yamlOf = (file: string, data: unknown) => toYamlFile(yaml, data, orders[file]);

/** church.yml's languages: none written for English alone, the sample's and the default. */
const withLanguages = (church: unknown, [language, secondLanguage]: Language[]) =>
  language === 'en' && !secondLanguage
    ? church
    : { ...(church as object), language, ...(secondLanguage && { secondLanguage }) };

/** The names a file may have under content/: its own, and each language's. */
const namesOf = (file: string) => [file, ...languageCodes.map((code) => inLanguage(file, code))];

/**
 * A kept file (site-text.yml, the search page) in `language`, named `at`: from the words, where
 * the language has them, else the content's own English (as `file.en.yml` or `file`), given the
 * language switch's words on a site of two. `at` is where its words are after the Publish, and
 * `text` what to write there, if anything.
 */
function keptIn(
  file: string,
  language: Language,
  { two, at, texts }: { two: boolean; at: string; texts: Record<string, string> },
): { at: string; text?: string } {
  const own = keptFileIn(language, file, two);
  if (own) return { at, text: yamlOf(file, own) };
  const from = [`content/${inLanguage(file, language)}`, `content/${file}`].find(
    (path) => texts[path] !== undefined,
  );
  // Not read: the file stays as it is, for both languages.
  if (!from) return { at: `content/${file}` };
  const data = fromYamlFile(yaml, texts[from]!) as Record<string, unknown>;
  const switchWords =
    two && file === 'site-text.yml' && !data.languages ? languagesWordsIn(language) : undefined;
  // Where it is, with all it needs: left as the office last saved it.
  if (from === at && !switchWords) return { at };
  return { at, text: yamlOf(file, { ...data, ...switchWords }) };
}

/**
 * The church's files from `facts`, over `existing` (content/'s paths), removing the sample's:
 * in each of its languages, a file of each name once per language on a site of two
 * (`pages/home.cy.yml`, as the loader reads them), and any other name of them left removed.
 * `texts` are content/'s YAML as it is, for the English the form keeps (keptFiles);
 * `templates` the English words, for the tests.
 */
export function newChurch(
  facts: StartFacts,
  existing: string[],
  samplePaths: string[],
  {
    templates = startWords,
    texts = {},
  }: { templates?: Record<string, unknown>; texts?: Record<string, string> } = {},
): ContentChanges {
  const told = toldOf(facts);
  const languages = languagesOfChoice(facts.languages);
  const named = (file: string, language: Language) =>
    `content/${languages.length > 1 ? inLanguage(file, language) : file}`;
  const write: ContentChanges['write'] = {};
  const kept = new Set<string>();
  let podcastImage = '';
  for (const language of languages) {
    const say = formWords[language];
    const words = written(
      templatesIn(language, templates),
      conditionsOf(told),
      formFillInsOf(told, language),
    ) as Record<string, unknown>;
    // "A warm welcome to St Fillan's, Auchtermuir", not "…, Auchtermuir in Auchtermuir": the town once.
    const fixed: typeof words = facts.name.includes(facts.address.town.trim())
      ? JSON.parse(JSON.stringify(words).replaceAll(say.site.churchInTown, '{church}'))
      : words;
    for (const [file, value] of Object.entries(fixed)) {
      const data = filled(value, factsIn[file]?.(told, say));
      write[named(file, language)] = yamlOf(
        file,
        file === 'church.yml' ? withLanguages(data, languages) : data,
      );
    }
    // One picture for both: the first language's words name it.
    podcastImage ||= (words['pages/sermons.yml'] as { podcast: { image: string } }).podcast.image;
    for (const church of churchFilesOf(told))
      write[named(`churches/${church.slug}.yml`, language)] = toYamlFile(yaml, church);
    for (const file of keptFiles) {
      const { at, text } = keptIn(file, language, {
        two: languages.length > 1,
        at: named(file, language),
        texts,
      });
      kept.add(at);
      if (text !== undefined) write[at] = text;
    }
  }
  const [first] = languages as [Language];
  write[`content/images/${podcastImage}`] = coverPicture(told, formWords[first]);
  // The church's own photos, which the form adds to the same commit, stay.
  const own = new Set(
    [facts.building?.photo, ...facts.leaders.map((leader) => leader.photo)]
      .filter(Boolean)
      .map((photo) => `content/images/${photo}`),
  );
  const shipped = shippedIn(samplePaths);
  // A file written under one name goes from under its others (site-text.yml, once it is
  // site-text.en.yml and site-text.cy.yml).
  const renamed = new Set(
    [...Object.keys(write), ...kept]
      .filter((path) => path.startsWith('content/') && !path.startsWith('content/images/'))
      .flatMap((path) => namesOf(withoutLanguage(path).file)),
  );
  const remove = existing.filter(
    (path) =>
      !(path in write) &&
      !kept.has(path) &&
      ((isItem(path) && shipped.has(path) && !own.has(path)) || renamed.has(path)),
  );
  return {
    write,
    remove,
    message: fillPhrase(formWords[first].publishing.commitMessage, { name: facts.name }),
  };
}
