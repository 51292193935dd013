import { churchPageSlugs, churchSuiteFeedsIn, hallsSlugIn } from './church-pages.server.ts';
import { collectionSizes, slugsIn } from './read.server.ts';
import { collections } from '../schemas/kinds.ts';
import { isSeveral } from './several.ts';

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
  };
}
export type ContentListing = ReturnType<typeof contentListing>;

/**
 * A site of one church ships none of the code for several (the events' choice of church), so its
 * scripts stay as they were: `__SEVERAL_CHURCHES__`.
 */
export const buildConstants = ({ churches }: Pick<ContentListing, 'churches'>) => ({
  __SEVERAL_CHURCHES__: JSON.stringify(isSeveral(churches)),
});
