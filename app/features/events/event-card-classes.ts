// The card body's minimum height fits its most, so every card and the skeleton are one size;
// apart from the card, so the skeleton (first load) does not bring the card's code.
export const cardClasses = {
  frame:
    'flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm',
  body: 'flex min-h-52 flex-1 flex-col gap-3 p-5',
  title: 'line-clamp-2 text-xl leading-7 font-semibold break-words',
  meta: 'flex flex-col gap-1 text-sm leading-5',
  link: 'mt-auto h-11',
};
