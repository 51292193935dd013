import { buttonClass } from '../../components/ui/button-variants.ts';

// The carousel's and its skeleton's, so both are one size without the skeleton loading Embla.

export const maxCarouselEvents = 6;

// Slides per view come from CSS (1, then 2 from 768 px, 3 from 1024 px); Embla measures them.
export const carouselClasses = {
  // `relative`: else the slides' sr-only text escapes the clip and the page scrolls sideways.
  viewport: 'relative overflow-hidden',
  track: '-ml-4 flex touch-pan-y touch-pinch-zoom',
  slide: 'min-w-0 shrink-0 grow-0 basis-full pl-4 md:basis-1/2 lg:basis-1/3',
  controls: 'mt-6 flex justify-end gap-3',
  button: buttonClass({
    variant: 'outline',
    size: 'icon',
    className:
      'aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-white',
  }),
};

/** The card body's minimum height fits its most, so every card and the skeleton are one size. */
export const cardClasses = {
  frame:
    'flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm',
  body: 'flex min-h-52 flex-1 flex-col gap-3 p-5',
  title: 'line-clamp-2 text-xl leading-7 font-semibold break-words',
  meta: 'flex flex-col gap-1 text-sm leading-5',
  link: 'mt-auto h-11',
};
