/** The look of a link inside text: underlined in the brand colour, wrapping if it must. */
export const textLinkClass =
  'break-words text-brand-800 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700';
