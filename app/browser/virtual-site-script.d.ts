declare module 'virtual:site-script' {
  /**
   * The first-paint part of the shared script, for a page's <head>, which asks for the rest
   * (site-script-plugin.ts): a plain page's, a sermon page's (which asks for its player too),
   * and a page with islands' (which asks for the islands' script too). The code in the
   * prerendering build and on the dev server, '' in the browser's build.
   */
  export const firstPaint: { plain: string; withPlayer: string; withIslands: string };
}

declare module 'virtual:icon-symbols' {
  /** Every icon's drawing on the dev server, which writes no pages afterwards; '' in a build. */
  export const devIconSymbols: string;
}
