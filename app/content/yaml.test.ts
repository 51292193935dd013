import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as yaml from 'yaml';
import { fromFrontMatterFile, fromYamlFile, toFrontMatterFile, toYamlFile } from './yaml.ts';
import { cmsFieldOrder, filesOutOfForm } from '../../scripts/format-content.mjs';
import { formats as registered } from '../admin/yaml-format.ts';

// The content files are kept exactly as the CMS saves them (content/yaml.ts), so a
// change made in the CMS is a diff of the lines it changes, and no guidance hides in comments.

const order = cmsFieldOrder();
/** The lines of `after` that are not in `before` at the same place. */
const changedLines = (before: string, after: string) => {
  const old = before.split('\n');
  return after.split('\n').filter((line, index) => line !== old[index]);
};
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
    expect(after.filter((line, index) => line !== before[index])).toEqual([`name: ${data.name}`]);
  });

  it('a change deep in a file, its keys shuffled as Decap keeps them, is still one line', () => {
    // Every YAML file the CMS edits, each value's keys reversed at every depth (Decap's maps
    // lose an object's order past eight keys), then its first text changed.
    const reversed = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reversed)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([k, v]) => [k, reversed(v)]),
            )
          : value;
    const files = [...order.keys()].filter((file) => file.endsWith('.yml'));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const lines = text.split('\n');
      const index = lines.findIndex((line) => /^\s+[a-zA-Z]+: [A-Z][a-z]/.test(line));
      if (index === -1) continue;
      const changed = `${lines[index]} (changed)`;
      const data = fromYamlFile(
        yaml,
        [...lines.slice(0, index), changed, ...lines.slice(index + 1)].join('\n'),
      );
      const saved = toYamlFile(yaml, reversed(data), order.get(file));
      expect(changedLines(text, saved), file).toEqual([changed]);
    }
  });
});

/** Every Markdown file of the content folders ("content/news/harvest-thank-you.md"). */
const markdownFiles = ['content', 'test/fixtures/content'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => join(dir, file)),
);
/** The notices and sermons among them, as the CMS edits them (front matter, then text). */
const entryFiles = markdownFiles.filter((file) => /\/(news|sermons)\//.test(file));
/** The CMS's fields of a notice or sermon, in order. */
const fieldsOf = (file: string) =>
  order.get(file.includes('/news/') ? 'content/news' : 'content/sermons');

type Entry = Record<string, unknown> & { title: string; summary: string; body?: string };
/** The text after the front matter's closing "---" line. */
const textAfterFrontMatter = (file: string) => file.slice(file.indexOf('\n---\n', 3) + 5);

describe('the Markdown files (news, sermons), as the CMS saves them (frontmatter-as-written)', () => {
  it('there are notices and sermons to check, some with front-matter lines over 80 characters', () => {
    expect(entryFiles.filter((file) => file.includes('/news/')).length).toBeGreaterThan(0);
    expect(entryFiles.filter((file) => file.includes('/sermons/')).length).toBeGreaterThan(0);
    const long = entryFiles.filter((file) =>
      readFileSync(file, 'utf8')
        .split('\n---\n')[0]!
        .split('\n')
        .some((line) => line.length > 80),
    );
    expect(long.length).toBeGreaterThan(0);
  });

  it.each(markdownFiles)('%s is unchanged by reading and saving it', (file) => {
    const text = readFileSync(file, 'utf8');
    expect(toFrontMatterFile(yaml, fromFrontMatterFile(yaml, text), fieldsOf(file))).toBe(text);
  });

  it.each(entryFiles)(
    '%s: changing one field changes its one line, and the text is kept',
    (file) => {
      const text = readFileSync(file, 'utf8');
      const before = text.split('\n');
      const body = textAfterFrontMatter(text);
      const saved = (change: (data: Entry) => void) => {
        const data = fromFrontMatterFile(yaml, text) as Entry;
        expect(data.body ?? '').toBe(body);
        change(data);
        return toFrontMatterFile(yaml, data, fieldsOf(file));
      };
      const title =
        'A title long enough that Decap would have wrapped it at eighty characters, as it did';
      const summary = `${'A summary of more than eighty characters '.repeat(3)}in one line`;
      for (const [after, line] of [
        [saved((data) => (data.title = title)), `title: ${title}`],
        [saved((data) => (data.summary = summary)), `summary: ${summary}`],
      ] as const) {
        expect(after.split('\n')).toHaveLength(before.length);
        expect(changedLines(text, after)).toEqual([line]);
        expect(textAfterFrontMatter(after)).toBe(body);
      }
    },
  );

  // Decap's own front-matter formats (decap-cms-core's formats/frontmatter.ts, gray-matter,
  // and the line end its backend adds): the text after the closing "---" line, as it is.
  it.each([
    ['Words.\n', 'Words.\n'],
    ['Words.', 'Words.\n'],
    ['\nA blank line first, two at the end.\n\n', '\nA blank line first, two at the end.\n\n'],
    ['  Indented,\r\nwith a Windows line end\n', '  Indented,\r\nwith a Windows line end\n'],
    ['Above\n\n---\n\nbelow a dividing line', 'Above\n\n---\n\nbelow a dividing line\n'],
    ['', ''],
  ])('the text %j is saved as %j, and read back as it was', (body, written) => {
    const text = toFrontMatterFile(yaml, { title: 'A notice', body }, ['title', 'body']);
    expect(text).toBe(`---\ntitle: A notice\n---\n${written}`);
    expect(fromFrontMatterFile(yaml, text)).toEqual({
      title: 'A notice',
      ...(body && { body: written }),
    });
  });

  it('reads a notice without text, or without front matter, as Decap does', () => {
    expect(fromFrontMatterFile(yaml, '---\ntitle: A notice\n---\n')).toEqual({ title: 'A notice' });
    expect(fromFrontMatterFile(yaml, 'Only words.\n')).toEqual({ body: 'Only words.\n' });
    expect(() => fromFrontMatterFile(yaml, '---\ntitle: [unclosed\n---\nWords.\n')).toThrow(
      /YAML parsing error/,
    );
  });

  it('the CMS registers both formats config.yml names, for the files they are named for', () => {
    const config = yaml.parse(readFileSync('public/admin/config.yml', 'utf8'), {
      merge: true,
    }) as { collections: { format?: string; extension?: string; folder?: string }[] };
    const formats = new Set(config.collections.map((collection) => collection.format));
    expect([...formats].sort()).toEqual(['frontmatter-as-written', 'yaml-as-written']);
    for (const collection of config.collections.filter((c) => c.folder)) {
      const extension = collection.format === 'frontmatter-as-written' ? 'md' : 'yml';
      expect(collection.extension, collection.folder).toBe(extension);
      expect(registered[collection.format as keyof typeof registered]).toBe(extension);
    }
  });

  it('`npm run format` keeps the front matter so, leaving the text and READMEs alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cms-md-'));
    dirs.push(dir);
    const folder = join(dir, 'sermons');
    const long = `${'A summary Decap would have folded at eighty characters, '.repeat(2)}and did.`;
    const body = 'Notes,\n\nkept as they are   \n';
    writeFileSync(join(dir, 'README.md'), 'Not a sermon: left alone\n');
    mkdirSync(folder);
    writeFileSync(
      join(folder, 'a-sermon.md'),
      `---\nsummary: >-\n  ${long.replace('characters, and', 'characters,\n  and')}\ntitle: "A sermon"\n---\n${body}`,
    );
    expect(filesOutOfForm(dir, order).map(({ formed }) => formed)).toEqual([
      `---\ntitle: A sermon\nsummary: ${long}\n---\n${body}`,
    ]);
  });
});
