import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { cn } from '../../lib/cn.ts';
import { shownWhole } from '../../lib/picture-shape.ts';

/** A photo as its content gives it: its shape, where the build could read the file. */
export interface SlotPhoto {
  src: string;
  alt: string;
  shape?: readonly [number, number];
}

/** A notice's, church page's or room's photo in a 3 by 2 slot: cut to fill it, or upright whole. */
export function PagePhoto({
  photo,
  className = 'aspect-[3/2] h-auto w-full rounded-xl',
  sizes = '(min-width: 768px) 45rem, calc(100vw - 2rem)',
}: {
  photo: SlotPhoto;
  /** The slot: its shape, width and corners (how the photo fills it is the photo's). */
  className?: string;
  sizes?: string;
}) {
  const whole = shownWhole(photo.shape);
  return (
    <ResponsiveImage
      src={photo.src}
      alt={photo.alt}
      preset={whole ? 'whole' : 'landscape'}
      aspect={whole ? photo.shape : undefined}
      sizes={sizes}
      className={cn(className, whole ? 'object-contain bg-stone-100' : 'object-cover')}
    />
  );
}
