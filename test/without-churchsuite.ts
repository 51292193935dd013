import { loadContent } from '../app/content/loading/load.server.ts';
import { removeChurchSuite } from '../scripts/content-without-churchsuite.mjs';

// A church of its own without ChurchSuite, for the unit tests and the CMS tests alike (no
// Vitest here: Playwright imports it too).

/** A copy made into a church without ChurchSuite (removeChurchSuite), loaded as the build would. */
export function withoutChurchSuite(dir: string) {
  removeChurchSuite(dir);
  return loadContent(dir);
}
