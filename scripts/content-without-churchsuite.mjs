// A content folder as a church without ChurchSuite has it: no `churchSuite` in church.yml, no
// ChurchSuite address anywhere. For test/content-copies.ts and build-set.mjs's calendar set.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';

/** @param {string} dir A copy of a content folder, changed in place. */
export function removeChurchSuite(dir) {
  const file = join(dir, 'church.yml');
  const church = parse(readFileSync(file, 'utf8'));
  delete church.churchSuite;
  writeFileSync(file, stringify(church));
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(yml|md)$/.test(name)) continue;
    const text = readFileSync(join(dir, name), 'utf8');
    const own = text.replace(/https:\/\/[a-z0-9-]+\.churchsuite\.com/g, 'https://www.example.org');
    if (own !== text) writeFileSync(join(dir, name), own);
  }
}
