/** The look of a link inside text: underlined in the brand colour, wrapping if it must. */
export const textLinkClass =
  'break-words text-brand-800 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700';

/** A link that reads as words with an arrow or icon beside them ("All the news →"). */
export const iconLinkClass =
  'inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700';
