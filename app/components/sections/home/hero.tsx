import { ResponsiveImage, type ArtDirection } from '../../ui/responsive-image.tsx';
import { HeroLinks } from './hero-links.tsx';
import type { HomeContent } from '../../../content/types.ts';
import { homeSections } from '../../../lib/paths.ts';

/** The hero picture's cuts: 4:3 on phones, 16:9 from 768 px. Shared with the route's preload. */
export const heroImageLayout = {
  preset: 'wide',
  artDirection: [{ media: '(max-width: 767px)', preset: 'standard' }] satisfies ArtDirection[],
  sizes: '100vw',
} as const;

export function Hero({ heading, hero }: { heading: string; hero: HomeContent['hero'] }) {
  return (
    <section
      data-slot="hero"
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-brand-900 text-white"
    >
      {/* Phones: the picture above the words. From 768 px: the words over the picture. */}
      {hero.image && (
        <div className="relative md:absolute md:inset-0 md:-z-10">
          <ResponsiveImage
            src={hero.image.src}
            alt={hero.image.alt}
            {...heroImageLayout}
            priority
            className="block aspect-[4/3] w-full object-cover md:aspect-auto md:size-full md:object-left"
          />
          {/* Fades the picture into the words, so they always stand on dark enough ground. */}
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-linear-to-t from-brand-900 via-brand-900/0 via-35% md:bg-linear-to-r md:from-brand-900/90 md:via-brand-900/35 md:via-45% md:to-transparent md:to-70%"
          />
        </div>
      )}
      {/* Without a picture the words stand on the church colour, with room above them. */}
      <div
        className={`relative mx-auto flex max-w-6xl flex-col px-4 ${hero.image ? 'pt-2' : 'pt-12'} pb-12 sm:px-6 md:justify-center md:py-24 ${hero.image ? 'md:min-h-[36rem] lg:min-h-[40rem]' : ''}`}
      >
        <p className="text-sm font-semibold tracking-[0.2em] text-brand-100 uppercase">
          {hero.kicker}
        </p>
        <h1
          id="hero-heading"
          className="mt-3 max-w-lg text-4xl leading-tight font-semibold text-white sm:text-5xl lg:text-6xl"
        >
          {heading}
        </h1>
        <p className="mt-4 max-w-md text-lg text-brand-50 sm:text-xl">{hero.tagline}</p>
        <HeroLinks
          links={[
            { target: homeSections.serviceTimes, label: hero.serviceButton, variant: 'accent' },
            { target: homeSections.churchStory, label: hero.storyButton, variant: 'inverse' },
          ]}
        />
      </div>
    </section>
  );
}
