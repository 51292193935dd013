import { z } from 'zod';
import { cms } from '../cms/cms-fields.ts';
import { pageMetaSchema, paragraph, text } from './fields.ts';

/** The search page's words (content/pages/search.yml). */
export const searchPageSchema = z.object({
  meta: pageMetaSchema,
  boxLabel: text('The search box label')
    .describe('e.g. Search for')
    .meta(cms('Search box label')),
  button: text('The search button label').meta(cms('Search button')),
  hint: text('The hint under the search box').meta(cms('Hint under the box')),
  searching: text('The "Searching…" message').meta(cms('"Searching…" message')),
  resultsHeading: text('The heading over the results').meta(cms('Heading over the results')),
  noResults: text('The message when nothing matches').meta(cms('When nothing matches')),
  failed: text('The message when search cannot run').meta(cms('When search cannot run')),
  noJavaScript: paragraph('The message when JavaScript is off', 'When JavaScript is off', 'Shown to visitors whose browser has JavaScript switched off, above the list of sections.'),
  sectionsHeading: text('The heading over the sections of the site').meta(
    cms('Heading over the sections'),
  ),
  filters: z
    .object({
      preacher: text('The "Preacher" choice’s label').meta(cms('Label of the preacher choice')),
      anyPreacher: text('The "Any preacher" choice').meta(cms('"Any preacher"')),
      book: text('The "Book of the Bible" choice’s label').meta(cms('Label of the book choice')),
      anyBook: text('The "Any book" choice').meta(cms('"Any book"')),
    })
    .meta(
      cms(
        'Choosing sermons by preacher or book',
        "Two choices under the search box, which narrow the results to one preacher's sermons or one book's.",
      ),
    ),
  kinds: z
    .object({
      page: text('The label for a page in the results').meta(cms('Page')),
      activity: text('The label for an activity in the results').meta(cms('Activity')),
      news: text('The label for a news notice in the results').meta(cms('News')),
      sermon: text('The label for a sermon in the results').meta(cms('Sermon')),
    })
    .meta(cms('Labels for each kind of result')),
});
