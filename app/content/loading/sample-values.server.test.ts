import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { sampleChecklist } from './placeholders.server.ts';
import {
  findSampleValues,
  recordSamples,
  sampleRecord,
  samplePieces,
} from './sample-values.server.ts';
import { contentCopies, edit } from '../../../test/content-copies.ts';
import { makeOwnChurch } from '../../../test/own-church.ts';

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

  it('takes a text apart into its headings and sentences, leaving out any church’s short words', () => {
    const text = [
      '## The Life of the Chapel',
      '### Rotas',
      '',
      'We meet every week in the small hall. Bring a friend! Tea is served afterwards by the door.',
      '',
      '- Stewards welcome everyone at the door.',
      '- Tea',
    ].join('\n');
    expect(samplePieces(text)).toEqual([
      'The Life of the Chapel',
      'We meet every week in the small hall.',
      'Tea is served afterwards by the door.',
      'Stewards welcome everyone at the door.',
    ]);
    expect(['Chapel Stewards', 'Gift Aid', 'Welcome'].map((h) => samplePieces(h, true))).toEqual([
      ['Chapel Stewards'],
      [],
      [],
    ]);
  });

  it('finds a short heading and a short sentence of the sample left among a church’s own words, and no single word', () => {
    // From the template's own About Us: its short headings and lines, as the sample has them.
    const sample = parse(readFileSync('content/pages/about-us.yml', 'utf8')) as {
      sections: { heading: string; intro?: string }[];
    };
    const headings = sample.sections.map((s) => s.heading);
    const heading = headings.find((h) => h.length < 60 && samplePieces(h, true).length > 0);
    const oneWord = headings.find((h) => !/\s/.test(h.trim()));
    const sentence = sample.sections
      .map((s) => s.intro ?? '')
      .find((line) => line.length < 60 && samplePieces(line).length > 0);
    expect([heading, oneWord, sentence]).not.toContain(undefined);

    const dir = copy('test/fixtures/content');
    makeOwnChurch(dir);
    edit(dir, 'pages/about-us.yml', (page) => {
      const [first, second, third] = page.sections as Record<string, unknown>[];
      first!.heading = heading;
      second!.heading = oneWord;
      third!.intro = `We are glad you are here. ${sentence}`;
    });
    const words = findSampleValues(dir, sampleRecord()).filter((v) => v.kind === 'words');
    expect(words.map((v) => v.where)).toEqual(['sections → 1 → heading', 'sections → 3 → intro']);
  });

  it("is empty for the English church's content set against the template's sample", () => {
    const dir = copy('test/fixtures/content');
    makeOwnChurch(dir);
    expect(sampleChecklist(dir, { record: sampleRecord() })).toEqual([]);
  });
});
