import { churchPageSlugs, churchSuiteFeedsIn, hallsSlugIn } from './church-pages.server.ts';
import { collectionSizes, slugsIn } from './read.server.ts';
import { collections } from '../schemas/kinds.ts';
import { isSeveral } from './several.ts';
import { siteLanguagesIn } from './languages.server.ts';

// The content folder's names and counts, read once for the route table and the build's
// constants: a mistake in the content must not stop the dev server that shows it.

export function contentListing(dir: string) {
  return {
    sizes: collectionSizes(dir),
    /** Which ChurchSuite feeds church.yml names: /groups and the halls have pages only then. */
    named: churchSuiteFeedsIn(dir),
    hallsSlug: hallsSlugIn(dir),
    activities: slugsIn(dir, collections.activities),
    churchPages: churchPageSlugs(dir),
    churches: slugsIn(dir, collections.churches),
    /** The site's languages, its default first: a second has every route again under its code. */
    languages: siteLanguagesIn(dir),
  };
}
export type ContentListing = ReturnType<typeof contentListing>;

/**
 * A site of one church ships none of the code for several (the events' choice of church), so its
 * scripts stay as they were: `__SEVERAL_CHURCHES__`.
 */
export const buildConstants = ({
  churches,
  languages,
}: Pick<ContentListing, 'churches' | 'languages'>) => ({
  __SEVERAL_CHURCHES__: JSON.stringify(isSeveral(churches)),
  // A site of one language ships none of the code for two (its links' other addresses).
  __TWO_LANGUAGES__: JSON.stringify(languages.length > 1),
  // A site in English alone ships none of the code that says a page's language (the events'
  // structured data's inLanguage), so its scripts stay as they were.
  __NOT_ENGLISH_ALONE__: JSON.stringify(languages.some((code) => code !== 'en')),
});
