import files from 'virtual:admin-words';
import type { BuildFacts } from './shared/build-facts.ts';
import { speak } from './shared/words.ts';

// /admin speaks the site's first language: church.yml's `language`, which the build tells
// /admin (build.json's `languages`, admin-plugin.ts), chooses words/<language>/admin.yml. Both
// files are in admin.js (a few kilobytes), so a church that changes its language needs no
// other build of /admin's scripts. Decap's own words stay Decap's English.

/** Speaks the language the build's facts name first; English when they cannot be read. */
export const speakSiteLanguage = (facts: BuildFacts | undefined) =>
  speak(files, facts?.languages?.[0]);
