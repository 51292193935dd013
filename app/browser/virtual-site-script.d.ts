declare module 'virtual:site-script' {
  /**
   * The address of the shared script's file (site-script-plugin.ts): in a build, what a page
   * that does not hydrate runs after its first paint, deferred; in development, the whole
   * script, which every page runs from its <head>.
   */
  const url: string;
  export default url;
  /**
   * The first-paint part of the shared script, for every page's <head>: the code in the
   * prerendering build, '' in the browser's copy. Null in development, where every page loads
   * the whole script as a file.
   */
  export const firstPaint: { inline: string } | null;
}

declare module 'virtual:sermon-player' {
  /** The address of the script a sermon page loads for its player (sermon-player-plugin.ts). */
  const url: string;
  export default url;
}
