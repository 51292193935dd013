import { ResponsiveImage } from '~/components/ui/responsive-image';

/** The photo at the top of a notice or a church page: landscape, the reading column's width. */
export function PagePhoto({ photo }: { photo: { src: string; alt: string } }) {
  return (
    <ResponsiveImage
      src={photo.src}
      alt={photo.alt}
      preset="landscape"
      sizes="(min-width: 768px) 45rem, calc(100vw - 2rem)"
      className="aspect-[3/2] h-auto w-full rounded-xl object-cover"
    />
  );
}
