import { buttonClass } from '~/components/ui/button-variants';

// The header is a size container (site-header.tsx): the menus switch at 48rem of header width,
// not a media query, so a larger root font size (a reader's style sheet) moves the switch too.
// Compact between 48rem and 64rem so the whole menu fits on one line beside the logo.
export const mainNavItemClass =
  'inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-md px-2 text-sm font-medium @5xl/header:px-3 @5xl/header:text-[0.95rem] text-stone-800 hover:bg-brand-50 hover:text-brand-900 data-[active]:text-brand-800 data-[active]:underline data-[active]:decoration-2 data-[active]:underline-offset-8';

export const getInvolvedClass = buttonClass({
  variant: 'accent',
  className: 'ml-2 whitespace-nowrap @max-5xl/header:px-3 @max-5xl/header:text-sm',
});

export const mainNavRootClass = 'relative hidden @3xl/header:block';
export const mainNavListClass = 'flex items-center gap-1';
// Turned while the dropdown beside it is open: CSS alone, so it holds without JavaScript too.
export const chevronClass = 'size-4 transition-transform group-has-[:popover-open]:rotate-180';

export const menuButtonClass = buttonClass({
  variant: 'ghost',
  size: 'icon',
  className: '@3xl/header:hidden',
});
