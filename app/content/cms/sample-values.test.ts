import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { sampleChecklist } from '../loading/placeholders';
import { findSampleValues, recordSamples, sampleRecord } from './sample-values';
import { contentCopies, edit } from '../../../test/content-copies';
import { makeOwnChurch } from '../../../test/own-church';

// The list of what is still the sample church's: each content set, taken as a template's
// sample, lists every kind of value it has; and the list empties as each is replaced.

const copy = contentCopies();
const folders = ['content', 'test/fixtures/content'];

/** The pictures and files of a content folder (not its words). */
const binaries = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (file) =>
      /^(images|files)[\\/].+\.\w+$/.test(file) && !file.split(/[\\/]/).at(-1)!.startsWith('.'),
  );

describe.each(folders)('%s, as the sample of a template', (dir) => {
  const record = recordSamples(dir);
  const found = findSampleValues(dir, record);

  it("lists the church's details, where they are written", () => {
    const church = parse(readFileSync(join(dir, 'church.yml'), 'utf8')) as { name: string };
    expect(found).toContainEqual(
      expect.objectContaining({
        kind: 'details',
        file: 'church.yml',
        where: `name ("${church.name}")`,
      }),
    );
  });

  it('lists every picture and file', () => {
    const listed = found
      .filter((v) => v.kind === 'pictures' || v.kind === 'files')
      .map((v) => v.file);
    expect(listed).toEqual(expect.arrayContaining(binaries(dir)));
  });

  it('lists its words, and says each kind on a line of its own', () => {
    expect(found.filter((v) => v.kind === 'words').length).toBeGreaterThan(0);
    const lines = sampleChecklist(dir, { record });
    for (const kind of [
      "sample church's name",
      "sample church's words",
      'sample pictures',
      'sample files',
    ]) {
      expect(
        lines.filter((line) => line.includes(kind)),
        kind,
      ).toHaveLength(1);
    }
  });
});

describe('the list of sample values', () => {
  it('knows a detail only whole: another house on the same road is the church’s own', () => {
    const dir = copy('test/fixtures/content');
    const record = recordSamples(dir);
    let street = '';
    edit(dir, 'church.yml', (church) => {
      const address = church.address as { street: string };
      street = address.street;
      address.street = `2${street}`;
    });
    expect(findSampleValues(dir, record).filter((v) => v.where.includes(`"${street}"`))).toEqual(
      [],
    );
  });

  it('loses each value as it is replaced', () => {
    const dir = copy('test/fixtures/content');
    const record = recordSamples(dir);
    const listed = () => findSampleValues(dir, record);
    const [picture, file] = [
      binaries(dir).find((f) => f.startsWith('images'))!,
      binaries(dir).find((f) => f.startsWith('files'))!,
    ];
    const words = listed().find((v) => v.kind === 'words' && v.file.endsWith('.yml'))!;

    writeFileSync(
      join(dir, picture),
      `${readFileSync(join(dir, picture), 'utf8')}\n<!-- our own -->\n`,
    );
    rmSync(join(dir, file));
    edit(dir, 'church.yml', (church) => {
      church.name = 'St Columba’s Church, Keswick';
    });
    edit(dir, words.file, (data) => {
      const keys = words.where
        .split(' → ')
        .map((key) => (/^\d+$/.test(key) ? Number(key) - 1 : key));
      const parent = keys
        .slice(0, -1)
        .reduce<Record<string | number, unknown>>(
          (value, key) => value[key] as Record<string | number, unknown>,
          data,
        );
      parent[keys.at(-1)!] =
        'Our own words, written by the church office for the church’s own website.';
    });

    const after = listed();
    expect(after.map((v) => v.file)).not.toContain(picture);
    expect(after.map((v) => v.file)).not.toContain(file);
    expect(after).not.toContainEqual(
      expect.objectContaining({ file: 'church.yml', where: expect.stringMatching(/^name /) }),
    );
    expect(after).not.toContainEqual(words);
    expect(after.length).toBeGreaterThan(0);
  });

  it("is empty for the English church's content set against the template's sample", () => {
    const dir = copy('test/fixtures/content');
    makeOwnChurch(dir);
    expect(sampleChecklist(dir, { record: sampleRecord() })).toEqual([]);
  });
});
