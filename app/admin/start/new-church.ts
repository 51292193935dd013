import * as yaml from 'yaml';
import { toYamlFile } from '../../content/yaml.ts';
import type { ContentChanges } from '../shared/commit.ts';
import type { StartFacts } from './facts.ts';
import {
  churchFilesOf,
  conditionsOf,
  coverPicture,
  factsIn,
  formFillInsOf,
  type Told,
} from './church-words.ts';
import { startWords, written } from './words.ts';

// One Publish of the start form (issue 71): the sample church's people, items and pictures go
// (the files it shipped, never the church's own: issue 79), and the pages it wrote are written
// afresh from the church's facts (church-words.ts) in its words (words/). Pure, for /admin's browser as for the
// tests: it knows the repository's content/ only by its paths.

/** The folders of the sample's items, pictures and files, each with what one of its files is. */
const itemFolders: Record<string, [one: string, many: string]> = {
  activities: ['activity', 'activities'],
  events: ['event', 'events'],
  news: ['news item', 'news items'],
  sermons: ['sermon', 'sermons'],
  'sermon-series': ['sermon series', 'sermon series'],
  transcripts: ['transcript', 'transcripts'],
  files: ['file', 'files'],
  images: ['picture', 'pictures'],
  churches: ['church', 'churches'],
  'church-pages': ['page', 'pages'],
};
const folderOf = (path: string) => /^content\/([^/]+)\//.exec(path)?.[1] ?? '';
// Not a folder's keeper (.gitkeep): no entry, and not the sample's record either.
const isItem = (path: string) =>
  Object.hasOwn(itemFolders, folderOf(path)) && !/\/\.[^/]*$/.test(path);

const shippedIn = (samplePaths: string[]) => new Set(samplePaths.map((path) => `content/${path}`));

/** The church's own items, pictures and files: not the shipped sample's (sample-church.json). */
export const ownItems = (existing: string[], samplePaths: string[]) => {
  const shipped = shippedIn(samplePaths);
  return existing.filter((path) => isItem(path) && !shipped.has(path));
};

/** "Your 3 sermons and 1 news item stay.", or nothing when the church has none of its own. */
export function staying(own: string[]): string {
  const counts = Object.entries(itemFolders).flatMap(([folder, [one, many]]) => {
    const count = own.filter((path) => folderOf(path) === folder).length;
    return count === 0 ? [] : [`${count} ${count === 1 ? one : many}`];
  });
  if (counts.length === 0) return '';
  const list = new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(counts);
  return `Your ${list} stay${own.length === 1 ? 's' : ''}: the form removes only the sample’s own.`;
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

/** The church's files from `facts`, over `existing` (content/'s paths), removing the sample's. */
export function newChurch(
  facts: StartFacts,
  existing: string[],
  samplePaths: string[],
  templates = startWords,
): ContentChanges {
  const told = toldOf(facts);
  const words = written(templates, conditionsOf(told), formFillInsOf(told)) as Record<
    string,
    unknown
  >;
  // "A warm welcome to St Fillan's, Auchtermuir", not "…, Auchtermuir in Auchtermuir": the town once.
  const fixed: typeof words = facts.name.includes(facts.address.town.trim())
    ? JSON.parse(JSON.stringify(words).replaceAll('{church} in {town}', '{church}'))
    : words;
  const write: ContentChanges['write'] = Object.fromEntries(
    Object.entries(fixed).map(([file, fixed]) => [
      `content/${file}`,
      toYamlFile(yaml, filled(fixed, factsIn[file]?.(told))),
    ]),
  );
  for (const church of churchFilesOf(told))
    write[`content/churches/${church.slug}.yml`] = toYamlFile(yaml, church);
  const sermons = words['pages/sermons.yml'] as { podcast: { image: string } };
  write[`content/images/${sermons.podcast.image}`] = coverPicture(told);
  // The church's own photos, which the form adds to the same commit, stay.
  const own = new Set(
    [facts.building?.photo, ...facts.leaders.map((leader) => leader.photo)]
      .filter(Boolean)
      .map((photo) => `content/images/${photo}`),
  );
  const shipped = shippedIn(samplePaths);
  const remove = existing.filter(
    (path) => isItem(path) && shipped.has(path) && !(path in write) && !own.has(path),
  );
  return { write, remove, message: `Start the website for ${facts.name}` };
}
