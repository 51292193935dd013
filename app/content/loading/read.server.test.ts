import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { collections } from '../schemas/kinds.ts';
import { readContent, readFile, slugsIn } from './read.server.ts';

// Reading alone: files to values, with their texts; nothing is checked against a schema.

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A content folder of its own, from file names and texts. */
function folderOf(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'read-'));
  folders.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

const shown = (file: string) => file;

describe('readFile', () => {
  it('reads YAML, keeping the text', () => {
    const dir = folderOf({ 'a.yml': 'name: Ark\nage: 3\n' });
    expect(readFile(dir, 'a.yml', shown)).toEqual({
      raw: { file: 'a.yml', text: 'name: Ark\nage: 3\n', data: { name: 'Ark', age: 3 } },
    });
  });

  it("reads a Markdown file's facts, with its words as the body", () => {
    const dir = folderOf({ 'news/a.md': '---\ntitle: Hello\n---\nSome *words*.\n' });
    expect(readFile(dir, 'news/a.md', shown).raw.data).toEqual({
      title: 'Hello',
      body: 'Some *words*.\n',
    });
  });

  it('names a missing file, YAML that cannot be read (with its line), and loose Markdown', () => {
    const dir = folderOf({
      'bad.yml': 'a: 1\n  b: [2\n',
      'news/bad.md': '---\ntitle: [x\n---\nWords',
      'news/loose.md': 'Just words.',
    });
    expect(readFile(dir, 'none.yml', shown)).toEqual({
      raw: { file: 'none.yml', text: '', data: undefined },
      problem: { sentence: '- none.yml: the file is missing', file: 'none.yml' },
    });
    expect(readFile(dir, 'bad.yml', shown).problem?.sentence).toMatch(
      /^- bad\.yml \(line \d+\): the file is not valid YAML: /,
    );
    expect(readFile(dir, 'news/bad.md', shown).problem?.sentence).toMatch(
      /^- news\/bad\.md \(line \d+\): the file's details are not valid YAML: /,
    );
    expect(readFile(dir, 'news/loose.md', shown)).toMatchObject({
      raw: { text: 'Just words.', data: undefined },
      problem: {
        sentence:
          '- news/loose.md: the file must start with its details between two lines of three dashes (---), then its text',
      },
    });
  });
});

describe('readContent', () => {
  it('reads the settings named and each collection in file order, and every problem', () => {
    const dir = folderOf({
      'church.yml': 'name: Ours\n',
      'sermon-series/b.yml': 'slug: b\n',
      'sermon-series/a.yaml': 'slug: a\n',
      'sermon-series/notes.txt': 'not content',
      'news/x.md': '---\nslug: x\n---\nHi\n',
    });
    const raw = readContent(dir, ['church.yml', 'pages/home.yml']);
    expect(raw.settings.get('church.yml')?.data).toEqual({ name: 'Ours' });
    expect(raw.items.sermonSeries.map(({ file, stem }) => [file, stem])).toEqual([
      ['sermon-series/a.yaml', 'a'],
      ['sermon-series/b.yml', 'b'],
    ]);
    expect(raw.items.news).toEqual([
      {
        file: 'news/x.md',
        stem: 'x',
        text: '---\nslug: x\n---\nHi\n',
        data: { slug: 'x', body: 'Hi\n' },
      },
    ]);
    expect(raw.items.activities).toEqual([]);
    expect(raw.problems.map((problem) => problem.sentence)).toEqual([
      `- ${join(dir, 'pages/home.yml')}: the file is missing`,
    ]);
  });
});

describe('slugsIn', () => {
  it('gives each well-formed address once, skipping files that cannot be read', () => {
    const slugs = ['the-ark', 'the-ark', 'Not An Address', '[broken', 'dorcas'];
    const files = slugs.map((slug, i) => [`activities/${i}.yml`, `slug: ${slug}\n`]);
    expect(slugsIn(folderOf(Object.fromEntries(files)), collections.activities)).toEqual([
      'the-ark',
      'dorcas',
    ]);
  });
});
