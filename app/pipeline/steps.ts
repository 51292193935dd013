// The build's steps around React's render, in order. `npm run build` is `react-router build`:
// Vite's plugins (vite.config.ts) run with it; react-router.config.ts calls `beforeRender` to list
// the pages and `afterRender` once they are written.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  contentDir,
  type Content,
  type ContentInLanguages,
} from '../content/loading/load.server.ts';
import { checklistText } from '../content/loading/placeholders.server.ts';
import { adminFolder } from '../lib/built-files.js';
import { absoluteUrl } from '../lib/site-url.ts';
import { languageNames, languagesOf } from '../lib/languages.ts';
import { writeCalendar } from './calendar.ts';
import { readFeeds } from '../feeds/snapshots.server.ts';
import { flattenPages, notFoundPage } from './flat-pages.ts';
import { drawIcons } from './icon-sprite.ts';
import { moveWaitingProps } from './waiting-island-props.ts';
import { writeHeaders } from './headers.ts';
import { writeNewsAndPodcasts } from './news-and-podcasts.ts';
import { checkPageScripts } from './page-scripts.ts';
import { pagesToPrerender } from './pages.ts';
import { writeSearchIndex } from './pagefind-index.ts';
import { ShortLinksError, writeShortLinks } from './short-links.ts';
import { inlineSpeculationRules } from './speculation-rules.ts';
import { writeSitemap } from './sitemap.ts';
import { leaveOutUnlinkedFiles } from './unlinked-files.ts';
import { noteUnplacedEvents } from './unplaced-events.ts';

/** Before React renders: read every feed once, then list the pages to prerender. */
export async function beforeRender(content: Content, routePaths: string[]) {
  const snapshots = await readFeeds(content.church, {
    typed: content.typedEvents,
    places: content.several?.places,
  });
  return pagesToPrerender(content, snapshots, routePaths);
}

/** After React has written the pages into `client`: each step, one after another, with the content the build checked when it started. */
export async function afterRender(client: string, content: ContentInLanguages) {
  const url = (path: string) => absoluteUrl(content.church.siteUrl, path);
  const notFound = await notFoundPage(client);
  const scripts = await checkPageScripts(client);
  const files = await flattenPages(client);
  const rulesHash = await inlineSpeculationRules(files, scripts.islandAddresses);
  const done = [
    `${files.length} pages, ${scripts.islandAddresses.length} with islands (${scripts.islandAddresses.join(', ')})`,
    notFound,
    'speculation rules in every page',
    await drawIcons(files),
    await moveWaitingProps(client, files),
    await writeSearchIndex(client, files, {
      hallsPage: content.hallsPage.slug,
      languages: languagesOf(content.church),
    }),
    await writeHeaders(client, content, [...scripts.firstPaintHashes, rulesHash]),
    await writeSitemap(client, content),
    await writeNewsAndPodcasts(client, content),
    await writeCalendar(client, content),
    // Last, once every file is written: a short address may hide none of them.
    await writeShortLinks(content.shortLinks, { client, addressOf: url }),
    // Once every page, feed and rule that could link to a file is written.
    await leaveOutUnlinkedFiles(client),
  ];
  console.log(`build: ${done.join('; ')}`);
  // A site of two languages: the pages shown in the default's words, the second's not yet written.
  for (const translation of Object.values(content.translations)) {
    const { language, untranslated } = translation;
    console.log(
      untranslated.length > 0
        ? `\nNot yet in ${languageNames[language]} (shown in ${languageNames[content.language]} until written): ${untranslated.join(', ')}`
        : `\nEvery page is written in ${languageNames[language]}.`,
    );
  }
  // A site of several churches: the feed's events of this month that name none of them.
  const unplaced = await noteUnplacedEvents(client, content);
  if (unplaced) console.log(`\n${unplaced}`);
  // The list /admin shows (admin/build.json), in the build's log, where Cloudflare shows it.
  const built = JSON.parse(await readFile(join(client, adminFolder, 'build.json'), 'utf8')) as {
    samples?: string[];
  };
  console.log(
    `\n${checklistText(built.samples ?? [], contentDir()) ?? 'Nothing of the sample church is left on the site: everything on it is your own.'}\n`,
  );
}

/** A refusal the office can act on is printed alone, without a stack trace. */
export async function runAfterRender(client: string, content: ContentInLanguages) {
  try {
    await afterRender(client, content);
  } catch (error) {
    if (!(error instanceof ShortLinksError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
