declare module 'virtual:site-script' {
  /** The address of the script every page that does not hydrate runs (site-script-plugin.ts). */
  const url: string;
  export default url;
  /**
   * A live page's copy of it in a build, for its <head>: the code in the prerendering build,
   * '' in the browser's copy. Null in development, where every page loads the file.
   */
  export const live: { inline: string } | null;
}

declare module 'virtual:sermon-player' {
  /** The address of the script a sermon page loads for its player (sermon-player-plugin.ts). */
  const url: string;
  export default url;
}
