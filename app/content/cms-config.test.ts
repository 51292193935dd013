import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// The CMS (public/admin/config.yml) must offer every value the content files hold: a value the
// CMS does not know cannot be edited there, and a new one added to a schema and a file but not
// to the CMS is easy to miss. This walks each file beside its CMS fields, lists included.

interface Field {
  name: string;
  widget?: string;
  format?: string;
  picker_utc?: boolean;
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
    for (const file of ['church.yml', 'site-text.yml', 'navigation.yml', 'site-notice.yml']) {
      expect(files).toContain(`content/${file}`);
    }
    for (const page of readdirSync('content/pages')) expect(files).toContain(`content/pages/${page}`);
    expect(files.filter((file) => file.startsWith('content/activities/')).length).toBe(
      readdirSync('content/activities').filter((name) => name.endsWith('.yml')).length,
    );
  });

  it("save the notice's times as the build reads them: year-month-day, hours:minutes, as shown", () => {
    const notice = entries.find((entry) => entry.file === 'content/site-notice.yml')!;
    for (const name of ['from', 'until']) {
      const field = notice.fields.find((f) => f.name === name);
      // Day.js's format for 2026-12-24T18:00; the picker shows and saves the same clock time.
      expect(field).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD[T]HH:mm' });
      expect(field?.picker_utc).toBe(false);
    }
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

  const longCopy = [
    'bold',
    'italic',
    'link',
    'heading-two',
    'heading-three',
    'quote',
    'bulleted-list',
    'numbered-list',
  ];

  it('offers exactly what the site shows: no "#" heading, no code, no strikethrough', () => {
    const long = all.filter((field) => field.name !== 'message');
    expect(long.length).toBeGreaterThan(0);
    for (const field of long) {
      expect(field.buttons, field.name).toEqual(longCopy);
      expect(field.editor_components, field.name).toEqual(['image']);
    }
  });

  it("offers the site notice's one line a link and nothing more", () => {
    const [message] = all.filter((field) => field.name === 'message');
    expect(message?.buttons).toEqual(['link']);
    expect(message?.editor_components).toEqual([]);
  });
});
