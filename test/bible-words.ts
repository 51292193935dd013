import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { bibleSchema } from '../app/content/schemas/site-text.ts';
import type { BookNames } from '../app/lib/bible-links.ts';

// For tests: the books of the Bible as a words file names them, never the test's own.

/** A words file's `bible`, checked as site-text.yml's is. */
export const bookNamesIn = (file: string): BookNames =>
  bibleSchema.parse((parse(readFileSync(resolve(file), 'utf8')) as { bible: unknown }).bible);

/** The Welsh words a church starts from (app/admin/start/words/cy/site-text.yml). */
export const welshBookNames = () => bookNamesIn('app/admin/start/words/cy/site-text.yml');

/** The English words of the content under test (test/fixtures/content). */
export const englishWordsBookNames = () => bookNamesIn('test/fixtures/content/site-text.yml');
