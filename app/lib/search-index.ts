import { paths } from './paths.ts';

// What the search index holds, for the build that writes it (pagefind-index.ts) and the pages.

/** Where a summary of a notice or a sermon stands in a list; its item is found on its own page. */
export const summarySlots = { notice: 'notice-summary', sermon: 'sermon-summary' } as const;

/**
 * What Pagefind leaves out: words only screen readers hear ("opens in a new tab" makes a poor
 * excerpt), and the summaries in lists (else "harvest" lists / and /news beside the notice itself).
 */
export const unindexedParts = [
  '.sr-only',
  ...Object.values(summarySlots).map((slot) => `[data-slot="${slot}"]`),
];

const archiveLists = [paths.sermonWays.preachers, paths.sermonWays.books, paths.sermonWays.years];

/**
 * Whether a page goes in the index: not search or the 404, nor a list or choice whose every item
 * has a page or is on /groups or the halls page (sermon lists would add hundreds of files).
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
