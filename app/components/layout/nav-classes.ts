import { buttonClass } from '~/components/ui/button-variants';

// Shared by the plain menus in the first load and their Radix versions loaded on intent, so
// the swap from one to the other does not move a pixel.
export const mainNavItemClass =
  'inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-[0.95rem] font-medium text-stone-800 hover:bg-brand-50 hover:text-brand-900 data-[active]:text-brand-800 data-[active]:underline data-[active]:decoration-2 data-[active]:underline-offset-8';

export const mainNavRootClass = 'relative hidden md:block';
export const mainNavListClass = 'flex items-center gap-1';
export const chevronClass = 'size-4 transition-transform group-data-[state=open]:rotate-180';

/** Marks the elements whose focus or hover passes from the plain menu to the Radix one. */
export const handoffAttribute = 'data-handoff';

export const menuButtonClass = buttonClass({
  variant: 'ghost',
  size: 'icon',
  className: 'md:hidden',
});
