import { buttonClass } from '~/components/ui/button-variants';

// Compact between 768 and 1024 px so the whole menu fits on one line beside the logo.
export const mainNavItemClass =
  'inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-md px-2 text-sm font-medium lg:px-3 lg:text-[0.95rem] text-stone-800 hover:bg-brand-50 hover:text-brand-900 data-[active]:text-brand-800 data-[active]:underline data-[active]:decoration-2 data-[active]:underline-offset-8';

export const getInvolvedClass = buttonClass({
  variant: 'accent',
  className: 'ml-2 whitespace-nowrap max-lg:px-3 max-lg:text-sm',
});

export const mainNavRootClass = 'relative hidden md:block';
export const mainNavListClass = 'flex items-center gap-1';
// Turned while the dropdown beside it is open: CSS alone, so it holds without JavaScript too.
export const chevronClass = 'size-4 transition-transform group-has-[:popover-open]:rotate-180';

export const menuButtonClass = buttonClass({
  variant: 'ghost',
  size: 'icon',
  className: 'md:hidden',
});
