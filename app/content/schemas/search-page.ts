import { z } from 'zod';
import { cms } from './cms-fields.ts';
import { group, pageMetaSchema, paragraph, words } from './fields.ts';

export const searchPageSchema = z.object({
  meta: pageMetaSchema,
  boxLabel: words('The search box label', 'Search box label'),
  button: words('The search button label', 'Search button'),
  hint: words('The hint under the search box', 'Hint under the box'),
  searching: words('The "Searching…" message', '"Searching…" message'),
  resultsHeading: words('The heading over the results', 'Heading over the results'),
  noResults: words('The message when nothing matches', 'When nothing matches'),
  failed: words('The message when search cannot run', 'When search cannot run'),
  noJavaScript: paragraph(
    'The message when JavaScript is off',
    'When JavaScript is off',
    'Shown to visitors whose browser has JavaScript switched off, above the list of sections.',
  ),
  sectionsHeading: words('The heading over the sections of the site', 'Heading over the sections'),
  filters: group(
    cms(
      'Choosing sermons by preacher or book',
      "Two choices under the search box, which narrow the results to one preacher's sermons or one book's.",
    ),
    {
      preacher: words('The "Preacher" choice’s label', 'Label of the preacher choice'),
      anyPreacher: words('The "Any preacher" choice', '"Any preacher"'),
      book: words('The "Book of the Bible" choice’s label', 'Label of the book choice'),
      anyBook: words('The "Any book" choice', '"Any book"'),
    },
  ),
  kinds: group(cms('Labels for each kind of result'), {
    page: words('The label for a page in the results', 'Page'),
    activity: words('The label for an activity in the results', 'Activity'),
    news: words('The label for a news notice in the results', 'News'),
    sermon: words('The label for a sermon in the results', 'Sermon'),
  }),
});
