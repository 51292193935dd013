// Every part of the card has a fixed height (two title lines, two meta lines, one link line)
// so all cards, and the skeleton standing in for them, are exactly the same size. Kept apart
// from the card so the skeleton (first load) does not bring the card's code with it.
export const cardClasses = {
  frame:
    'flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm',
  body: 'flex flex-1 flex-col gap-3 p-5',
  title: 'line-clamp-2 h-14 text-xl leading-7 font-semibold break-words',
  meta: 'flex h-11 flex-col gap-1 text-sm leading-5',
  link: 'h-11',
};
