declare module 'virtual:site-script' {
  /**
   * The shared script's first-paint part for a page's <head> (site-script-plugin.ts): a plain
   * page's, a sermon's (asks for the player too), a page with islands'. '' in the browser build.
   */
  export const firstPaint: { plain: string; withPlayer: string; withIslands: string };
}

declare module 'virtual:icon-symbols' {
  /** Every icon's drawing on the dev server, which writes no pages afterwards; '' in a build. */
  export const devIconSymbols: string;
}
