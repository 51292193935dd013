import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { refusedNow } from './admin-plugin.ts';
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
