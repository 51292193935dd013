// The build itself refuses bad content, with the loader's sentence and no stack trace to wade
// through: what a secretary sees when a save in the CMS breaks the site's next build.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';

const work = mkdtempSync(join(tmpdir(), 'content-build-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('npm run build with bad content', () => {
  it('stops, naming the file and the field', () => {
    const dir = join(work, 'content');
    cpSync('content', dir, { recursive: true });
    const church = parse(readFileSync(join(dir, 'church.yml'), 'utf8'));
    church.email = 'not an address';
    writeFileSync(join(dir, 'church.yml'), stringify(church));

    const result = spawnSync('npm', ['run', 'build'], {
      encoding: 'utf8',
      env: { ...process.env, CONTENT_DIR: dir, BUILD_DIR: join(work, 'build/client') },
      timeout: 120_000,
    });
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status).not.toBe(0);
    expect(output).toContain(
      `${join(dir, 'church.yml')}, email: An e-mail address must look like office@example.org`,
    );
  }, 150_000);
});
