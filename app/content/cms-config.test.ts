import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { httpsUrl, socialNetworks, socialUrl, type SocialNetwork } from './schema';

// The CMS (public/admin/config.yml) must offer every value the content files hold: a value the
// CMS does not know cannot be edited there, and a new one added to a schema and a file but not
// to the CMS is easy to miss. This walks each file beside its CMS fields, lists included.

interface Field {
  name: string;
  label?: string;
  widget?: string;
  required?: boolean;
  pattern?: [string, string];
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

/** The CMS field at a path of names in a file collection's file, e.g. church → social → facebook. */
function cmsField(file: string, ...names: string[]): Field {
  let fields = config.collections.flatMap((c) => c.files ?? []).find((f) => f.name === file)!.fields;
  let field: Field | undefined;
  for (const name of names) {
    field = fields.find((f) => f.name === name);
    if (!field) throw new Error(`config.yml has no field ${[file, ...names].join(' → ')}`);
    fields = field.fields ?? [];
  }
  return field!;
}

describe('the CMS refuses the web addresses the build refuses', () => {
  // Addresses a person might type; the CMS pattern and the build's rule must agree on each.
  const addresses = [
    'https://www.example.org',
    'https://example.org/page?x=1#top',
    'https://example.org:8443/',
    'https://facebook',
    'https://localhost/page',
    'http://www.example.org',
    'www.example.org',
    'https://www.facebook.com/groups/our-church',
    'https://m.facebook.com/our-church',
    'https://facebook.com',
    'https://www.instagram.com/our.church',
    'https://www.youtube.com/@our-church',
    'https://youtube.com/channel/UC123',
    'https://notfacebook.com/our-church',
    'https://www.facebook.com.example.org/',
    'https://www.example.org/facebook.com',
  ];
  const matches = (field: Field, address: string) => new RegExp(field.pattern![0]).test(address);

  it.each(Object.keys(socialNetworks) as SocialNetwork[])('for the %s link', (network) => {
    const field = cmsField('church', 'social', network);
    const schema = socialUrl('The address', network);
    for (const address of addresses) {
      expect(matches(field, address), address).toBe(schema.safeParse(address).success);
    }
  });

  it('for every other web address', () => {
    const field = cmsField('church', 'siteUrl');
    const schema = httpsUrl('The address');
    for (const address of addresses) {
      expect(matches(field, address), address).toBe(schema.safeParse(address).success);
    }
  });
});
