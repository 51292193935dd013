declare module 'virtual:site-script' {
  /**
   * The address of the shared script's file (site-script-plugin.ts): in a build, the rest of
   * it, which a plain page's first-paint part asks for once the page has painted; in
   * development, the whole script, which every page runs from its <head>.
   */
  const url: string;
  export default url;
  /** In development, the address of a sermon page's player script; null in a build. */
  export const devPlayer: string | null;
  /** In development, the address of the islands' script (islands.tsx), whole; null in a build. */
  export const devIslands: string | null;
  /**
   * The first-paint part of the shared script, for a page's <head>, which also asks for the
   * rest: a plain page's, a sermon page's (which asks for its player too), and a page with
   * islands' (which asks for the islands' script too). The code in the prerendering build, '' in the browser's copy; null in development,
   * where every page loads the whole script as a file.
   */
  export const firstPaint: { plain: string; withPlayer: string; withIslands: string } | null;
}
