// pictureFacts reads what sharp reads, from the first bytes and without waiting: the format,
// the upright size and, for JPEG, whether a GPS position is recorded.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pictureFacts } from './picture-facts.ts';
import { sidewaysPhoto } from '../../../test/sideways-photo.ts';

const blank = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: '#3366aa' } });

describe('pictureFacts', () => {
  it.each([
    ['jpeg', () => blank(641, 480).jpeg()],
    ['png', () => blank(641, 480, 4).png()],
    ['webp', () => blank(641, 480).webp()],
    ['webp', () => blank(641, 480).webp({ lossless: true })],
    ['webp', () => blank(641, 480, 4).webp()],
    ['avif', () => blank(641, 480).avif({ effort: 0 })],
  ])('reads the size of a %s picture as sharp does', async (format, make) => {
    const bytes = await make().toBuffer();
    const meta = await sharp(bytes).metadata();
    expect(pictureFacts(bytes)).toEqual({
      format,
      width: meta.autoOrient.width,
      height: meta.autoOrient.height,
      gps: false,
    });
    expect(pictureFacts(bytes)).toMatchObject({ width: 641, height: 480 });
  });

  it('turns a phone photo stored sideways upright, and sees its GPS position', async () => {
    const bytes = await sidewaysPhoto(800, 600);
    const meta = await sharp(bytes).metadata();
    expect(meta.orientation).toBe(6);
    expect(pictureFacts(bytes)).toEqual({ format: 'jpeg', width: 600, height: 800, gps: true });
    expect(meta.autoOrient).toEqual({ width: 600, height: 800 });
  });

  it('knows an iPhone photo (HEIC) by its bytes, whatever its name', () => {
    // The start of an iPhone HEIC file: an 'ftyp' box naming the brands.
    const ftyp = Buffer.alloc(32);
    ftyp.writeUInt32BE(24, 0);
    ftyp.write('ftypheic', 4, 'latin1');
    ftyp.write('mif1heic', 16, 'latin1');
    expect(pictureFacts(ftyp)?.format).toBe('heic');
  });

  it('knows SVG, and gives nothing for bytes that are no picture', () => {
    expect(
      pictureFacts(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10"/>    ')),
    ).toMatchObject({ format: 'svg' });
    expect(pictureFacts(Buffer.from('This is a letter to the congregation, not a photo.'))).toBe(
      undefined,
    );
  });

  it("gives a drawing's shape as sharp sizes it: width and height, else the viewBox", async () => {
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1920 1080" width="960" height="540"><rect width="10" height="10"/></svg>',
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400"><rect width="10" height="10"/></svg>',
    ]) {
      const bytes = Buffer.from(svg);
      const { width, height } = await sharp(bytes).metadata();
      expect(pictureFacts(bytes)).toMatchObject({ format: 'svg', width, height });
    }
  });
});
