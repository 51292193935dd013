import { cn } from '../../lib/cn.ts';
import { cardClasses, carouselClasses } from './events-carousel-classes.ts';
import { EventsLoadingLabel } from './events-status.tsx';

const bone = 'rounded-md bg-stone-200/80 motion-safe:animate-pulse';

/** Stands in for the carousel while the feed loads, at exactly its size. */
export function EventsCarouselSkeleton({ className }: { className?: string }) {
  return (
    <div data-slot="events-carousel-skeleton" className={className}>
      <EventsLoadingLabel />
      <div aria-hidden="true">
        <div className={carouselClasses.viewport}>
          <div className={carouselClasses.track}>
            {[0, 1, 2].map((index) => (
              <div
                key={index}
                className={cn(
                  carouselClasses.slide,
                  index === 1 && 'max-md:hidden',
                  index === 2 && 'max-lg:hidden',
                )}
              >
                <div className={cardClasses.frame}>
                  <div className={cn('aspect-video w-full', bone, 'rounded-none')} />
                  <div className={cardClasses.body}>
                    <div className={cn(bone, 'my-1 h-5 w-3/4')} />
                    <div className={cardClasses.meta}>
                      <div className={cn(bone, 'my-0.5 h-4 w-1/2')} />
                      <div className={cn(bone, 'my-0.5 h-4 w-1/3')} />
                    </div>
                    <div className={cn(cardClasses.link, 'flex items-center')}>
                      <div className={cn(bone, 'h-4 w-28')} />
                    </div>
                  </div>
                </div>
              </div>
            ))}
          </div>
        </div>
        <div className={carouselClasses.controls}>
          <div className={cn(carouselClasses.button, 'opacity-40')} />
          <div className={cn(carouselClasses.button, 'opacity-40')} />
        </div>
      </div>
    </div>
  );
}
