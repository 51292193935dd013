import type { ComponentProps } from 'react';
import {
  imageMimeTypes,
  imageVariant,
  modernFormats,
  type ImagePreset,
  type ImageVariant,
} from '../../lib/images.ts';
import type { PhotoPosition } from '../../lib/photo-position.ts';

/** A different cut of the same picture below a width, e.g. a tall hero on phones. */
export interface ArtDirection {
  media: string;
  preset: ImagePreset;
}

type ResponsiveImageProps = Omit<
  ComponentProps<'img'>,
  'src' | 'srcSet' | 'width' | 'height' | 'sizes' | 'alt'
> & {
  /** The picture by folder and name, e.g. "people/ruth-kerr". */
  src: string;
  alt: string;
  preset: ImagePreset;
  /** The picture's own width and height, for a preset that keeps its shape (see presets.json). */
  aspect?: readonly [number, number];
  /** The part a positioned preset's cut keeps (a person's square), as the content chose it. */
  position?: PhotoPosition;
  sizes: string;
  artDirection?: readonly ArtDirection[];
  /** The largest picture above the fold: fetched first, never lazy. */
  priority?: boolean;
};

function Sources({
  variant,
  sizes,
  media,
}: {
  variant: ImageVariant;
  sizes: string;
  media?: string;
}) {
  return (
    <>
      {[...modernFormats, ...(media ? (['jpeg'] as const) : [])].map((format) => (
        <source
          key={format}
          type={imageMimeTypes[format]}
          media={media}
          srcSet={variant.srcSet(format)}
          sizes={sizes}
          width={variant.width}
          height={variant.height}
        />
      ))}
    </>
  );
}

/** A <picture> with AVIF, WebP and JPEG at every generated width, sized to avoid layout shift. */
export function ResponsiveImage({
  src,
  alt,
  preset,
  aspect,
  position,
  sizes,
  artDirection = [],
  priority = false,
  ...props
}: ResponsiveImageProps) {
  const variant = imageVariant(src, preset, aspect, position);
  return (
    <picture data-slot="responsive-image">
      {artDirection.map((cut) => (
        <Sources
          key={cut.media}
          variant={imageVariant(src, cut.preset)}
          sizes={sizes}
          media={cut.media}
        />
      ))}
      <Sources variant={variant} sizes={sizes} />
      <img
        src={variant.fallbackSrc}
        srcSet={variant.srcSet('jpeg')}
        sizes={sizes}
        width={variant.width}
        height={variant.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? undefined : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        {...props}
      />
    </picture>
  );
}

/** <link rel="preload">s for a priority image: AVIF only, one cut a media query, one fetched. */
export function imagePreloadLinks({
  src,
  preset,
  sizes,
  artDirection = [],
}: Pick<ResponsiveImageProps, 'src' | 'preset' | 'sizes' | 'artDirection'>) {
  const medias = artDirection.map((cut) => cut.media);
  const otherwise =
    medias.length === 0
      ? undefined
      : medias.length === 1
        ? `not all and ${medias[0]}`
        : `not (${medias.join(' or ')})`;
  return [...artDirection, { preset, media: otherwise }].map((cut) => ({
    rel: 'preload' as const,
    as: 'image' as const,
    type: imageMimeTypes.avif,
    imageSrcSet: imageVariant(src, cut.preset).srcSet('avif'),
    imageSizes: sizes,
    fetchPriority: 'high' as const,
    ...(cut.media ? { media: cut.media } : {}),
  }));
}
