// The build's step for search: Pagefind's index, which only the search page fetches.
import { readdir, readFile, rm } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import * as pagefind from 'pagefind';
import { addressOf, pagefindFolder } from '../lib/built-files.js';
import type { Language } from '../lib/languages.ts';
import { isIndexed, unindexedParts } from '../lib/search-index.ts';

export const searchPage = 'search.html';
/** Pagefind's own search interfaces, which the site does not use (it has its own). */
const pagefindUi = /^pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)$/;

/** Indexes each page at the address the host serves it at, but those search leaves out. */
export async function writeSearchIndex(
  client: string,
  files: string[],
  { hallsPage, languages }: { hallsPage: string; languages: Language[] },
) {
  const { index, errors } = await pagefind.createIndex({
    rootSelector: 'main',
    excludeSelectors: unindexedParts,
    // One language: its own, whatever a page says; two: each page's own lang, an index each.
    ...(languages.length === 1 && { forceLanguage: languages[0] }),
  });
  if (!index) throw new Error(`build: Pagefind could not start: ${errors.join('; ')}`);
  let pages = 0;
  for (const file of files) {
    const url = addressOf(relative(client, file).split(sep).join('/'));
    if (!isIndexed(url, hallsPage)) continue;
    const added = await index.addHTMLFile({ url, content: await readFile(file, 'utf8') });
    if (added.errors.length > 0) throw new Error(`build: Pagefind: ${added.errors.join('; ')}`);
    pages += 1;
  }
  const written = await index.writeFiles({ outputPath: join(client, pagefindFolder) });
  if (written.errors.length > 0) throw new Error(`build: Pagefind: ${written.errors.join('; ')}`);
  await pagefind.close();
  for (const file of await readdir(join(client, pagefindFolder))) {
    if (pagefindUi.test(file)) await rm(join(client, pagefindFolder, file));
  }
  return `a search index of ${pages}`;
}
