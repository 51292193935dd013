import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { cn } from '../../lib/cn.ts';
import { shownWhole } from '../../lib/picture-shape.ts';

/** A photo as its content gives it: its shape, where the build could read the file. */
export interface SlotPhoto {
  src: string;
  alt: string;
  shape?: readonly [number, number];
}

/** How a 3 by 2 slot shows a photo: cut to fill it, or an upright one whole, with space beside. */
export function landscapeCut(photo: SlotPhoto) {
  return shownWhole(photo.shape)
    ? ({ preset: 'whole', aspect: photo.shape, fit: 'object-contain bg-stone-100' } as const)
    : ({ preset: 'landscape', aspect: undefined, fit: 'object-cover' } as const);
}

/** The photo of a notice, a church page or a room: landscape, the reading column's width. */
export function PagePhoto({
  photo,
  className = 'aspect-[3/2] h-auto w-full rounded-xl',
}: {
  photo: SlotPhoto;
  /** The slot: its shape, width and corners (how the photo fills it is the photo's). */
  className?: string;
}) {
  const cut = landscapeCut(photo);
  return (
    <ResponsiveImage
      src={photo.src}
      alt={photo.alt}
      preset={cut.preset}
      aspect={cut.aspect}
      sizes="(min-width: 768px) 45rem, calc(100vw - 2rem)"
      className={cn(className, cut.fit)}
    />
  );
}
