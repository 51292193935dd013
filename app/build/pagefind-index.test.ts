import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pagefindFolder } from '../lib/built-files.js';
import { writeSearchIndex } from './pagefind-index';

describe('the search step, on a built folder', () => {
  const client = mkdtempSync(join(tmpdir(), 'pagefind-'));
  afterAll(() => rmSync(client, { recursive: true, force: true }));
  const page = (name: string, words: string) => {
    const file = join(client, name);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(
      file,
      `<html lang="en"><body><header>Menu</header><main><h1>${words}</h1><p>${words} for everyone.</p></main></body></html>`,
    );
    return file;
  };

  it('indexes the pages search keeps, at their addresses, and drops Pagefind’s own interfaces', async () => {
    const files = [
      page('index.html', 'Harvest supper'),
      page('about-us.html', 'Kirk Session'),
      page('search.html', 'Search'),
      page('halls/main-hall.html', 'Main hall'),
    ];
    expect(await writeSearchIndex(client, files, 'halls')).toBe('a search index of 2');
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
