// The image build (image-build.ts) on a phone photo stored sideways with its EXIF orientation and a GPS
// position: every copy is upright and carries no metadata at all.
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import presets from '../../assets/images/presets.json' with { type: 'json' };
import { generateImages, positionsIn } from './image-build.server.ts';
import { copyImageCache } from '../../lib/image-cache.server.js';
import { imageStem } from './image-names.ts';
import { defaultPhotoPosition } from '../../lib/photo-position.ts';
import { band, colourAt, near, sidewaysPhoto } from '../../../test/sideways-photo.ts';

const work = mkdtempSync(join(tmpdir(), 'images-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A content folder of its own with one pictures folder, and where its copies go. */
function place(name: string, folder: string) {
  const contentDir = join(work, `content-${name}`);
  mkdirSync(join(contentDir, 'images', folder), { recursive: true });
  return { contentDir, outputDir: join(work, `out-${name}`) };
}

describe('the copies of a photo taken upright on a phone', () => {
  it('are upright and carry no EXIF, GPS or other metadata', async () => {
    const { contentDir, outputDir } = place('people', 'people');
    const photo = await sidewaysPhoto(2000, 1500);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    writeFileSync(join(contentDir, 'images/people/sideways.jpg'), photo);

    await generateImages({ contentDir, outputDir });

    const copies = readdirSync(join(outputDir, 'people'));
    const { widths } = presets.presets.portrait;
    expect(copies).toHaveLength(widths.length * presets.formats.length);
    for (const copy of copies) {
      const bytes = readFileSync(join(outputDir, 'people', copy));
      const meta = await sharp(bytes).metadata();
      expect(meta.width, copy).toBe(Number(/-(\d+)\.\w+$/.exec(copy)?.[1]));
      expect(meta.height, copy).toBe(meta.width); // portrait copies are square
      expect(meta.exif, copy).toBeUndefined();
      expect(meta.orientation, copy).toBeUndefined();
      expect(meta.xmp, copy).toBeUndefined();
      expect(meta.icc, copy).toBeUndefined();
      // The red band is along the top, not down the left side as it is stored.
      expect(near(await colourAt(bytes, 0.5, 0.03), band.red), `${copy} top`).toBe(true);
      expect(near(await colourAt(bytes, 0.03, 0.5), band.blue), `${copy} left`).toBe(true);
      // At a corner: the square keeps the photo's top, so the face is near its bottom's middle.
      expect(near(await colourAt(bytes, 0.03, 0.97), band.blue), `${copy} bottom`).toBe(true);
    }
  }, 60_000);
});

describe('the copies of a picture in text', () => {
  it('keep its own upright shape at every width, and carry no metadata', async () => {
    const { contentDir, outputDir } = place('text', 'text');
    // Stored 2000 × 1500 and marked "turn 90°": upright it is 1500 × 2000.
    writeFileSync(join(contentDir, 'images/text/sideways.jpg'), await sidewaysPhoto(2000, 1500));

    await generateImages({ contentDir, outputDir });

    const copies = readdirSync(join(outputDir, 'text'));
    const [preset] = presets.folders.text as [keyof typeof presets.presets];
    const { widths } = presets.presets[preset];
    expect(copies).toHaveLength(widths.length * presets.formats.length);
    for (const copy of copies) {
      const meta = await sharp(readFileSync(join(outputDir, 'text', copy))).metadata();
      expect(meta.width, copy).toBe(Number(/-(\d+)\.\w+$/.exec(copy)?.[1]));
      expect(meta.height, copy).toBe(Math.round((meta.width * 2000) / 1500));
      expect(meta.exif, copy).toBeUndefined();
      expect(meta.orientation, copy).toBeUndefined();
    }
  }, 60_000);
});

describe('the copies of a notice photo', () => {
  it('are cut to 3 by 2, and an upright one is also kept whole, in its own shape', async () => {
    const { contentDir, outputDir } = place('news', 'news');
    const photo = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#6b8e23' } })
        .jpeg()
        .toBuffer();
    writeFileSync(join(contentDir, 'images/news/wide.jpg'), await photo(1800, 1200));
    writeFileSync(join(contentDir, 'images/news/upright.jpg'), await photo(1200, 1800));

    await generateImages({ contentDir, outputDir });

    const copies = readdirSync(join(outputDir, 'news'));
    const cut = (name: string, preset: string) =>
      copies.filter((copy) => copy.startsWith(`${name}-`) && copy.includes(`-${preset}-`));
    const perPreset = (preset: keyof typeof presets.presets) =>
      presets.presets[preset].widths.length * presets.formats.length;
    expect(cut('wide', 'landscape')).toHaveLength(perPreset('landscape'));
    expect(cut('wide', 'whole')).toEqual([]);
    expect(cut('upright', 'landscape')).toHaveLength(perPreset('landscape'));
    expect(cut('upright', 'whole')).toHaveLength(perPreset('whole'));
    for (const copy of cut('upright', 'whole')) {
      const meta = await sharp(readFileSync(join(outputDir, 'news', copy))).metadata();
      expect(meta.height, copy).toBe(Math.round((meta.width * 1800) / 1200));
    }
  }, 60_000);
});

describe("the squares of a person's tall photo", () => {
  it('keep its top by default, and the part the content chooses beside it', async () => {
    const { contentDir, outputDir } = place('tall', 'people');
    // Red above, blue below: the square of a middle cut would hold both.
    const rgb = ([r, g, b]: readonly number[]) => ({ r: r!, g: g!, b: b! });
    const photo = await sharp({
      create: { width: 600, height: 1200, channels: 3, background: rgb(band.blue) },
    })
      .composite([
        {
          input: await sharp({
            create: { width: 600, height: 600, channels: 3, background: rgb(band.red) },
          })
            .png()
            .toBuffer(),
          top: 0,
          left: 0,
        },
      ])
      .png()
      .toBuffer();
    writeFileSync(join(contentDir, 'images/people/tall.png'), photo);
    const stem = imageStem(contentDir, 'people/tall.png');

    await generateImages({ contentDir, outputDir, positions: new Map([[stem, ['bottom']]]) });

    const copies = readdirSync(join(outputDir, 'people'));
    const cutAt = (position: string) => copies.filter((c) => c.includes(`-portrait-${position}-`));
    const perCut = presets.presets.portrait.widths.length * presets.formats.length;
    expect(cutAt(defaultPhotoPosition)).toHaveLength(perCut);
    expect(cutAt('bottom')).toHaveLength(perCut);
    expect(copies).toHaveLength(2 * perCut);
    for (const [position, colour] of [
      [defaultPhotoPosition, band.red],
      ['bottom', band.blue],
    ] as const) {
      for (const copy of cutAt(position)) {
        const bytes = readFileSync(join(outputDir, 'people', copy));
        expect(near(await colourAt(bytes, 0.5, 0.05), colour), `${copy} top`).toBe(true);
        expect(near(await colourAt(bytes, 0.5, 0.95), colour), `${copy} bottom`).toBe(true);
      }
    }
  }, 60_000);
});

describe('the parts of photos the content keeps', () => {
  it("are found wherever a person's photo is, by the photo", () => {
    const content = {
      aboutUs: {
        sections: [
          { person: { photo: 'people/minister-1a2b3c4d', photoPosition: 'middle' } },
          { people: [{ photo: 'people/elder-5e6f7a8b' }, { name: 'No photo' }] },
        ],
      },
    };
    expect(positionsIn(content)).toEqual(new Map([['people/minister-1a2b3c4d', ['middle']]]));
  });
});

describe("a build's copies kept from the last build", () => {
  it('are used again for the same picture, even one freshly checked out, and remade when it changes', async () => {
    const { contentDir, outputDir } = place('kept', 'people');
    const photo = join(contentDir, 'images/people/face.png');
    const square = (background: string) =>
      sharp({ create: { width: 480, height: 480, channels: 3, background } })
        .png()
        .toBuffer();
    writeFileSync(photo, await square('#6b8e23'));
    const all = presets.presets.portrait.widths.length * presets.formats.length;
    expect(await generateImages({ contentDir, outputDir })).toMatch(`wrote ${all} of ${all}`);

    // A host's fresh clone: the same bytes, newer than every copy.
    const later = new Date(Date.now() + 60_000);
    utimesSync(photo, later, later);
    expect(await generateImages({ contentDir, outputDir })).toMatch(`images: ${all} up to date`);

    writeFileSync(photo, await square('#8b0000'));
    expect(await generateImages({ contentDir, outputDir })).toMatch(`wrote ${all} of ${all}`);
  }, 60_000);
});

describe('copies kept for one content folder, given to a copy of it', () => {
  it('are used again there, none made afresh', async () => {
    const { contentDir, outputDir } = place('seed', 'people');
    writeFileSync(
      join(contentDir, 'images/people/face.png'),
      await sharp({ create: { width: 480, height: 480, channels: 3, background: '#4682b4' } })
        .png()
        .toBuffer(),
    );
    const all = presets.presets.portrait.widths.length * presets.formats.length;
    expect(await generateImages({ contentDir, outputDir })).toMatch(`wrote ${all} of ${all}`);

    const copy = join(work, 'content-seed-copy');
    cpSync(contentDir, copy, { recursive: true });
    const copyOutput = join(work, 'out-seed-copy');
    copyImageCache(outputDir, copyOutput);
    expect(await generateImages({ contentDir: copy, outputDir: copyOutput })).toMatch(
      `images: ${all} up to date`,
    );
  }, 60_000);
});
