import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir, writeFiles } from '../../test/temp-dir.ts';
import { pagefindFolder } from '../lib/built-files.js';
import { writeSearchIndex } from './pagefind-index.ts';

describe('the search step, on a built folder', () => {
  const client = tempDir('pagefind-');
  const page = (words: string) =>
    `<html lang="en"><body><header>Menu</header><main><h1>${words}</h1><p>${words} for everyone.</p></main></body></html>`;

  it('indexes the pages search keeps, at their addresses, and drops Pagefind’s own interfaces', async () => {
    const files = writeFiles(client, {
      'index.html': page('Harvest supper'),
      'about-us.html': page('Kirk Session'),
      'search.html': page('Search'),
      'halls/main-hall.html': page('Main hall'),
    });
    expect(await writeSearchIndex(client, files, { hallsPage: 'halls', languages: ['en'] })).toBe(
      'a search index of 2',
    );
    const folder = join(client, pagefindFolder);
    const entry = JSON.parse(readFileSync(join(folder, 'pagefind-entry.json'), 'utf8'));
    expect(entry.languages.en.page_count).toBe(2);
    expect(existsSync(join(folder, 'pagefind.js'))).toBe(true);
    expect(
      readdirSync(folder).filter((name) =>
        /^pagefind-(component-ui|modular-ui|ui|highlight)\./.test(name),
      ),
    ).toEqual([]);
  });
});
