import { paths } from './paths.ts';

// What the search index holds, shared by the build that writes it (scripts/postbuild.mjs) and
// the pages it indexes: the one place these rules are written.

/** Where a summary of a notice or a sermon stands in a list; its item is found on its own page. */
export const summarySlots = { notice: 'notice-summary', sermon: 'sermon-summary' } as const;

/**
 * What Pagefind leaves out of each page's main content: words only screen readers hear
 * ("opens in a new tab" makes a poor excerpt), and the summaries in lists (otherwise "harvest"
 * also lists the home page and /news beside the notice itself).
 */
export const unindexedParts = [
  '.sr-only',
  ...Object.values(summarySlots).map((slot) => `[data-slot="${slot}"]`),
];

const archiveLists = [paths.sermonWays.preachers, paths.sermonWays.books, paths.sermonWays.years];

/**
 * Whether the page at this address goes in the index: not the search page or the 404, nor the
 * lists' further pages or the sermons' ways in and their lists, whose every item is found on
 * its own page (ten years of them would add hundreds of index files), nor the groups' choices,
 * whose every group is on /groups, nor each room's page, whose every room is on the halls page (its address given).
 */
export function isIndexed(address: string, hallsPage?: string): boolean {
  return (
    address !== paths.search &&
    address !== '/404' &&
    !address.startsWith(`${paths.groups}/`) &&
    !(hallsPage && address.startsWith(`/${hallsPage}/`)) &&
    !/\/page\/\d+$/.test(address) &&
    !(Object.values(paths.sermonWays) as string[]).includes(address) &&
    !archiveLists.some((list) => address.startsWith(`${list}/`))
  );
}
