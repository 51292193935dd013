import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { loadContent } from '../app/content/loading/load';

// A church of its own without ChurchSuite, for the unit tests and the CMS tests alike (no
// Vitest here: Playwright imports it too).

/**
 * A copy as a church without ChurchSuite would have it: no `churchSuite` in church.yml, and no
 * ChurchSuite address of its own anywhere (its giving button and forms are elsewhere).
 */
export function withoutChurchSuite(dir: string) {
  const churchFile = join(dir, 'church.yml');
  const { churchSuite: _, ...church } = parse(readFileSync(churchFile, 'utf8')) as object & {
    churchSuite?: unknown;
  };
  writeFileSync(churchFile, stringify(church));
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(yml|md)$/.test(file)) continue;
    const text = readFileSync(join(dir, file), 'utf8');
    const own = text.replace(/https:\/\/[a-z0-9-]+\.churchsuite\.com/g, 'https://www.example.org');
    if (own !== text) writeFileSync(join(dir, file), own);
  }
  return loadContent(dir);
}
