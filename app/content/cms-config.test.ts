import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { imageEndings } from '../../scripts/lib/image-names.mjs';
import { neededSize } from './picture-check';

// The CMS (public/admin/config.yml) must offer every value the content files hold: a value the
// CMS does not know cannot be edited there, and a new one added to a schema and a file but not
// to the CMS is easy to miss. This walks each file beside its CMS fields, lists included.

interface Field {
  name: string;
  hint?: string;
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
    .filter((name) => name.endsWith('.yml'))
    .map((name) => ({ file: join(folder, name), fields: collection.fields! }));
});

describe('the CMS settings (public/admin/config.yml)', () => {
  it('cover the content files and every activity', () => {
    const files = entries.map((entry) => entry.file);
    for (const file of ['church.yml', 'site-text.yml', 'navigation.yml']) {
      expect(files).toContain(`content/${file}`);
    }
    for (const page of readdirSync('content/pages')) expect(files).toContain(`content/pages/${page}`);
    expect(files.filter((file) => file.startsWith('content/activities/')).length).toBe(
      readdirSync('content/activities').filter((name) => name.endsWith('.yml')).length,
    );
  });

  it.each(entries)('offer every value of $file', ({ file, fields }) => {
    const data = parse(readFileSync(file, 'utf8')) as unknown;
    expect(unknownValues(data, fields)).toEqual([]);
  });
});

describe('the CMS text editor', () => {
  /** Every markdown field of the CMS, wherever it sits. */
  const markdownFields = (fields: Field[] = []): (Field & Record<string, unknown>)[] =>
    fields.flatMap((field) => [
      ...(field.widget === 'markdown' ? [field as Field & Record<string, unknown>] : []),
      ...markdownFields(field.fields),
      ...markdownFields(field.field ? [field.field] : []),
      ...markdownFields(field.types),
    ]);
  const all = config.collections.flatMap((collection) => [
    ...markdownFields(collection.fields),
    ...(collection.files ?? []).flatMap((file) => markdownFields(file.fields)),
  ]);

  it('offers exactly what the site shows: no "#" heading, no code, no strikethrough', () => {
    expect(all.length).toBeGreaterThan(0);
    for (const field of all) {
      expect(field.buttons, field.name).toEqual([
        'bold',
        'italic',
        'link',
        'heading-two',
        'heading-three',
        'quote',
        'bulleted-list',
        'numbered-list',
      ]);
      expect(field.editor_components, field.name).toEqual(['image']);
    }
  });
});

describe('the CMS picture fields', () => {
  /** Every image field of the CMS, wherever it sits. */
  const imageFields = (fields: Field[] = []): (Field & Record<string, unknown>)[] =>
    fields.flatMap((field) => [
      ...(field.widget === 'image' ? [field as Field & Record<string, unknown>] : []),
      ...imageFields(field.fields),
      ...imageFields(field.field ? [field.field] : []),
      ...imageFields(field.types),
    ]);
  const all = config.collections.flatMap((collection) => [
    ...imageFields(collection.fields),
    ...(collection.files ?? []).flatMap((file) => imageFields(file.fields)),
  ]);

  it('say the size each place needs, as the build checks it', () => {
    expect(all.length).toBeGreaterThan(0);
    for (const field of all) {
      const folder = String(field.public_folder);
      const { width, height } = neededSize(folder);
      expect(field.hint, field.name).toContain(`at least ${width} × ${height} pixels`);
    }
  });

  it('refuse a HEIC photo before it is saved, and take every picture the build takes', () => {
    for (const field of all) {
      const [pattern, message] = field.pattern as [string, string];
      const accepts = (file: string) => new RegExp(pattern).test(`${String(field.public_folder)}/${file}`);
      for (const ending of imageEndings) {
        expect(accepts(`photo${ending}`), ending).toBe(true);
        expect(accepts(`photo${ending.toUpperCase()}`), ending).toBe(true);
      }
      expect(accepts('img-4711.heic')).toBe(false);
      expect(accepts('img-4711.HEIC')).toBe(false);
      expect(message).toContain('HEIC');
    }
  });

  it('strip every upload of its metadata (a phone photo\'s GPS position), enlarging nothing', () => {
    expect((config as unknown as Record<string, unknown>).media_processing).toEqual({
      enabled: true,
      strip_metadata: true,
      quality: 85,
    });
  });
});
