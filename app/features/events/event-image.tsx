import { CalendarDays } from 'lucide-react';
import { type ComponentType, createContext, type SVGProps, use, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import type { ChurchEvent } from '../../feeds/events/type.ts';

/** An icon: lucide's drawn in full, or one of the site's (components/ui/icons.tsx). */
type IconComponent = ComponentType<SVGProps<SVGSVGElement>>;

/** While the events shown are the build's, their pictures wait for the page's ask of the feed. */
export const PicturesAfterFeed = createContext(false);

/** An event's or a group's picture in a fixed 16:9 box, over a quiet panel for none or failure. */
export function EventImage({
  event,
  sizes,
  className,
  placeholderIcon: Icon = CalendarDays,
}: {
  event: Pick<ChurchEvent, 'name' | 'imageUrl' | 'imageSources'>;
  sizes: string;
  className?: string;
  /** The panel's icon when there is no picture: a calendar, unless the page says otherwise. */
  placeholderIcon?: IconComponent;
}) {
  const [failed, setFailed] = useState(false);
  const afterFeed = use(PicturesAfterFeed);
  const srcSet = event.imageSources.map(({ url, width }) => `${url} ${width}w`).join(', ');
  // The picture as both ways show it: in <noscript> before the feed answers, else as is.
  const picture = {
    src: event.imageUrl,
    srcSet: srcSet || undefined,
    sizes: srcSet ? sizes : undefined,
    alt: event.name,
    width: 1024,
    height: 576,
    loading: 'lazy',
    decoding: 'async',
    className: 'absolute inset-0 size-full object-cover text-transparent',
  } as const;

  // The panel shows through a failed picture (alt text transparent) where no React runs (/groups).
  return (
    <div
      data-slot="event-image"
      className={cn('relative aspect-video w-full overflow-hidden bg-brand-50', className)}
    >
      <div
        data-slot="event-image-placeholder"
        className="flex size-full items-center justify-center bg-linear-to-br from-brand-50 to-brand-100"
      >
        <Icon aria-hidden="true" className="size-10 text-brand-600/60" strokeWidth={1.5} />
      </div>
      {event.imageUrl &&
        (afterFeed ? (
          <noscript>
            <img {...picture} />
          </noscript>
        ) : (
          !failed && <img {...picture} onError={() => setFailed(true)} />
        ))}
    </div>
  );
}
