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
import { dirname, join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { flatName, flattenPages, notFoundPage } from './flat-pages';

describe('flatName', () => {
  it('moves a page out of its folder, so the host serves it at its address with no redirect', () => {
    expect(flatName('about-us/index.html')).toBe('about-us.html');
    expect(flatName('activities/the-ark/index.html')).toBe('activities/the-ark.html');
    expect(flatName('index.html')).toBe('index.html');
    expect(flatName('404.html')).toBe('404.html');
  });
});

describe('the pages’ files, on pages as React Router writes them', () => {
  const page = readFileSync(
    join(
      'scripts/fixtures',
      readdirSync('scripts/fixtures').find((name) => /^react-router-.*-page\.html$/.test(name))!,
    ),
    'utf8',
  );
  const work = mkdtempSync(join(tmpdir(), 'flat-pages-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('makes /404 the host’s 404.html, drops the SPA fallback and gives each page its own name', async () => {
    for (const file of [
      'index.html',
      '404/index.html',
      'about-us/index.html',
      'activities/index.html',
      'activities/the-ark/index.html',
      'admin/index.html',
    ]) {
      mkdirSync(dirname(join(work, file)), { recursive: true });
      writeFileSync(join(work, file), page);
    }
    writeFileSync(join(work, '__spa-fallback.html'), page);
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
