import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir, writeFiles } from '../../test/temp-dir.ts';
import { flatName, flattenPages, notFoundPage } from './flat-pages.ts';

it('flatName moves a page out of its folder, so the host serves it at its address with no redirect', () => {
  const names = {
    'about-us/index.html': 'about-us.html',
    'activities/the-ark/index.html': 'activities/the-ark.html',
    'index.html': 'index.html',
    '404.html': '404.html',
  };
  for (const [page, flat] of Object.entries(names)) expect(flatName(page)).toBe(flat);
});

describe('the pages’ files, on pages as React Router writes them', () => {
  const page = readFileSync(
    join(
      'scripts/fixtures',
      readdirSync('scripts/fixtures').find((name) => /^react-router-.*-page\.html$/.test(name))!,
    ),
    'utf8',
  );
  const work = tempDir('flat-pages-');

  it('makes /404 the host’s 404.html, drops the SPA fallback and gives each page its own name', async () => {
    const built = [
      'index.html',
      '404/index.html',
      'about-us/index.html',
      'activities/index.html',
      'activities/the-ark/index.html',
      'admin/index.html',
      '__spa-fallback.html',
    ];
    writeFiles(work, Object.fromEntries(built.map((file) => [file, page])));
    expect(await notFoundPage(work)).toBe('404.html');
    const pages = (await flattenPages(work)).map((file) => relative(work, file)).sort();
    expect(pages).toEqual([
      '404.html',
      'about-us.html',
      'activities.html',
      'activities/the-ark.html',
      'index.html',
    ]);
    expect(existsSync(join(work, '__spa-fallback.html'))).toBe(false);
    expect(existsSync(join(work, 'about-us'))).toBe(false);
    // The CMS's page is its own: left where it is.
    expect(readFileSync(join(work, 'admin/index.html'), 'utf8')).toBe(page);
    expect(readFileSync(join(work, 'about-us.html'), 'utf8')).toBe(page);
  });
});
