import { buttonClass } from '~/components/ui/button-variants';

// The header is a size container (site-header.tsx): the menus switch at 48rem of header width,
// not a media query, so a larger root font size (a reader's style sheet) moves the switch too.
// Compact between 48rem and 64rem so the whole menu fits on one line beside the logo (.nav-item,
// app.css).
export const mainNavItemClass = 'nav-item';

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
