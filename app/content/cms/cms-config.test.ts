import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { imagesFolder } from '../pictures/image-names.ts';
import { neededSize } from '../pictures/picture-check.ts';
import { textPicturesFolder } from '../loading/rich-text-check.server.ts';
import { splitFrontMatter } from '../schemas/collection.ts';
import { cmsConfig, cmsConfigFile, cmsConfigText } from './cms-config.ts';

// The CMS's settings (public/admin/config.yml) are written from the schemas (cms-config.ts,
// cms-fields.ts): the file must be current, offer every value the content files hold (a value
// the CMS does not know cannot be edited there), and check what it can as the build does.

interface Field {
  name: string;
  label?: string;
  hint?: string;
  widget?: string;
  format?: string;
  picker_utc?: boolean;
  required?: boolean;
  fields?: Field[];
  field?: Field;
  types?: Field[];
  typeKey?: string;
  editor_components?: string[];
}
interface Collection {
  name: string;
  files?: { name: string; file: string; fields: Field[] }[];
  folder?: string;
  extension?: string;
  format?: string;
  fields?: Field[];
  media_folder?: string;
  public_folder?: string;
}

const config = cmsConfig() as unknown as { collections: Collection[] };

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
  it('are the ones the schemas make (after a change, run npm run cms:config)', () => {
    expect(
      readFileSync(cmsConfigFile, 'utf8') === cmsConfigText(),
      `${cmsConfigFile} is out of date: run npm run cms:config`,
    ).toBe(true);
  });

  it('cover the content files and every activity', () => {
    const files = entries.map((entry) => entry.file);
    for (const file of ['church.yml', 'site-text.yml', 'navigation.yml', 'site-notice.yml']) {
      expect(files).toContain(`content/${file}`);
    }
    for (const page of readdirSync('content/pages'))
      expect(files).toContain(`content/pages/${page}`);
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

  it('edit the notices and sermons as Markdown files with front matter, kept as written', () => {
    for (const name of ['news', 'sermons']) {
      const collection = config.collections.find((c) => c.folder === `content/${name}`);
      expect(collection, name).toMatchObject({ extension: 'md', format: 'frontmatter-as-written' });
      expect(collection!.fields!.map((field) => field.name)).toContain('body');
    }
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
    expect(unknownValues(valuesIn(file), fields)).toEqual([]);
  });
});

/** The fields and every field inside them: an object's, a list's and a list's kinds'. */
const within = (fields: Field[] = []): (Field & Record<string, unknown>)[] =>
  fields.flatMap((field) => [
    field as Field & Record<string, unknown>,
    ...within(field.fields),
    ...within(field.field ? [field.field] : []),
    ...within(field.types),
  ]);
/** Every field of the CMS, wherever it sits. */
const everyField = config.collections.flatMap((collection) => [
  ...within(collection.fields),
  ...(collection.files ?? []).flatMap((file) => within(file.fields)),
]);

describe('the CMS text editor', () => {
  const all = everyField.filter((field) => field.widget === 'markdown');

  const longCopy = 'bold italic link heading-two heading-three quote bulleted-list numbered-list';

  it('offers exactly what the site shows: no "#" heading, no code, no strikethrough', () => {
    const long = all.filter((field) => field.name !== 'message');
    expect(long.length).toBeGreaterThan(0);
    for (const field of long) {
      expect((field.buttons as string[]).join(' '), field.name).toBe(longCopy);
      expect(field.editor_components, field.name).toEqual(['image']);
    }
  });

  it('saves a picture put in text where the build looks for it, kept whole', () => {
    // Decap takes the picture button's folder from the collection (see config.yml).
    const withPictures = config.collections.filter((collection) =>
      [
        ...within(collection.fields),
        ...(collection.files ?? []).flatMap((f) => within(f.fields)),
      ].some((field) => field.widget === 'markdown' && field.editor_components?.includes('image')),
    );
    expect(withPictures.length).toBeGreaterThan(0);
    for (const collection of withPictures) {
      expect(collection, collection.name).toMatchObject({
        media_folder: `/content/${imagesFolder}/${textPicturesFolder}`,
        public_folder: textPicturesFolder,
      });
    }
    expect(neededSize(textPicturesFolder).width).toBeGreaterThan(0);
  });

  it("offers the site notice's one line a link and nothing more", () => {
    const [message] = all.filter((field) => field.name === 'message');
    expect(message?.buttons).toEqual(['link']);
    expect(message?.editor_components).toEqual([]);
  });
});

/** The CMS field at a path of names in a file collection's file, e.g. church → social → facebook. */
function cmsField(file: string, ...names: string[]): Field {
  let fields = config.collections
    .flatMap((c) => c.files ?? [])
    .find((f) => f.name === file)!.fields;
  let field: Field | undefined;
  for (const name of names) {
    field = fields.find((f) => f.name === name);
    if (!field) throw new Error(`config.yml has no field ${[file, ...names].join(' → ')}`);
    fields = field.fields ?? [];
  }
  return field!;
}

describe("the CMS checks each box by the build's own rules", () => {
  // Decap's own pattern checks stop a save before ours run (admin/before-publish/entry-checks.ts), in its words
  // ("didn't match the pattern"), one problem at a time: no box has one.
  it('leaves no box to a Decap pattern', () => {
    expect(everyField.filter((field) => 'pattern' in field).map((field) => field.name)).toEqual([]);
  });
});

describe('the CMS asks for what the build needs', () => {
  it("requires a contact's name, and nothing of the church office", () => {
    const contacts = cmsField('privacy-policy', 'sections');
    const list = contacts
      .fields!.find((f) => f.name === 'parts')!
      .types!.find((t) => t.name === 'contacts')!.fields![0]!;
    const person = list.types!.find((t) => t.name === 'person')!;
    expect(person.fields!.find((f) => f.name === 'name')!.required).not.toBe(false);
    const office = list.types!.find((t) => t.name === 'church-office')!;
    expect(office.fields!.every((f) => f.required === false)).toBe(true);
  });
});

describe('the CMS picture fields', () => {
  const all = everyField.filter((field) => field.widget === 'image');

  it('offer a Decorative switch wherever a picture may go undescribed', () => {
    // Every group of boxes that holds an optional picture description.
    const found = everyField.flatMap(({ fields }) =>
      fields?.some((f) => f.name === 'alt' && f.required === false) ? [fields] : [],
    );
    expect(found.length).toBeGreaterThan(0);
    for (const fields of found) {
      expect(fields.map((f) => f.name)).toContain('decorative');
    }
  });

  it('say the size each place needs, as the build checks it', () => {
    expect(all.length).toBeGreaterThan(0);
    for (const field of all) {
      const folder = String(field.public_folder);
      const { width, height } = neededSize(folder);
      expect(field.hint, field.name).toContain(`at least ${width} × ${height} pixels`);
    }
  });

  it("strip every upload of its metadata (a phone photo's GPS position), enlarging nothing", () => {
    expect((config as unknown as Record<string, unknown>).media_processing).toEqual({
      enabled: true,
      strip_metadata: true,
      quality: 85,
    });
  });
});

describe('the CMS settings of a site of two languages (Decap’s i18n, decision 0052)', () => {
  const two = cmsConfig(undefined, ['cy', 'en']) as unknown as {
    i18n?: unknown;
    collections: (Omit<Collection, 'files'> & {
      i18n?: unknown;
      files?: { name: string; label: string; file: string; fields: Field[]; i18n?: unknown }[];
    })[];
  };
  const byName = (name: string) => two.collections.find((c) => c.name === name)!;
  const field = (fields: Field[] | undefined, ...names: string[]): Field & { i18n?: unknown } =>
    names.reduce<Field>(
      (at, name) => {
        const inner = [...(at.fields ?? []), ...(at.types ?? []), ...(at.field ? [at.field] : [])];
        return inner.find((f) => f.name === name)!;
      },
      { name: '', fields },
    ) as Field & { i18n?: unknown };

  it('name both languages, the default first, each entry saved as a file per language', () => {
    expect(two.i18n).toEqual({
      structure: 'multiple_files',
      locales: ['cy', 'en'],
      default_locale: 'cy',
    });
    for (const name of ['news', 'sermons', 'activities', 'typed-events', 'churches']) {
      const collection = two.collections.find((c) => c.name === name);
      if (collection) expect(collection.i18n, name).toBe(true);
    }
  });

  it('have none of it on a site of one language: the sample’s settings as they were', () => {
    const one = cmsConfigText(undefined, ['en']);
    expect(one).toBe(cmsConfigText());
    expect(one).not.toMatch(/\bi18n\b/);
    expect(readFileSync(cmsConfigFile, 'utf8')).toBe(one);
  });

  it('make words written in each language and facts written once, copied to the other', () => {
    const news = byName('news').fields;
    for (const words of ['title', 'summary', 'body'])
      expect(field(news, words).i18n, words).toBe(true);
    expect(field(news, 'photo', 'alt').i18n).toBe(true);
    // A group is "translated" (Decap's object takes only true or false); its facts are copied.
    expect(field(news, 'photo').i18n).toBe(true);
    for (const fact of ['slug', 'date']) expect(field(news, fact).i18n, fact).toBe('duplicate');
    expect(field(news, 'photo', 'src').i18n).toBe('duplicate');
    expect(field(news, 'photo', 'decorative').i18n).toBe('duplicate');
    const sermons = byName('sermons').fields;
    for (const fact of ['date', 'church', 'series', 'video']) {
      expect(field(sermons, fact).i18n, fact).toBe('duplicate');
    }
    expect(field(sermons, 'audio').i18n).toBe(true);
    expect(field(sermons, 'audio', 'url').i18n).toBe('duplicate');
    expect(field(sermons, 'passage').i18n).toBe(true);
    const activities = byName('activities').fields;
    // A menu group is chosen, not typed: its name is the navigation's.
    expect(field(activities, 'group').i18n).toBe('duplicate');
    expect(field(activities, 'contacts', 'person', 'email').i18n).toBe('duplicate');
    expect(field(activities, 'contacts', 'person', 'phone', 'display').i18n).toBe('duplicate');
    expect(field(activities, 'contacts', 'person', 'role').i18n).toBe(true);
  });

  it('give every field its i18n, so nothing is hidden from, or left out of, the second file', () => {
    const missing: string[] = [];
    const walk = (fields: Field[] = [], path: string) => {
      for (const f of fields as (Field & { i18n?: unknown })[]) {
        if (f.i18n !== true && f.i18n !== 'duplicate') missing.push(`${path} → ${f.name}`);
        walk(
          [...(f.fields ?? []), ...(f.types ?? []), ...(f.field ? [f.field] : [])],
          `${path} → ${f.name}`,
        );
      }
    };
    for (const collection of two.collections)
      if (collection.fields) walk(collection.fields, collection.name);
    expect(missing).toEqual([]);
  });

  it('list each settings file and page once per language, as the loader names its files', () => {
    const church = byName('settings').files!.filter((f) => f.name.startsWith('church-'));
    expect(church.map(({ name, label, file }) => ({ name, label, file }))).toEqual([
      { name: 'church-cy', label: 'Church details (Cymraeg)', file: 'content/church.cy.yml' },
      { name: 'church-en', label: 'Church details (English)', file: 'content/church.en.yml' },
    ]);
    // Decap refuses i18n on a file collection in files of their own (decap-cms#5280).
    for (const section of ['settings', 'pages']) {
      expect(byName(section).i18n).toBeUndefined();
      for (const file of byName(section).files!)
        expect(file.fields.some((f) => 'i18n' in f)).toBe(false);
    }
  });
});
