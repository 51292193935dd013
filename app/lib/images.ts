import imageConfig from '~/assets/images/presets.json';

// Builds the same file names scripts/images.mjs writes, so components need no manifest:
// public/images/generated/<folder>/<name>-<preset>-<width>.<format>.

export type ImagePreset = keyof typeof imageConfig.presets;
export type ImageFormat = 'avif' | 'webp' | 'jpeg';

export const imageBase = '/images/generated';
export const imageMimeTypes: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};
/** Best first: the browser takes the first <source> whose type it understands. */
export const modernFormats = ['avif', 'webp'] as const satisfies ImageFormat[];

export interface ImageVariant {
  preset: ImagePreset;
  /** The largest copy's size, for the width and height attributes that reserve space. */
  width: number;
  height: number;
  srcSet: (format: ImageFormat) => string;
  /** A middle-sized JPEG for the rare browser that ignores srcset. */
  fallbackSrc: string;
}

/** The copies of "people/ruth-kerr" cut to one preset, e.g. "portrait". */
export function imageVariant(src: string, preset: ImagePreset): ImageVariant {
  const folder = src.split('/')[0] ?? '';
  const allowed: readonly string[] =
    imageConfig.folders[folder as keyof typeof imageConfig.folders] ?? [];
  if (!allowed.includes(preset)) {
    throw new Error(`The picture "${src}" has no "${preset}" copies (see presets.json)`);
  }
  const { aspect, widths } = imageConfig.presets[preset];
  const [aspectWidth = 1, aspectHeight = 1] = aspect;
  const url = (width: number, format: ImageFormat) =>
    `${imageBase}/${src}-${preset}-${width}.${format}`;
  const largest = Math.max(...widths);
  const middle = widths[Math.floor((widths.length - 1) / 2)] ?? largest;
  return {
    preset,
    width: largest,
    height: Math.round((largest * aspectHeight) / aspectWidth),
    srcSet: (format) => widths.map((width) => `${url(width, format)} ${width}w`).join(', '),
    fallbackSrc: url(middle, 'jpeg'),
  };
}
