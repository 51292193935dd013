/** A link that reads as words with an arrow or icon beside them ("All the news →"). */
export const textLinkClass =
  'inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700';
