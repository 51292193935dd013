import * as yaml from 'yaml';
import { toYamlFile } from '../cms/admin/cms-yaml.ts';
import type { ContentChanges, StartFacts } from './facts.ts';
import * as words from './church-words.ts';

// One Publish of the start form (issue 71): the sample church's people, items and pictures go,
// and the pages it wrote are written afresh from the church's facts (church-words.ts). Pure,
// for /admin's browser as for the tests: it knows the repository's content/ only by its paths.

/** The folders whose every file is the sample's: its items, pictures and files. */
const sampleFolders = [
  'activities',
  'events',
  'news',
  'sermons',
  'sermon-series',
  'transcripts',
  'files',
  'images',
  'church-pages',
];

/** Each file written, by its path under content/, from the words for it. */
const pages = {
  'church.yml': words.church,
  'site-notice.yml': words.siteNotice,
  'short-links.yml': words.shortLinks,
  'navigation.yml': words.navigation,
  'pages/events.yml': words.events,
  'pages/news.yml': words.news,
  'pages/home.yml': words.home,
  'pages/about-us.yml': words.aboutUs,
  'pages/get-involved.yml': words.getInvolved,
  'pages/giving.yml': words.giving,
  'pages/groups.yml': words.groups,
  'pages/halls.yml': words.halls,
  'pages/privacy-policy.yml': words.privacyPolicy,
  'pages/sermons.yml': words.sermons,
  'church-pages/visit.yml': words.visit,
  'church-pages/safeguarding.yml': words.safeguarding,
  'church-pages/accessibility.yml': words.accessibility,
} satisfies Record<string, (told: words.Told) => unknown>;

/** "A Baptist church…" as the end of "We are …": a capital article made small. */
const asSentenceEnd = (tradition: string) =>
  tradition.trim().replace(/^(A|An|The)\b/, (article) => article.toLowerCase());

export function newChurch(facts: StartFacts, existing: string[]): ContentChanges {
  const told: words.Told = {
    facts,
    churchSuite: facts.events.from === 'churchsuite',
    tradition: asSentenceEnd(facts.tradition),
    ...(facts.building && { photo: { src: facts.building.photo, alt: facts.building.alt } }),
    today: new Date().toISOString().slice(0, 10),
  };
  const write: ContentChanges['write'] = Object.fromEntries(
    Object.entries(pages).map(([file, page]) => [`content/${file}`, toYamlFile(yaml, page(told))]),
  );
  write[`content/images/${words.podcastCover}`] = words.coverPicture(told);
  // The church's own photos, which the form adds to the same commit, stay.
  const own = new Set(
    [facts.building?.photo, ...facts.leaders.map((leader) => leader.photo)]
      .filter(Boolean)
      .map((photo) => `content/images/${photo}`),
  );
  const remove = existing.filter(
    (path) =>
      !(path in write) &&
      !own.has(path) &&
      sampleFolders.some((folder) => path.startsWith(`content/${folder}/`)),
  );
  return { write, remove, message: `Start the website for ${facts.name}` };
}
