// Named imports, so the page's script carries only these parts of the file (not its formats).
import { folders, presets } from '../assets/images/presets.json';
import { defaultPhotoPosition, type PhotoPosition } from './photo-position.ts';

// The file names content/pictures/image-build.server.ts writes, so components need no manifest:
// /images/generated/<folder>/<name>-<preset>-<width>.<format>. A positioned preset (a person's
// square) names the part it keeps too (<preset>-<position>), so a copy cut another way never has
// the name of one a browser keeps for a year.

export type ImagePreset = keyof typeof presets;
export type ImageFormat = 'avif' | 'webp' | 'jpeg';

const imageBase = '/images/generated';
export const imageMimeTypes: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};
/** Best first: the browser takes the first <source> whose type it understands. */
export const modernFormats = ['avif', 'webp'] as const satisfies ImageFormat[];

export type ImageVariant = ReturnType<typeof imageVariant>;

/** The name a preset gives its copies: "portrait-top" for a positioned one, else its own. */
const cutName = (preset: ImagePreset, position?: PhotoPosition) =>
  'positioned' in presets[preset] ? `${preset}-${position ?? defaultPhotoPosition}` : preset;

/** The copies of "people/ruth-kerr" cut to a preset; `own`: its shape, if the preset keeps it. */
export function imageVariant(
  src: string,
  preset: ImagePreset,
  own?: readonly [number, number],
  position?: PhotoPosition,
) {
  // Checked where pages are made (every page is prerendered), so no page's script carries it.
  const folder = src.split('/')[0] ?? '';
  const allowed: readonly string[] = folders[folder as keyof typeof folders] ?? [];
  if (import.meta.env.SSR && !allowed.includes(preset)) {
    throw new Error(`The picture "${src}" has no "${preset}" copies (see presets.json)`);
  }
  // A preset without an aspect (pictures in text) keeps each picture's own, found at build time.
  const { aspect = own, widths }: { aspect?: readonly number[]; widths: number[] } =
    presets[preset];
  const [aspectWidth = 1, aspectHeight = 1] = aspect ?? [];
  const url = (width: number, format: ImageFormat) =>
    copyUrl(src, cutName(preset, position), width, format);
  const largest = Math.max(...widths);
  const middle = widths[Math.floor((widths.length - 1) / 2)] ?? largest;
  return {
    preset,
    // The largest copy's size, for the width and height attributes that reserve space.
    width: largest,
    height: Math.round((largest * aspectHeight) / aspectWidth),
    srcSet: (format: ImageFormat) =>
      widths.map((width) => `${url(width, format)} ${width}w`).join(', '),
    // A middle-sized JPEG for the rare browser that ignores srcset.
    fallbackSrc: url(middle, 'jpeg'),
  };
}

const copyUrl = (src: string, cut: string, width: number, format: ImageFormat) =>
  `${imageBase}/${src}-${cut}-${width}.${format}`;

/** Each copy of a picture cut to a preset, in one format, smallest first. */
export const imageCopies = (src: string, preset: ImagePreset, format: ImageFormat) =>
  [...presets[preset].widths]
    .sort((a, b) => a - b)
    .map((width) => ({ url: copyUrl(src, cutName(preset), width, format), width }));
