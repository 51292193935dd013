import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A copy of a test content folder made wholly a church's own: every test set links to the
 * reserved example addresses, plays the sample recording and has sample items and people (for
 * the browser tests' sake), which the sample list names; here they become the church's own.
 * For the tests that an own church's sample list is empty (unit and /admin).
 */
export function makeOwnChurch(dir: string) {
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(ya?ml|md)$/.test(file)) continue;
    const path = join(dir, file);
    writeFileSync(
      path,
      readFileSync(path, 'utf8')
        .replace(/\.example\.org/g, '.org.uk')
        .replace(/\.example\b/g, '')
        .replace(/\/audio\/sample-sermon\.mp3/g, '/audio/our-sermon.mp3')
        .replace(/placeholder: true/g, 'placeholder: false'),
    );
  }
}
