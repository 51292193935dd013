declare module 'virtual:site-script' {
  /** The address of the script every page that does not hydrate runs (site-script-plugin.ts). */
  const url: string;
  export default url;
  /**
   * A live page's parts of it in a build: the first part's code for its <head> (in the
   * prerendering build; '' in the browser's copy) and the rest's address, loaded deferred.
   * Null in development, where every page loads the whole script.
   */
  export const live: { inline: string; later: string } | null;
}
