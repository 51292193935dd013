import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as yaml from 'yaml';
import { fromYamlFile, toYamlFile } from '../../public/admin/cms-yaml.js';
import { cmsFieldOrder, filesOutOfForm } from '../../scripts/format-content.mjs';

// The content files are kept exactly as the CMS saves them (public/admin/cms-yaml.js), so a
// change made in the CMS is a diff of the lines it changes, and no guidance hides in comments.

const order = cmsFieldOrder();
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the YAML content files', () => {
  it.each(['content', 'test/fixtures/content'])('%s: each is as the CMS saves it', (dir) => {
    const out = filesOutOfForm(dir, order).map(({ path }) => path);
    expect(out, 'run `npm run format` to write them so').toEqual([]);
  });

  it('a file with a comment, or its fields out of order, is not', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cms-yaml-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'church.yml'), '# Guidance the CMS would drop\nname: A church\n');
    writeFileSync(join(dir, 'site-notice.yml'), 'until: 2030-01-01T10:00\nenabled: false\n');
    expect(filesOutOfForm(dir, order).map(({ formed }) => formed)).toEqual([
      'name: A church\n',
      'enabled: false\nuntil: 2030-01-01T10:00\n',
    ]);
  });

  it('changing one value in the CMS changes one line of the file, however long the lines', () => {
    const text = readFileSync('content/church.yml', 'utf8');
    const data = fromYamlFile(yaml, text) as { name: string };
    data.name = `${data.name} and a name long enough to have been wrapped at eighty characters before`;
    const saved: string = toYamlFile(yaml, data, order.get('content/church.yml'));
    const [before, after] = [text.split('\n'), saved.split('\n')];
    expect(after).toHaveLength(before.length);
    expect(after.filter((line, index) => line !== before[index])).toEqual([
      `name: ${data.name}`,
    ]);
  });
});
