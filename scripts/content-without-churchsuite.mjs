// A content folder as a church without ChurchSuite has it: no `churchSuite` in church.yml, no
// ChurchSuite address anywhere. For test/content-copies.ts and build-set.mjs's calendar set.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';

/**
 * A copy's church.yml, changed in place.
 * @param {string} dir @param {(church: Record<string, unknown>) => void} change
 */
function changeChurch(dir, change) {
  const file = join(dir, 'church.yml');
  const church = parse(readFileSync(file, 'utf8'));
  change(church);
  writeFileSync(file, stringify(church));
}

/** @param {string} dir A copy of a content folder, changed in place. */
export function removeChurchSuite(dir) {
  changeChurch(dir, (church) => delete church.churchSuite);
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(yml|md)$/.test(name)) continue;
    const text = readFileSync(join(dir, name), 'utf8');
    const own = text.replace(/https:\/\/[a-z0-9-]+\.churchsuite\.com/g, 'https://www.example.org');
    if (own !== text) writeFileSync(join(dir, name), own);
  }
}

/**
 * The calendar set's church, as the start form writes one: no ChurchSuite, and no date style,
 * so its dates are the British default.
 * @param {string} dir A copy of a content folder, changed in place.
 */
export function asStartFormChurch(dir) {
  removeChurchSuite(dir);
  changeChurch(dir, (church) => delete church.dateStyle);
}
