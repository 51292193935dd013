import { ResponsiveImage } from '~/components/ui/responsive-image';

/** The photo of a notice, a church page or a room: landscape, the reading column's width. */
export function PagePhoto({
  photo,
  className = 'aspect-[3/2] h-auto w-full rounded-xl object-cover',
}: {
  photo: { src: string; alt: string };
  className?: string;
}) {
  return (
    <ResponsiveImage
      src={photo.src}
      alt={photo.alt}
      preset="landscape"
      sizes="(min-width: 768px) 45rem, calc(100vw - 2rem)"
      className={className}
    />
  );
}
