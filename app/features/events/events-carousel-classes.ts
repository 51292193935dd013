import { buttonClass } from '../../components/ui/button-variants.ts';

// Shared by the carousel (loaded with Embla when events arrive) and its skeleton (in the
// first load), so both have the same size without the skeleton pulling in Embla.

export const maxCarouselEvents = 6;

// Slides per view come from CSS (1, then 2 from 768 px, 3 from 1024 px); Embla measures them.
export const carouselClasses = {
  // `relative`: the slides' screen-reader-only text is absolutely positioned, and would
  // otherwise escape the clip and let the page scroll sideways before Embla starts.
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
