// A phone photo made for tests, never committed: stored sideways with the EXIF orientation
// that tells a viewer to turn it upright (6: a quarter turn clockwise), as a phone saves a
// photo taken upright, and with a GPS position. Upright, its top quarter is a red band on
// blue, so a test can see which way up a copy was made.
import sharp from 'sharp';

type Colour = [number, number, number];

export const band: { red: Colour; blue: Colour } = { red: [208, 32, 32], blue: [32, 96, 160] };

/**
 * JPEG bytes of a photo `width` × `height` as stored (upright it is `height` wide and `width`
 * high), orientation 6, a GPS position in County Down, and a camera name.
 */
export async function sidewaysPhoto(width = 4000, height = 3000): Promise<Buffer> {
  // Stored sideways: what becomes the top when turned clockwise is the stored left side.
  const bandWidth = Math.round(width / 4);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1">
      <stop offset="0" stop-color="rgb(${band.blue})"/><stop offset="1" stop-color="rgb(40,110,170)"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    <circle cx="${width * 0.6}" cy="${height / 2}" r="${height / 4}" fill="rgb(242,211,177)"/>
    <rect width="${bandWidth}" height="${height}" fill="rgb(${band.red})"/>
  </svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestPhone', Model: 'Sideways 1' },
      // IFD3 is the GPS directory: 54° 20′ N, 5° 40′ W.
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '54/1 20/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '5/1 40/1 0/1',
      },
    })
    .toBuffer();
}

/** The colour at a point of a picture given as a fraction of its width and height. */
export async function colourAt(bytes: Buffer, x: number, y: number): Promise<Colour> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at =
    (Math.floor(y * (info.height - 1)) * info.width + Math.floor(x * (info.width - 1))) *
    info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

/** Whether a colour is near red or blue of the band (lossy copies shift it a little). */
export const near = (colour: Colour, [r, g, b]: Colour): boolean =>
  Math.abs(colour[0] - r) + Math.abs(colour[1] - g) + Math.abs(colour[2] - b) < 60;
