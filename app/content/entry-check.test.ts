import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as yaml from 'yaml';
import { fromFrontMatterFile, fromYamlFile } from '../../public/admin/cms-yaml.js';
import { itemFilesIn } from './collection';
import { entryChecks } from './entry-check';
import { fillInValues } from './fill-in';
import { collections, settingsFiles } from './kinds';
import { loadContent } from './load';
import { churchSchema } from './schema';

// The build's checks of one entry as /admin makes them before a save (entry-check.ts): an
// entry as the CMS holds it (its file read with the CMS's own format), changed as the office
// might, on both content sets. Expectations come from the change made.

const folders = ['content', 'test/fixtures/content'];

/** Every entry of a content folder as the CMS holds it: its collection, its name and data. */
function entriesOf(dir: string) {
  const read = (file: string) => {
    const text = readFileSync(join(dir, file), 'utf8');
    return (file.endsWith('.md') ? fromFrontMatterFile(yaml, text) : fromYamlFile(yaml, text)) as Record<
      string,
      unknown
    >;
  };
  return [
    ...Object.values(settingsFiles(dir)).map(({ file, cms }) => ({
      collection: cms.section as string,
      name: cms.name,
      file,
      data: read(file),
    })),
    ...Object.values(collections).flatMap((kind) =>
      itemFilesIn(dir, kind).map(({ file, stem }) => ({
        collection: kind.cms.name,
        name: stem,
        file,
        data: read(file),
      })),
    ),
  ];
}

const fillInsOf = (dir: string) =>
  fillInValues(churchSchema.parse(yaml.parse(readFileSync(join(dir, 'church.yml'), 'utf8'))));

describe.each(folders)('/admin checks an entry of %s before a save', (dir) => {
  const entries = entriesOf(dir);
  const fillIns = fillInsOf(dir);
  const checkEntry = entryChecks(dir);
  const find = (collection: string) => structuredClone(entries.find((e) => e.collection === collection)!);

  it('refuses nothing the build takes, with or without the values {church} and the like stand for', () => {
    expect(() => loadContent(dir)).not.toThrow();
    for (const { collection, name, file, data } of entries) {
      expect(checkEntry(collection, name, data, fillIns), file).toEqual([]);
      expect(checkEntry(collection, name, data), file).toEqual([]);
    }
  });

  it('a passage naming no book and a missing size, each named as on screen', () => {
    const sermon = find('sermons');
    sermon.data.passage = 'Hezekiah 2:1';
    delete (sermon.data.audio as Record<string, unknown>).bytes;
    expect(checkEntry('sermons', sermon.name, sermon.data, fillIns)).toEqual([
      {
        screen: 'Bible passage',
        message: expect.stringContaining('"Hezekiah 2:1" does not start with the name of a book of the Bible'),
      },
      { screen: 'Recording → Size in bytes', message: expect.stringContaining('The audio file size is missing') },
    ]);
  });

  it('every bad link of a text, each by its words', () => {
    const page = find('church-pages');
    page.data.body = [
      { type: 'text', text: 'Read [our old page](http://example.org).\n\nOr [click here](javascript:alert(1)).' },
    ];
    expect(checkEntry('church-pages', page.name, page.data, fillIns)).toEqual([
      { screen: 'Text → link “our old page”', message: expect.stringContaining('must start with https://') },
      { screen: 'Text → link “click here”', message: expect.stringContaining('is not allowed') },
    ]);
  });

  it('a notice across the site that ends before it starts', () => {
    const siteNotice = entries.find((e) => e.name === 'site-notice')!;
    const data = { ...siteNotice.data, from: '2026-12-24T18:00', until: '2026-12-24T17:00' };
    expect(checkEntry('settings', 'site-notice', data, fillIns)).toEqual([
      { screen: 'Until', message: 'The "until" date and time must be later than the "from" one' },
    ]);
  });

  it('a fill-in the site does not know, once it knows the ones it does', () => {
    const activity = find('activities');
    activity.data.name = 'Meeting in {village}';
    expect(checkEntry('activities', activity.name, activity.data, fillIns)).toEqual([
      { screen: 'Name', message: expect.stringContaining('"{village}" is not a value the site can fill in') },
    ]);
  });
});
