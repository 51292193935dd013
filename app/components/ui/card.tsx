import { slot } from './slot.tsx';

// <Card><CardHeader><CardTitle>…</CardTitle></CardHeader><CardContent>…</CardContent></Card>
export const Card = slot('div', 'card', 'rounded-xl border border-stone-200 bg-white shadow-sm');
export const CardHeader = slot('div', 'card-header', 'p-5 pb-0 sm:p-6 sm:pb-0');

export const CardTitle = slot(
  'h3',
  'card-title',
  'font-serif text-xl font-semibold text-brand-900',
);

export const CardContent = slot('div', 'card-content', 'p-5 sm:p-6');
export const CardFooter = slot(
  'div',
  'card-footer',
  'mt-auto flex flex-wrap gap-3 p-5 pt-0 sm:p-6 sm:pt-0',
);
