import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { refusedNow, twoLanguageConfig } from './admin-plugin.ts';
import { parse } from 'yaml';
import { cmsBackend } from '../content/cms/cms-config.ts';
import { contentMistakes } from './content-plugin.ts';

// The local status asks what the site refuses just after a save, often before the dev server's
// watcher has checked the files again: the answer must be of the files as they are.

let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe('what the site on this computer refuses', () => {
  it('is of the files as they are now, not the last check before a save', () => {
    dir = mkdtempSync(join(tmpdir(), 'refused-now-'));
    cpSync('test/fixtures/content', dir, { recursive: true });
    expect(contentMistakes(dir)).toEqual([]);
    expect(refusedNow(dir)).toEqual([]);
    // A save the watcher has not seen yet.
    writeFileSync(join(dir, 'church.yml'), 'name: [\n');
    expect(contentMistakes(dir)).toEqual([]);
    expect(refusedNow(dir)).toEqual([
      expect.objectContaining({ file: 'content/church.yml', sentence: expect.any(String) }),
    ]);
  });
});

describe("/admin's settings for the content being built", () => {
  it('are Decap with i18n for a site of two languages, Welsh first', () => {
    const text = twoLanguageConfig('test/fixtures/content-bilingual', { backend: cmsBackend });
    expect(text).toBeDefined();
    const config = parse(text!) as {
      i18n: unknown;
      collections: { name: string; i18n?: unknown; files?: { file: string }[] }[];
    };
    expect(config.i18n).toEqual({
      structure: 'multiple_files',
      locales: ['cy', 'en'],
      default_locale: 'cy',
    });
    expect(config.collections.find((c) => c.name === 'news')?.i18n).toBe(true);
    const files = config.collections.flatMap((c) => c.files ?? []).map((f) => f.file);
    expect(files).toContain('content/church.cy.yml');
    expect(files).toContain('content/pages/home.en.yml');
  });

  it("are public/admin/config.yml's for a site of one language, Welsh or English", () => {
    expect(twoLanguageConfig('test/fixtures/content')).toBeUndefined();
    expect(twoLanguageConfig('test/fixtures/content-cy')).toBeUndefined();
  });
});
