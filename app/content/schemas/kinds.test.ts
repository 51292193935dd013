import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { collectionSizes } from '../loading/read.server.ts';
import { collections, contentFolders, routeOf } from './kinds.ts';

describe('the collections', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('are counted by their own folder and file ending, and absent folders as none', () => {
    dir = mkdtempSync(join(tmpdir(), 'kinds-'));
    mkdirSync(join(dir, collections.news.folder));
    writeFileSync(join(dir, collections.news.folder, 'a.md'), '');
    writeFileSync(join(dir, collections.news.folder, 'b.md'), '');
    writeFileSync(join(dir, collections.news.folder, 'notes.txt'), '');
    mkdirSync(join(dir, collections.sermonSeries.folder));
    writeFileSync(join(dir, collections.sermonSeries.folder, 'c.yml'), '');
    writeFileSync(join(dir, collections.sermonSeries.folder, 'd.md'), '');
    const none = Object.fromEntries(Object.keys(collections).map((name) => [name, 0]));
    expect(collectionSizes(dir)).toEqual({ ...none, news: 2, sermonSeries: 1 });
  });

  it('each have a folder of their own, watched by the dev server', () => {
    const folders = Object.values(collections).map((kind) => kind.folder);
    expect(new Set(folders).size).toBe(folders.length);
    for (const folder of folders) expect(contentFolders).toContain(folder);
  });

  it('give each item page an address that is the route of the item, slug for :slug', () => {
    for (const name of ['news', 'sermons', 'sermonSeries'] as const) {
      const route = routeOf(name);
      expect(route.endsWith(':slug')).toBe(true);
      expect(`/${route.replace(':slug', 'harvest')}`).toBe(collections[name].address('harvest'));
    }
  });
});
