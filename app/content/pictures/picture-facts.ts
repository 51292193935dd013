// A picture file's format and upright size, read from its bytes synchronously, as the loader is.

export interface PictureFacts {
  format: 'jpeg' | 'png' | 'webp' | 'avif' | 'heic' | 'svg';
  /** Upright, after any EXIF orientation; for SVG its shape, 0 × 0 when it gives none. */
  width: number;
  height: number;
  /** Whether the picture records a GPS position (read for JPEG only). */
  gps: boolean;
}

interface Size {
  width: number;
  height: number;
}

/** The HEIF brands of iPhone photos (HEVC inside), which no common browser can show. */
const heicBrands = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);
const avifBrands = new Set(['avif', 'avis']);

/** EXIF (a TIFF structure): the orientation, and whether a GPS position is recorded. */
export function exifFacts(tiff: Buffer): { orientation: number; gps: boolean } {
  if (tiff.length < 8) return { orientation: 1, gps: false };
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return { orientation: 1, gps: false };
  let orientation = 1;
  let gps = false;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) break;
    const tag = u16(entry);
    if (tag === 0x0112) orientation = u16(entry + 8);
    if (tag === 0x8825) gps = true;
  }
  return { orientation: orientation >= 1 && orientation <= 8 ? orientation : 1, gps };
}

/** Orientations 5 to 8 turn the picture a quarter, so width and height change places. */
const upright = (width: number, height: number, orientation: number): Size =>
  orientation >= 5 ? { width: height, height: width } : { width, height };

function jpeg(bytes: Buffer): PictureFacts | undefined {
  let orientation = 1;
  let gps = false;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    if (marker === 0xe1 && bytes.toString('latin1', at + 4, at + 10) === 'Exif\0\0') {
      ({ orientation, gps } = exifFacts(bytes.subarray(at + 10, at + 2 + length)));
    }
    // SOF0 to SOF15, but not DHT (c4), JPG (c8) or DAC (cc): the frame's size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      const height = bytes.readUInt16BE(at + 5);
      const width = bytes.readUInt16BE(at + 7);
      return { format: 'jpeg', ...upright(width, height, orientation), gps };
    }
    at += 2 + length;
  }
  return undefined;
}

function webpSize(bytes: Buffer): Size | undefined {
  const chunk = bytes.toString('latin1', 12, 16);
  const bits = bytes.readUInt32LE(21);
  if (chunk === 'VP8X') {
    return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  }
  if (chunk === 'VP8L') return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  if (chunk === 'VP8 ') {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  return undefined;
}

/** ISO boxes (HEIF, AVIF): the size from 'ispe', turned by 'irot' if present. */
function heif(bytes: Buffer, format: 'avif' | 'heic'): PictureFacts {
  let size: Size | undefined;
  let turns = 0;
  const walk = (start: number, end: number) => {
    let at = start;
    while (at + 8 <= end) {
      let length = bytes.readUInt32BE(at);
      const type = bytes.toString('latin1', at + 4, at + 8);
      if (length === 1) length = Number(bytes.readBigUInt64BE(at + 8));
      if (length < 8 || at + length > end) length = end - at;
      if (type === 'meta') walk(at + 12, at + length);
      else if (type === 'iprp' || type === 'ipco') walk(at + 8, at + length);
      // The first 'ispe' is the primary picture's (a thumbnail's follows it).
      else if (type === 'ispe' && !size) {
        size = { width: bytes.readUInt32BE(at + 12), height: bytes.readUInt32BE(at + 16) };
      } else if (type === 'irot') turns = bytes[at + 8]! & 3;
      at += length;
    }
  };
  walk(0, bytes.length);
  if (!size) return { format, width: 0, height: 0, gps: false };
  return { format, ...upright(size.width, size.height, turns % 2 === 1 ? 6 : 1), gps: false };
}

/** A drawing's shape, as librsvg sizes it: its width and height, else its viewBox, else 0 × 0. */
function svgShape(text: string): Size {
  const tag = /<svg\b[^>]*>/.exec(text)?.[0] ?? '';
  const length = (name: string) => {
    const value = new RegExp(`\\s${name}\\s*=\\s*["']\\s*([0-9.]+)(px)?\\s*["']`).exec(tag)?.[1];
    return value ? Number(value) : 0;
  };
  const [width, height] = [length('width'), length('height')];
  if (width > 0 && height > 0) return { width, height };
  const box = /\sviewBox\s*=\s*["']([^"']*)["']/
    .exec(tag)?.[1]
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box[2]! > 0 && box[3]! > 0) return { width: box[2]!, height: box[3]! };
  return { width: 0, height: 0 };
}

/** A picture file's format and upright size (for SVG, only its shape), or undefined. */
export function pictureFacts(bytes: Buffer): PictureFacts | undefined {
  if (bytes.length < 32) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpeg(bytes);
  if (bytes.toString('latin1', 1, 4) === 'PNG') {
    return {
      format: 'png',
      width: bytes.readUInt32BE(16),
      height: bytes.readUInt32BE(20),
      gps: false,
    };
  }
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    const size = webpSize(bytes);
    return size && { format: 'webp', ...size, gps: false };
  }
  if (bytes.toString('latin1', 4, 8) === 'ftyp') {
    const end = Math.min(bytes.readUInt32BE(0), bytes.length);
    const brands = [bytes.toString('latin1', 8, 12)];
    for (let at = 16; at + 4 <= end; at += 4) brands.push(bytes.toString('latin1', at, at + 4));
    if (brands.some((brand) => avifBrands.has(brand))) return heif(bytes, 'avif');
    if (brands.some((brand) => heicBrands.has(brand))) return heif(bytes, 'heic');
    return undefined;
  }
  const start = bytes.toString('utf8', 0, 512).trimStart();
  if (start.startsWith('<svg') || start.startsWith('<?xml')) {
    return { format: 'svg', ...svgShape(bytes.toString('utf8')), gps: false };
  }
  return undefined;
}

/** A picture's upright width and height, which its copies keep in text; none if unknown. */
export function pictureShape(bytes: Buffer): [number, number] | undefined {
  const facts = pictureFacts(bytes);
  return facts?.width && facts.height ? [facts.width, facts.height] : undefined;
}
