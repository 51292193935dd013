import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { siteText } from '../app/content/data.ts';
import type { LanguageWords } from '../app/admin/start/words.ts';
import { datesSchema } from '../app/content/schemas/site-text.ts';
import { type DateStyle, type DateWords, dateWordsOf } from '../app/lib/format-date.ts';

// For tests: the words dates are written in, from a content file, never the test's own.

/** The content under test's English words (test/fixtures/content in unit tests), in a style. */
export const englishDates = (dateStyle: DateStyle = 'british'): DateWords =>
  dateWordsOf(siteText.dates, { language: 'en', dateStyle });

/** The Welsh words a church starts from (app/admin/start/words/cy/site-text-dates.yml). */
export const welshWords = parse(
  readFileSync(resolve('app/admin/start/words/cy/site-text-dates.yml'), 'utf8'),
) as LanguageWords & {
  'pages/groups.yml': { count: LanguageWords['bytes'] };
  'pages/sermons.yml': { browse: { count: LanguageWords['bytes'] } };
};

/** Those Welsh words for dates, checked as site-text.yml's are. */
export const welshDates = (): DateWords =>
  dateWordsOf(datesSchema.parse(welshWords.dates), { language: 'cy', dateStyle: 'british' });
