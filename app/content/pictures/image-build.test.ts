// The image build (image-build.ts) on a phone photo stored sideways with its EXIF orientation and a GPS
// position: every copy is upright and carries no metadata at all.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import presets from '../../assets/images/presets.json' with { type: 'json' };
import { generateImages } from './image-build.ts';
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
      expect(near(await colourAt(bytes, 0.5, 0.97), band.blue), `${copy} bottom`).toBe(true);
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
