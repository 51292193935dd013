declare module 'virtual:site-script' {
  /** The first-paint part for a page's <head> (site-script-plugin.ts); '' in the browser build. */
  export const firstPaint: { plain: string; withPlayer: string; withIslands: string };
}

declare module 'virtual:icon-symbols' {
  /** Every icon's drawing on the dev server, which writes no pages afterwards; '' in a build. */
  export const devIconSymbols: string;
}
