import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { splitFrontMatter } from './collection';

// The CMS (public/admin/config.yml) must offer every value the content files hold: a value the
// CMS does not know cannot be edited there, and a new one added to a schema and a file but not
// to the CMS is easy to miss. This walks each file beside its CMS fields, lists included.

interface Field {
  name: string;
  widget?: string;
  fields?: Field[];
  field?: Field;
  types?: Field[];
  typeKey?: string;
}
interface Collection {
  name: string;
  files?: { name: string; file: string; fields: Field[] }[];
  folder?: string;
  extension?: string;
  format?: string;
  fields?: Field[];
}

const config = parse(readFileSync('public/admin/config.yml', 'utf8'), {
  merge: true,
  maxAliasCount: -1,
}) as { collections: Collection[] };

/** Paths of values in `data` that no CMS field describes, e.g. "events → online". */
function unknownValues(data: unknown, fields: Field[], path: string[] = []): string[] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [];
  return Object.entries(data).flatMap(([key, value]) => {
    const field = fields.find((f) => f.name === key);
    const here = [...path, key];
    if (!field) return [here.join(' → ')];
    return valuesOf(value, field, here);
  });
}

function valuesOf(value: unknown, field: Field, path: string[]): string[] {
  if (field.widget === 'list' && Array.isArray(value)) {
    return value.flatMap((item, index) => {
      const at = [...path, String(index)];
      if (field.types) {
        const typeKey = field.typeKey ?? 'type';
        const type = field.types.find((t) => t.name === (item as Record<string, unknown>)[typeKey]);
        if (!type) return [`${at.join(' → ')} (no such type)`];
        const { [typeKey]: _type, ...rest } = item as Record<string, unknown>;
        return unknownValues(rest, type.fields ?? [], at);
      }
      if (field.fields) return unknownValues(item, field.fields, at);
      return typeof item === 'object' && item !== null ? [at.join(' → ')] : [];
    });
  }
  if (field.fields) return unknownValues(value, field.fields, path);
  return [];
}

const entries = config.collections.flatMap((collection) => {
  if (collection.files) {
    return collection.files.map((file) => ({ file: file.file, fields: file.fields }));
  }
  const folder = collection.folder!;
  return readdirSync(folder)
    .filter((name) => name.endsWith(`.${collection.extension ?? 'yml'}`))
    .map((name) => ({ file: join(folder, name), fields: collection.fields! }));
});

/** What a file holds: YAML, or a Markdown file's front matter with its text as `body`. */
function valuesIn(file: string): unknown {
  const source = readFileSync(file, 'utf8');
  if (!file.endsWith('.md')) return parse(source);
  const parts = splitFrontMatter(source);
  expect(parts, `${file} has front matter`).toBeDefined();
  return { ...(parse(parts!.frontMatter) as object), body: parts!.body };
}

describe('the CMS settings (public/admin/config.yml)', () => {
  it('cover the content files and every activity', () => {
    const files = entries.map((entry) => entry.file);
    for (const file of ['church.yml', 'site-text.yml', 'navigation.yml']) {
      expect(files).toContain(`content/${file}`);
    }
    for (const page of readdirSync('content/pages')) expect(files).toContain(`content/pages/${page}`);
    for (const [folder, ending] of [
      ['activities', '.yml'],
      ['news', '.md'],
      ['sermons', '.md'],
      ['sermon-series', '.yml'],
    ] as const) {
      expect(files.filter((file) => file.startsWith(`content/${folder}/`)).length, folder).toBe(
        readdirSync(`content/${folder}`).filter((name) => name.endsWith(ending)).length,
      );
    }
  });

  it('edit the notices and sermons as Markdown files with front matter', () => {
    for (const name of ['news', 'sermons']) {
      const collection = config.collections.find((c) => c.folder === `content/${name}`);
      expect(collection, name).toMatchObject({ extension: 'md', format: 'frontmatter' });
      expect(collection!.fields!.map((field) => field.name)).toContain('body');
    }
  });

  it.each(entries)('offer every value of $file', ({ file, fields }) => {
    expect(unknownValues(valuesIn(file), fields)).toEqual([]);
  });
});
